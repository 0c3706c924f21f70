import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RepairStatusPage } from '../../web/repairs/RepairStatusPage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();

const REPAIR = {
  __typename: 'Repair',
  code: 'RIP-7KQ2M9XD',
  device: 'iPhone 13',
  createdAt: at(7),
  shipments: [],
  status: 'CONSEGNATO',
  updatedAt: at(1),
  timeline: [
    { status: 'RICEVUTO', note: null, at: at(7) },
    { status: 'CONSEGNATO', note: 'Ritirato in negozio.', at: at(1) },
  ],
  estimate: null,
  warrantyUntil: new Date(Date.now() + 300 * DAY).toISOString(),
};

function renderPage(
  answer: (name: string, variables: Record<string, unknown>) => Answer,
  path = '/stato-riparazione',
) {
  const worker = workerClient(answer);
  renderRoutes(
    [{ path: '/stato-riparazione', element: <RepairStatusPage /> }],
    path,
    worker.client,
  );
  return worker;
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Controlla lo stato' }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the repair status page', () => {
  it('says where the code is before any search, with the code from the address filled in', () => {
    renderPage(() => ({}), '/stato-riparazione?code=RIP-7KQ2M9XD');
    expect(screen.getByText('Dove trovo il codice?')).toBeTruthy();
    expect(screen.getByLabelText('Codice riparazione')).toHaveProperty('value', 'RIP-7KQ2M9XD');
  });

  it('finds the repair by code and e-mail and shows its card and warranty', async () => {
    const { asked } = renderPage(() => ({ data: { repairStatus: REPAIR } }));
    fill('Codice riparazione', 'RIP-7KQ2M9XD');
    fill('E-mail', 'cliente@negozio.test');
    search();

    await screen.findByRole('region', { name: 'iPhone 13 Riparazione RIP-7KQ2M9XD' });
    expect(asked).toEqual([
      {
        name: 'RepairStatus',
        variables: { code: 'RIP-7KQ2M9XD', email: 'cliente@negozio.test' },
      },
    ]);
    expect(screen.getByText('Ritirato in negozio.')).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).toMatch(/garanzia/i));
  });

  it('says the repair was not found, and how to go on, when code and e-mail do not match', async () => {
    renderPage(() => ({ data: { repairStatus: null } }));
    fill('Codice riparazione', 'RIP-7KQ2M9XD');
    fill('E-mail', 'altro@negozio.test');
    search();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Riparazione non trovata.');
    expect(screen.getByRole('link', { name: 'contattaci' }).getAttribute('href')).toBe('/support');
  });

  it("shows the Worker's refusal in its words", async () => {
    const message = 'Troppe ricerche in poco tempo: riprova tra qualche minuto.';
    renderPage(() => ({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] }));
    fill('Codice riparazione', 'RIP-7KQ2M9XD');
    fill('E-mail', 'cliente@negozio.test');
    search();

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Controlla lo stato' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('refuses a code that is not a repair code before asking, focused on it', () => {
    const { asked } = renderPage(() => ({}));
    fill('Codice riparazione', '12345');
    fill('E-mail', 'cliente@negozio.test');
    search();
    expect(document.activeElement).toBe(screen.getByLabelText('Codice riparazione'));
    expect(screen.getByLabelText('Codice riparazione').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it('after a stale answer reads the repair again by code and e-mail', async () => {
    const CONFLICT = 'Hai già accettato questo preventivo: la riparazione è in corso.';
    const estimate = {
      __typename: 'RepairEstimate',
      id: 'est-1',
      lines: [{ kind: 'PART', description: 'Display', amount: 10_000 }],
      subtotal: 10_000,
      vat: 2_200,
      total: 12_200,
      diagnosisFee: null,
      estimatedDays: 2,
      validUntil: new Date(Date.now() + 5 * DAY).toISOString(),
      note: null,
      status: 'SENT',
      expired: false,
      sentAt: at(1),
      decidedAt: null,
    };
    let reads = 0;
    const { asked } = renderPage((name) => {
      if (name !== 'RepairStatus') {
        return { errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] };
      }
      reads += 1;
      const answered = reads > 1 ? { status: 'ACCEPTED', decidedAt: at(0) } : {};
      return {
        data: {
          repairStatus: {
            ...REPAIR,
            status: 'PREVENTIVO_INVIATO',
            warrantyUntil: null,
            estimate: { ...estimate, ...answered },
          },
        },
      };
    });
    fill('Codice riparazione', 'RIP-7KQ2M9XD');
    fill('E-mail', 'cliente@negozio.test');
    search();
    fireEvent.click(await screen.findByRole('button', { name: 'Accetta il preventivo' }));

    await screen.findByText(/Hai accettato il preventivo il/);
    expect(asked.map((operation) => operation.name)).toEqual([
      'RepairStatus',
      'AcceptEstimate',
      'RepairStatus',
    ]);
    expect(asked[1]?.variables).toMatchObject({
      access: { code: 'RIP-7KQ2M9XD', email: 'cliente@negozio.test' },
    });
    expect(asked[2]?.variables).toEqual({ code: 'RIP-7KQ2M9XD', email: 'cliente@negozio.test' });
    expect(screen.getByRole('alert').textContent).toBe(CONFLICT);
  });
});
