import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, type Exchange, makeResult, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { map, pipe } from 'wonka';
import { ProductEditor } from '../../web/catalogue/staff/ProductEditor';
import { Toaster } from '../../web/ui/toast';

const STALE =
  'La disponibilità è cambiata mentre modificavi il prodotto: ora è 10. Ricarica e riprova.';

/** Product 1 as the shop module's table shows it, with `stock` units. */
const iphone = (stock: number) => ({
  id: '1',
  name: 'iPhone 15 Pro',
  price: 129900,
  originalPrice: null,
  stock,
  inStock: true,
  description: 'Telaio in titanio, chip A17 Pro, ricondizionato e garantito 12 mesi.',
  sizes: ['128GB'],
  colors: [{ name: 'Titanio naturale', hex: '#8f8a81' }],
});

/** A Worker that refuses every product edit as stale, recording what each one sent. */
function refusingClient() {
  const sent: Record<string, unknown>[] = [];
  const refuse: Exchange = () => (operations$) =>
    pipe(
      operations$,
      map((operation) => {
        sent.push(operation.variables as Record<string, unknown>);
        return makeResult(operation, {
          data: null,
          errors: [{ message: STALE, extensions: { code: 'CONFLICT', field: 'stock' } }],
        });
      }),
    );
  return { client: new Client({ url: '/graphql', exchanges: [refuse] }), sent };
}

describe('the shop module editor', () => {
  it('saves over the stock it showed, and after an order changed it reloads and starts from the new one', async () => {
    const { client, sent } = refusingClient();
    const onStale = vi.fn();
    const editor = (stock: number) => (
      <Provider value={client}>
        <ProductEditor product={iphone(stock)} onDone={() => {}} onStale={onStale} />
        <Toaster />
      </Provider>
    );
    const { rerender } = render(editor(12));
    fireEvent.change(screen.getByLabelText('Prezzo (€, IVA esclusa)'), {
      target: { value: '999,00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({ id: '1', seenStock: 12, input: { stock: 12 } });
    expect(screen.getByText(STALE)).toBeTruthy();

    rerender(editor(10));
    expect(screen.getByLabelText('Pezzi disponibili')).toHaveProperty('value', '10');
    expect(screen.getByLabelText('Prezzo (€, IVA esclusa)')).toHaveProperty('value', '999,00');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ seenStock: 10, input: { stock: 10, price: '999,00' } });
  });
});
