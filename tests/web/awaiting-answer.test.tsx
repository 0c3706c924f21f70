import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AwaitingAnswerList } from '../../web/repairs/staff/AwaitingAnswerList';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const awaiting = (id: string, change: Record<string, unknown> = {}) => ({
  __typename: 'AdminRepair',
  id,
  code: `RIP-${id.toUpperCase().padEnd(8, 'X')}`,
  customerName: 'Giulia Verdi',
  device: 'iPhone 13',
  awaitingAnswerSince: new Date(Date.now() - 3 * DAY - HOUR).toISOString(),
  estimate: {
    __typename: 'RepairEstimate',
    id: `est-${id}`,
    total: 19_398,
    validUntil: new Date(Date.now() + 5 * DAY).toISOString(),
    expired: false,
  },
  ...change,
});

function renderList(answer: () => Answer, path = '/admin') {
  const worker = workerClient(answer);
  const page = renderRoutes(
    [{ path: '/admin', element: <AwaitingAnswerList /> }],
    path,
    worker.client,
  );
  return { ...worker, ...page };
}

const list = () => screen.getByRole('region', { name: /In attesa di risposta/ });

describe('the repairs awaiting an answer, for staff', () => {
  it('lists each repair with its total, how long it has waited and when it runs out', async () => {
    renderList(() => ({
      data: {
        adminRepairsAwaitingAnswer: [
          awaiting('a1'),
          awaiting('b2', {
            estimate: {
              __typename: 'RepairEstimate',
              id: 'est-b2',
              total: 5_000,
              validUntil: new Date(Date.now() - DAY).toISOString(),
              expired: true,
            },
          }),
        ],
      },
    }));
    const rows = await within(list()).findAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = (rows[1]?.textContent ?? '').replace(/\s/g, ' ');
    expect(first).toContain('RIP-A1XXXXXX');
    expect(first).toContain('193,98 €');
    expect(first).toContain('da 3 giorni');
    expect(first).toMatch(/Scade il \d/);
    expect(rows[2]?.textContent).toMatch(/Scaduto il \d/);
    expect(within(list()).getByRole('heading').textContent).toBe('In attesa di risposta2');
  });

  it('opens a repair in the repairs view', async () => {
    const { current } = renderList(() => ({
      data: { adminRepairsAwaitingAnswer: [awaiting('a1')] },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apri RIP-A1XXXXXX' }));
    expect(current().search).toBe('?vista=riparazioni&id=a1');
  });

  it('says when no estimate waits', async () => {
    renderList(() => ({ data: { adminRepairsAwaitingAnswer: [] } }));
    await screen.findByText('Nessun preventivo in attesa di risposta.');
    expect(within(list()).getByRole('heading').textContent).toBe('In attesa di risposta');
  });

  it('says it could not load, and loads again on retry', async () => {
    let failing = true;
    const { asked } = renderList(() =>
      failing
        ? {
            errors: [{ message: 'Servizio non disponibile.', extensions: { code: 'UNAVAILABLE' } }],
          }
        : { data: { adminRepairsAwaitingAnswer: [awaiting('a1')] } },
    );
    const alert = await within(list()).findByRole('alert');
    expect(alert.textContent).toContain('Non siamo riusciti a caricare i dati');
    failing = false;
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(within(list()).getAllByRole('row')).toHaveLength(2));
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });
});
