import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startOf } from '../../web/repairs/staff/estimate-draft';
import { NewRepairForm } from '../../web/repairs/staff/NewRepairForm';
import { RepairEstimates } from '../../web/repairs/staff/RepairEstimates';
import { useRepairDetail } from '../../web/repairs/staff/useRepairDetail';
import { submitWith, withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

const DAY = 86_400_000;

const REPAIR = {
  __typename: 'AdminRepair',
  id: 'r1',
  code: 'RIP-7KQ2M9XD',
  customerName: 'Giulia Verdi',
  email: 'giulia@negozio.test',
  phone: '+39 333 1234567',
  device: 'iPhone 13',
  problem: 'Display rotto',
  status: 'IN_DIAGNOSI',
  source: 'COUNTER',
  createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
  linksExpireAt: new Date(Date.now() + 30 * DAY).toISOString(),
  timeline: [{ status: 'RICEVUTO', note: null, at: new Date(Date.now() - 2 * DAY).toISOString() }],
  shipments: [],
  estimates: [],
};

const sentEstimate = (change: Record<string, unknown> = {}) => ({
  __typename: 'RepairEstimate',
  id: 'est-1',
  lines: [{ kind: 'LABOUR', description: 'Pulizia scheda', amount: 4_500 }],
  subtotal: 4_500,
  vat: 990,
  total: 5_490,
  diagnosisFee: null,
  estimatedDays: 2,
  validUntil: new Date(Date.now() + 10 * DAY).toISOString(),
  note: null,
  status: 'SENT',
  expired: false,
  sentAt: new Date(Date.now() - DAY).toISOString(),
  decidedAt: null,
  decidedVia: null,
  ...change,
});

/** How many times the repair was read. */
const reads = (asked: { name: string }[]) =>
  asked.filter((operation) => operation.name === 'AdminRepair').length;

describe('useRepairDetail', () => {
  function renderDetail(move: () => Answer) {
    const worker = workerClient((name) =>
      name === 'AdminRepair' ? { data: { adminRepair: REPAIR } } : move(),
    );
    const onChanged = vi.fn();
    const hook = renderHook(() => useRepairDetail('r1', onChanged), {
      wrapper: withClient(worker.client),
    });
    return { ...worker, hook, onChanged };
  }

  it('moves the repair with a trimmed note, empties the form and reads the repair again', async () => {
    const { hook, asked, onChanged } = renderDetail(() => ({
      data: {
        adminUpdateRepairStatus: { __typename: 'AdminRepair', id: 'r1', status: 'IN_RIPARAZIONE' },
      },
    }));
    await waitFor(() => expect(hook.result.current.repair?.code).toBe('RIP-7KQ2M9XD'));
    const readsBefore = reads(asked);
    act(() => hook.result.current.form.setValue('status', 'IN_RIPARAZIONE'));
    act(() => hook.result.current.form.setValue('note', '  Ricambio arrivato.  '));
    await submitWith(hook.result.current.onSubmit);

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(asked.find((operation) => operation.name === 'AdminUpdateRepairStatus')).toEqual({
      name: 'AdminUpdateRepairStatus',
      variables: { id: 'r1', status: 'IN_RIPARAZIONE', note: 'Ricambio arrivato.' },
    });
    await waitFor(() => expect(hook.result.current.form.values).toEqual({ status: '', note: '' }));
    expect(reads(asked)).toBeGreaterThan(readsBefore);
    expect(screen.getByText('Stato aggiornato: In riparazione.')).toBeTruthy();
  });

  it('sends nothing without a state to move to', async () => {
    const { hook, asked } = renderDetail(() => ({}));
    await waitFor(() => expect(hook.result.current.repair).not.toBeNull());
    await submitWith(hook.result.current.onSubmit);
    expect(asked.some((operation) => operation.name === 'AdminUpdateRepairStatus')).toBe(false);
  });

  it('refuses a note over 500 characters on its field, before sending', async () => {
    const { hook, asked } = renderDetail(() => ({}));
    await waitFor(() => expect(hook.result.current.repair).not.toBeNull());
    act(() => hook.result.current.form.setValue('status', 'IN_RIPARAZIONE'));
    act(() => hook.result.current.form.setValue('note', 'x'.repeat(501)));
    await submitWith(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors.note).toMatch(/500/);
    expect(asked.some((operation) => operation.name === 'AdminUpdateRepairStatus')).toBe(false);
  });

  it("keeps the form as typed and shows the Worker's refusal in Italian", async () => {
    const message = 'Da «Consegnato» la riparazione non può passare a «In riparazione».';
    const { hook, onChanged } = renderDetail(() => ({
      errors: [{ message, extensions: { code: 'CONFLICT' } }],
    }));
    await waitFor(() => expect(hook.result.current.repair).not.toBeNull());
    act(() => hook.result.current.form.setValue('status', 'IN_RIPARAZIONE'));
    await submitWith(hook.result.current.onSubmit);

    await screen.findByText(message);
    expect(onChanged).not.toHaveBeenCalled();
    expect(hook.result.current.form.values.status).toBe('IN_RIPARAZIONE');
  });
});

describe('the walk-in repair form', () => {
  const fill = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });

  function renderForm(answer: Answer) {
    const worker = workerClient(() => answer);
    const onCreated = vi.fn();
    render(<NewRepairForm onCreated={onCreated} />, { wrapper: withClient(worker.client) });
    return { ...worker, onCreated };
  }

  function fillAll() {
    fill('Cliente', 'Giulia Verdi');
    fill('E-mail', 'giulia@negozio.test');
    fill('Telefono', '333 1234567');
    fill('Dispositivo', 'iPhone 13');
    fill('Problema', 'Il display è rotto.');
  }

  it('opens the repair and shows the code to give the customer', async () => {
    const { asked, onCreated } = renderForm({
      data: { adminCreateRepair: { __typename: 'AdminRepair', id: 'r9', code: 'RIP-ABCD2345' } },
    });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Apri la riparazione' }));

    await screen.findByText('RIP-ABCD2345');
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(asked[0]?.variables).toEqual({
      input: {
        customerName: 'Giulia Verdi',
        email: 'giulia@negozio.test',
        phone: '333 1234567',
        device: 'iPhone 13',
        problem: 'Il display è rotto.',
      },
    });
  });

  it('says what is missing, focuses it and sends nothing', () => {
    const { asked } = renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Apri la riparazione' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Cliente'));
    expect(screen.getByLabelText('Cliente').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it("shows the Worker's refusal on the field it names and opens nothing", async () => {
    const refusal = "L'e-mail non sembra valida.";
    const { onCreated } = renderForm({
      errors: [
        {
          message: 'Alcuni campi non sono validi: correggili e riprova.',
          extensions: { code: 'BAD_USER_INPUT', fields: { email: refusal } } as never,
        },
      ],
    });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Apri la riparazione' }));

    await screen.findByText(refusal);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Apri la riparazione' })).toBeTruthy();
  });
});

describe("a repair's estimates for staff", () => {
  function renderEstimates(status: string, estimates: unknown[]) {
    const worker = workerClient(() => ({}));
    render(
      <RepairEstimates repair={{ id: 'r1', status, estimates } as never} onSent={() => {}} />,
      { wrapper: withClient(worker.client) },
    );
  }

  it('starts a new estimate from the latest, which it replaces while still waiting', () => {
    renderEstimates('PREVENTIVO_INVIATO', [sentEstimate()]);
    fireEvent.click(screen.getByRole('button', { name: 'Prepara un nuovo preventivo' }));
    expect(screen.getByLabelText('Descrizione della voce 1')).toHaveProperty(
      'value',
      'Pulizia scheda',
    );
    expect(screen.getByText(/verrà sostituito da questo/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('form', { name: 'Nuovo preventivo' })).toBeNull();
  });

  it('lists what was sent with how the customer answered', () => {
    renderEstimates('IN_RIPARAZIONE', [
      sentEstimate({ status: 'ACCEPTED', decidedAt: new Date().toISOString(), decidedVia: 'LINK' }),
    ]);
    const sent = screen.getByRole('list', { name: 'Preventivi inviati' });
    expect(within(sent).getAllByRole('listitem')[0]?.textContent).toContain('dal cliente il');
    expect(sent.textContent).toContain('1 voce');
  });

  it('says when nothing was sent yet', () => {
    renderEstimates('IN_DIAGNOSI', []);
    expect(screen.getByText('Nessun preventivo inviato.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepara il preventivo' })).toBeTruthy();
  });

  it('reads the latest estimate into the start of a new one, kinds as the editor names them', () => {
    expect(
      startOf({
        lines: [{ kind: 'PART', description: 'Display', amount: 9_900 }],
        estimatedDays: 3,
      }),
    ).toEqual({
      lines: [{ kind: 'part', description: 'Display', amount: 9_900 }],
      estimatedDays: 3,
      diagnosisFee: null,
      note: null,
    });
  });
});
