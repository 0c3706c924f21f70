import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { WithdrawalSection } from '../../web/orders/WithdrawalSection';
import { heldWorker } from './account-fixtures';
import { type Answer, workerClient } from './worker-client';

const DAY = 86_400_000;
const at = (daysFromNow: number) => new Date(Date.now() + daysFromNow * DAY).toISOString();

const order = (returns: unknown[] = []) => ({
  order: {
    id: 'ord-2',
    number: 'RL-2026-000124',
    createdAt: at(-5),
    firstName: 'Luca',
    lastName: 'Verdi',
    shippingAddress: { street: 'Via Po 3', postalCode: '10121', city: 'Torino', province: 'TO' },
    withdrawal: {
      deliveredAt: at(-2),
      until: at(12),
      open: true,
      returnable: [
        { position: 0, name: 'Cover', brand: 'Apple', color: null, size: null, quantity: 1 },
        { position: 1, name: 'Cavo', brand: 'Anker', color: null, size: null, quantity: 0 },
      ],
    },
    returns,
  },
});

const requested = {
  id: 'ret-1',
  number: 'RS-2026-000001',
  status: 'RICHIESTO',
  requestedAt: at(0),
  refundAmount: null,
  refusalReason: null,
  lines: [{ position: 0, name: 'Cover', quantity: 1 }],
  steps: [{ status: 'RICHIESTO', at: at(0) }],
};

function renderSection(answer: (name: string) => Answer) {
  return showSection(workerClient(answer));
}

function showSection<W extends { client: Client }>(worker: W) {
  render(
    <Provider value={worker.client}>
      <WithdrawalSection id="ord-2" token={null} />
    </Provider>,
  );
  return worker;
}

describe('the withdrawal form', () => {
  it('offers only lines with units left, and sends the edited name, address and trimmed reason', async () => {
    let sent = false;
    const worker = renderSection((name) => {
      if (name === 'OrderWithdrawal') return { data: order(sent ? [requested] : []) };
      sent = true;
      return { data: { requestWithdrawal: { id: 'ord-2', returns: [] } } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Richiedi il reso' }));
    const form = screen.getByRole('form', { name: 'Modulo di recesso' });
    expect(within(form).getAllByRole('spinbutton')).toHaveLength(1);
    fireEvent.input(within(form).getByRole('spinbutton', { name: /Cover/ }), {
      target: { value: '1' },
    });
    fireEvent.input(within(form).getByRole('textbox', { name: /Nome e cognome/ }), {
      target: { value: 'Luca Verdi Rossi' },
    });
    fireEvent.input(within(form).getByRole('textbox', { name: /Indirizzo/ }), {
      target: { value: 'Corso Francia 1, 10138 Torino (TO)' },
    });
    fireEvent.input(within(form).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: '  Non mi piace il colore.  ' },
    });
    expect(form.textContent).toContain('Nome del consumatore: Luca Verdi Rossi');
    fireEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta di recesso' }));

    expect(await screen.findByText(/^Richiesta di reso inviata/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Modulo di recesso' })).toBeNull();
    expect(worker.asked.find((a) => a.name === 'RequestWithdrawal')?.variables).toEqual({
      id: 'ord-2',
      token: null,
      input: {
        lines: [{ position: 0, quantity: 1 }],
        name: 'Luca Verdi Rossi',
        address: 'Corso Francia 1, 10138 Torino (TO)',
        reason: 'Non mi piace il colore.',
      },
    });
    expect(await screen.findByText('Reso RS-2026-000001: Reso richiesto')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Richiedi il reso' }));
    expect(screen.queryByText(/^Richiesta di reso inviata/)).toBeNull();
    expect(
      (within(screen.getByRole('form')).getByRole('spinbutton') as HTMLInputElement).value,
    ).toBe('0');
  });

  it("shows the Worker's field messages in place and sends nothing else", async () => {
    const worker = renderSection((name) =>
      name === 'OrderWithdrawal'
        ? { data: order() }
        : {
            errors: [
              {
                message: 'Controlla i campi evidenziati.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: { name: 'Il campo Nome e cognome non deve essere vuoto.' },
                },
              } as unknown as { message: string; extensions: { code: string } },
            ],
          },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Richiedi il reso' }));
    fireEvent.input(screen.getByRole('spinbutton'), { target: { value: '1' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Nome e cognome/ }), {
      target: { value: ' ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta di recesso' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Controlla i campi evidenziati.');
    expect(screen.getByText('Il campo Nome e cognome non deve essere vuoto.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Modulo di recesso' })).toBeTruthy();
    expect(screen.queryByText(/^Richiesta di reso inviata/)).toBeNull();
    await waitFor(() =>
      expect(worker.asked.filter((a) => a.name === 'RequestWithdrawal')).toHaveLength(1),
    );
  });

  it('says it is sending, and holds a second press until the answer', async () => {
    const worker = showSection(
      heldWorker((name) =>
        name === 'OrderWithdrawal'
          ? { data: order() }
          : { data: { requestWithdrawal: { id: 'ord-2', returns: [] } } },
      ),
    );
    worker.release();
    fireEvent.click(await screen.findByRole('button', { name: 'Richiedi il reso' }));
    fireEvent.input(screen.getByRole('spinbutton', { name: /Cover/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta di recesso' }));

    const busy = await screen.findByRole('button', { name: 'Invio in corso…' });
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('form', { name: 'Modulo di recesso' }));
    worker.release();
    expect(await screen.findByText(/^Richiesta di reso inviata/)).toBeTruthy();
    worker.release();
    expect(worker.asked.filter((a) => a.name === 'RequestWithdrawal')).toHaveLength(1);
  });
});
