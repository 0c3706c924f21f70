import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { ReturnPanel } from '../../web/orders/staff/ReturnPanel';
import { Toaster } from '../../web/ui/toast';
import { type Answer, workerClient } from './worker-client';

const CONFLICT = 'Il reso è stato aggiornato da qualcun altro: ricarica la pagina.';
const NOTE_NEEDED = 'Scrivi una nota se rimborsi meno del dovuto.';

function staffReturn(number: string, status: string, refundAmount: number | null = null) {
  return {
    id: `ret-${number}`,
    number,
    status,
    statement: 'Con la presente notifico il recesso…',
    reason: 'Non mi serve più',
    requestedAt: '2026-03-02T10:00:00.000Z',
    refundAmount,
    refundNote: null,
    refusalReason: null,
    adminRefundDue: 34_038,
    adminRefund: null,
    lines: [{ position: 0, name: 'AirPods Pro', quantity: 1, ordered: 2 }],
    steps: [
      { status: 'RICHIESTO', at: '2026-03-02T10:00:00.000Z', staffEmail: 'staff@example.it' },
    ],
  };
}

const STEPS = ['AdminAcceptReturn', 'AdminReceiveReturn', 'AdminRefundReturn'];

/** The panel over a fake Worker: the returns it holds, and how it answers a step. */
function renderPanel(returns: () => unknown[], stepped: (name: string) => Answer) {
  const worker = workerClient((name) =>
    name === 'AdminOrderReturns'
      ? { data: { adminOrder: { id: 'ord-1', returns: returns() } } }
      : stepped(name),
  );
  render(
    <Provider value={worker.client}>
      <ReturnPanel orderId="ord-1" />
      <Toaster />
    </Provider>,
  );
  return {
    steps: () => worker.asked.filter((asked) => STEPS.includes(asked.name)),
    loads: () => worker.asked.filter((asked) => asked.name === 'AdminOrderReturns').length,
  };
}

const card = (number: string) =>
  screen
    .getByRole('heading', { name: new RegExp(`^Reso ${number}`) })
    .closest('article') as HTMLElement;

describe('the staff steps on a return', () => {
  it('shows nothing for an order without returns', async () => {
    const { loads } = renderPanel(
      () => [],
      () => ({}),
    );
    await waitFor(() => expect(loads()).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Resi' })).toBeNull();
  });

  it('accepts a request, then records the goods received, each time with the state it saw', async () => {
    let status = 'RICHIESTO';
    const { steps } = renderPanel(
      () => [staffReturn('RS-1', status)],
      (name) => {
        status = name === 'AdminAcceptReturn' ? 'ACCETTATO' : 'RICEVUTO';
        return { data: { [name.replace('Admin', 'admin')]: { id: 'ret-RS-1' } } };
      },
    );
    expect(await screen.findByText('1 di 2 × AirPods Pro')).toBeTruthy();
    expect(screen.getByText(/\(staff@example\.it\)$/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Accetta il reso' }));
    expect(
      await screen.findByText(
        'Reso RS-1 accettato: il cliente ha le istruzioni per la spedizione.',
      ),
    ).toBeTruthy();

    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Segna come ricevuto (rimette i pezzi a magazzino)',
      }),
    );
    expect(
      await screen.findByText('Reso RS-1: prodotti ricevuti e rimessi a magazzino.'),
    ).toBeTruthy();
    expect(steps()).toEqual([
      { name: 'AdminAcceptReturn', variables: { id: 'ret-RS-1', from: 'RICHIESTO' } },
      { name: 'AdminReceiveReturn', variables: { id: 'ret-RS-1', from: 'ACCETTATO' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Registra il rimborso' })).toBeTruthy();
    expect(within(card('RS-1')).queryByRole('button', { name: 'Rifiuta il reso' })).toBeNull();
  });

  it('refunds the amount typed in euros with its note, and shows what was refunded', async () => {
    let refunded: number | null = null;
    const { steps } = renderPanel(
      () => [staffReturn('RS-2', refunded === null ? 'RICEVUTO' : 'RIMBORSATO', refunded)],
      () => {
        refunded = 30_000;
        return { data: { adminRefundReturn: { id: 'ret-RS-2' } } };
      },
    );
    const amount = await screen.findByRole('textbox', { name: /Importo del rimborso/ });
    expect((amount as HTMLInputElement).value).toBe('340,38');
    expect(screen.getByText(/Dovuto: 340,38/)).toBeTruthy();
    fireEvent.input(amount, { target: { value: '300' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Nota/ }), {
      target: { value: ' Confezione rovinata. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Registra il rimborso' }));

    expect(await screen.findByText('Reso RS-2: rimborso registrato.')).toBeTruthy();
    expect(steps().map((asked) => asked.variables)).toEqual([
      { id: 'ret-RS-2', from: 'RICEVUTO', amount: 30_000, note: 'Confezione rovinata.' },
    ]);
    await waitFor(() => expect(within(card('RS-2')).getByText('Rimborsato')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Registra il rimborso' })).toBeNull();
  });

  it('refuses an unreadable amount in Italian without sending it', async () => {
    const { steps } = renderPanel(
      () => [staffReturn('RS-3', 'RICEVUTO')],
      () => ({}),
    );
    const amount = await screen.findByRole('textbox', { name: /Importo del rimborso/ });
    fireEvent.input(amount, { target: { value: 'trecento' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registra il rimborso' }));
    expect(await screen.findByText("Scrivi l'importo in euro, ad esempio 12,50.")).toBeTruthy();
    expect(steps()).toEqual([]);
  });

  it("shows the Worker's refusal of a refund and keeps the return where it was", async () => {
    const { steps, loads } = renderPanel(
      () => [staffReturn('RS-4', 'RICEVUTO')],
      () => ({ errors: [{ message: NOTE_NEEDED, extensions: { code: 'BAD_USER_INPUT' } }] }),
    );
    const amount = await screen.findByRole('textbox', { name: /Importo del rimborso/ });
    const loaded = loads();
    fireEvent.input(amount, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registra il rimborso' }));

    expect(await screen.findByText(NOTE_NEEDED)).toBeTruthy();
    expect(steps()).toHaveLength(1);
    expect(loads()).toBe(loaded);
    expect(screen.queryByText('Reso RS-4: rimborso registrato.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Registra il rimborso' })).toBeTruthy();
  });

  it('reloads the returns when someone else accepted first, and tells why', async () => {
    const { loads } = renderPanel(
      () => [staffReturn('RS-5', 'RICHIESTO')],
      () => ({ errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] }),
    );
    const accept = await screen.findByRole('button', { name: 'Accetta il reso' });
    const loaded = loads();
    fireEvent.click(accept);

    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(screen.queryByText(/^Reso RS-5 accettato/)).toBeNull();
    await waitFor(() => expect(loads()).toBeGreaterThan(loaded));
  });
});
