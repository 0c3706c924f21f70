import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, type Exchange, makeResult, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { map, pipe } from 'wonka';
import { ProductEditor } from '../../web/catalogue/staff/ProductEditor';
import { Toaster } from '../../web/ui/toast';
import { sheet } from './catalogue-fixtures';

const STALE =
  'La disponibilità è cambiata mentre modificavi il prodotto: ora è 10. Ricarica e riprova.';

/** Product 1 as the shop module's table shows it, with `stock` units. */
const iphone = (stock: number) => ({
  id: '1',
  name: 'iPhone 15 Pro',
  price: 129900,
  originalPrice: null,
  archivedAt: null,
  stock,
  sharedStock: stock,
  inStock: true,
  description: 'Telaio in titanio, chip A17 Pro, ricondizionato e garantito 12 mesi.',
  sizes: ['128GB'],
  colors: [{ name: 'Titanio naturale', hex: '#8f8a81' }],
  category: { id: 'smartphone' },
  condition: 'RICONDIZIONATO' as const,
  grade: 'A' as const,
  batteryHealth: 90,
  details: sheet({ display: '6,1" Super Retina XDR', specialFeatures: ['Dynamic Island'] }),
});

const DAY = 24 * 60 * 60 * 1000;

/**
 * A Worker that refuses every product edit as stale, recording what each one sent, and answers
 * the price history: `changes` as [days ago, cents], oldest first.
 */
function refusingClient(changes: [number, number][] = [[90, 129900]]) {
  const sent: Record<string, unknown>[] = [];
  const refuse: Exchange = () => (operations$) =>
    pipe(
      operations$,
      map((operation) => {
        if (operation.kind !== 'mutation') {
          return makeResult(operation, {
            data: {
              adminProductPriceChanges: changes.map(([daysAgo, price]) => ({
                price,
                changedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
              })),
            },
          });
        }
        sent.push(operation.variables as Record<string, unknown>);
        return makeResult(operation, {
          data: null,
          errors: [{ message: STALE, extensions: { code: 'CONFLICT', field: 'stock' } }],
        });
      }),
    );
  return { client: new Client({ url: '/graphql', exchanges: [refuse] }), sent };
}

function renderEditor(client: Client) {
  return render(
    <Provider value={client}>
      <ProductEditor product={iphone(12)} onDone={() => {}} onStale={() => {}} />
    </Provider>,
  );
}

const typePrice = (value: string) =>
  fireEvent.input(screen.getByLabelText('Prezzo (€, IVA esclusa)'), { target: { value } });

const preview = () => screen.getByRole('region', { name: 'Come lo vedrà il cliente' });

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
    fireEvent.input(screen.getByLabelText('Prezzo (€, IVA esclusa)'), {
      target: { value: '999,00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({ id: '1', seenStock: 12, input: { stock: 12 } });
    expect(screen.getByText(STALE)).toBeTruthy();

    rerender(editor(10));
    expect(screen.getByLabelText(/Pezzi disponibili/)).toHaveProperty('value', '10');
    expect(screen.getByLabelText('Prezzo (€, IVA esclusa)')).toHaveProperty('value', '999,00');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ seenStock: 10, input: { stock: 10, price: '999,00' } });
  });

  it('has no struck price to type: it shows what the customer will see, from the price history', async () => {
    renderEditor(refusingClient([[90, 129900]]).client);
    expect(screen.queryByLabelText(/listino/)).toBeNull();
    expect(preview().textContent).toContain('Nessuno sconto');
    typePrice('1.199,00');
    await waitFor(() =>
      expect(preview().textContent).toContain(
        'Prezzo più basso degli ultimi 30 giorni: 1.299,00\u00a0€',
      ),
    );
    expect(preview().querySelector('del')?.textContent).toContain('1.299,00');
    expect(preview().textContent).toContain('-7%');
    expect(preview().textContent).toContain('Ultime variazioni di prezzo');
  });

  it('shows no discount for a price lowered back after a raise within 30 days', async () => {
    renderEditor(
      refusingClient([
        [90, 119900],
        [10, 129900],
      ]).client,
    );
    await waitFor(() => expect(preview().textContent).toContain('Ultime variazioni di prezzo'));
    typePrice('1.199,00');
    expect(preview().textContent).toContain('Nessuno sconto');
    expect(preview().querySelector('del')).toBeNull();
  });
});
