import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ResultOf } from 'gql.tada';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { ReturnPanel } from '../../web/orders/staff/ReturnPanel';
import { Toaster } from '../../web/ui/toast';
import { type Answer, workerClient } from './worker-client';

const REASON = 'Prodotto sigillato aperto dopo la consegna.';
const CONFLICT = 'Il reso è stato aggiornato da qualcun altro: ricarica la pagina.';

/**
 * A return as the panel's query reads it (web/orders/staff/ReturnPanel.tsx), typed over the printed
 * schema: a field the schema drops or retypes fails to compile here, not only in the panel.
 */
const StaffReturnFields = graphql(`
  fragment StaffReturnFields on OrderReturn {
    __typename id number status statement reason requestedAt refundAmount refundNote refusalReason
    adminRefundDue
    adminRefund { __typename id status amount failureLabel }
    lines { __typename position name quantity ordered }
    steps { __typename status at staffEmail }
  }
`);
type StaffReturn = ResultOf<typeof StaffReturnFields>;

function staffReturn(
  number: string,
  status: StaffReturn['status'],
  refusalReason: string | null = null,
): StaffReturn {
  return {
    __typename: 'OrderReturn',
    id: `ret-${number}`,
    number,
    status,
    statement: 'Con la presente notifico il recesso…',
    reason: null,
    requestedAt: '2026-03-02T10:00:00.000Z',
    refundAmount: null,
    refundNote: null,
    refusalReason,
    adminRefundDue: 34_038,
    adminRefund: null,
    lines: [
      { __typename: 'ReturnLine', position: 0, name: 'AirPods Pro', quantity: 1, ordered: 1 },
    ],
    steps: [
      {
        __typename: 'ReturnStep',
        status: 'RICHIESTO',
        at: '2026-03-02T10:00:00.000Z',
        staffEmail: null,
      },
    ],
  };
}

const returnsOf = (returns: StaffReturn[]): Answer => ({
  data: { adminOrder: { __typename: 'Order', id: 'ord-1', returns } },
});

/** The panel over a fake Worker: the returns it lists, and how it answers the refusal. */
function renderPanel(returns: () => StaffReturn[], refused: () => Answer = () => ({})) {
  const worker = workerClient((name) =>
    name === 'AdminOrderReturns' ? returnsOf(returns()) : refused(),
  );
  render(
    <Provider value={worker.client}>
      <ReturnPanel orderId="ord-1" />
      <Toaster />
    </Provider>,
  );
  const refusals = () => worker.asked.filter((asked) => asked.name === 'AdminRefuseReturn');
  return { refusals, asked: worker.asked };
}

const card = (number: string) =>
  screen
    .getByRole('heading', { name: new RegExp(`^Reso ${number}`) })
    .closest('article') as HTMLElement;

describe('ReturnPanel refusal', () => {
  it('offers the refusal only while the goods have not arrived', async () => {
    renderPanel(() => [
      staffReturn('RS-1', 'RICHIESTO'),
      staffReturn('RS-2', 'ACCETTATO'),
      staffReturn('RS-3', 'RICEVUTO'),
      staffReturn('RS-4', 'RIFIUTATO', REASON),
    ]);
    await screen.findByText('Reso RS-1: Reso richiesto');
    const refuse = (number: string) =>
      within(card(number)).queryByRole('button', { name: 'Rifiuta il reso' });
    expect(refuse('RS-1')).toBeTruthy();
    expect(refuse('RS-2')).toBeTruthy();
    expect(refuse('RS-3')).toBeNull();
    expect(refuse('RS-4')).toBeNull();
    expect(within(card('RS-4')).getByText(REASON)).toBeTruthy();
    expect(within(card('RS-4')).getByText('Motivo del rifiuto')).toBeTruthy();
  });

  it('opens on the reason, refuses an empty one in Italian without sending, and closes on «Annulla»', async () => {
    const { refusals } = renderPanel(() => [staffReturn('RS-1', 'RICHIESTO')]);
    const toggle = await screen.findByRole('button', { name: 'Rifiuta il reso' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const reason = screen.getByRole('textbox', { name: 'Motivo del rifiuto' });
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.input(reason, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));
    expect(screen.getByText('Il campo non deve essere vuoto.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const describedBy = reason.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Il campo non deve essere vuoto.',
    );
    expect(refusals()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('form', { name: 'Rifiuto del reso' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('sends the trimmed reason with the state it saw, says so and shows the return refused', async () => {
    let status: StaffReturn['status'] = 'ACCETTATO';
    const { refusals } = renderPanel(
      () => [staffReturn('RS-1', status, status === 'RIFIUTATO' ? REASON : null)],
      () => {
        status = 'RIFIUTATO';
        return { data: { adminRefuseReturn: { __typename: 'Order', id: 'ord-1' } } };
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta il reso' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Motivo del rifiuto' }), {
      target: { value: `  ${REASON}\n` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));

    expect(
      await screen.findByText('Reso RS-1 rifiutato: abbiamo scritto al cliente.'),
    ).toBeTruthy();
    expect(refusals().map((asked) => asked.variables)).toEqual([
      { id: 'ret-RS-1', from: 'ACCETTATO', reason: REASON },
    ]);
    expect(await screen.findByText('Reso RS-1: Reso rifiutato')).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rifiuta il reso' })).toBeNull();
  });

  it("shows the Worker's refusal when someone else moved the return first", async () => {
    const { asked } = renderPanel(
      () => [staffReturn('RS-9', 'RICHIESTO')],
      () => ({ errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta il reso' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Motivo del rifiuto' }), {
      target: { value: REASON },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));

    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    // Toasts outlive a test: this return's number tells its own apart.
    expect(screen.queryByText(/^Reso RS-9 rifiutato/)).toBeNull();
    expect(screen.getByRole('form', { name: 'Rifiuto del reso' })).toBeTruthy();
    await waitFor(() =>
      expect(asked.filter((a) => a.name === 'AdminOrderReturns').length).toBeGreaterThan(1),
    );
  });
});
