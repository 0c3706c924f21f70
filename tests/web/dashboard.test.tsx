import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dashboard } from '../../web/admin/Dashboard';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const WHEN = '2026-03-02T10:00:00.000Z';
const counts = {
  newQuotes: 3,
  newShippingForms: 1,
  openRepairs: 7,
  ordersToHandle: 2,
  subscribers: 40,
};
const items = (list: unknown[]) => ({ items: list });

const full = {
  adminCounts: counts,
  adminQuoteRequests: items([
    { id: 'q1', number: 'PR-1', name: 'Anna', status: 'NUOVO', createdAt: WHEN },
  ]),
  adminShippingForms: items([]),
  adminRepairs: items([
    { id: 'r1', code: 'RIP-7KQ2M9XD', device: 'iPhone 13', status: 'IN_DIAGNOSI', updatedAt: WHEN },
  ]),
  adminOrders: items([
    { id: 'o1', number: 'RL-2026-000001', status: 'PAGATO', total: 12_200, createdAt: WHEN },
  ]),
  adminLatestAudit: [
    {
      id: 'a1',
      actorEmail: 'staff@example.it',
      summary: 'Ordine RL-2026-000001: Pagato',
      at: WHEN,
    },
  ],
};

function renderDashboard(answer: () => Answer) {
  const worker = workerClient(answer);
  const utils = renderRoutes([{ path: '/admin', element: <Dashboard /> }], '/admin', worker.client);
  return { ...utils, worker };
}

describe('the staff dashboard', () => {
  it('shows what waits in each section and leads there', async () => {
    const { current } = renderDashboard(() => ({ data: full }));
    const todo = await screen.findByRole('list', { name: 'Da fare' });
    expect(
      within(todo)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '3Preventivi da gestire',
      '1Spedizioni in arrivo',
      '7Riparazioni aperte',
      '2Ordini da evadere',
      '40Iscritti newsletter',
    ]);
    fireEvent.click(within(todo).getByRole('button', { name: /Riparazioni aperte/ }));
    expect(current().search).toBe('?vista=riparazioni');
  });

  it('lists the latest records, opens one in its section, and says when a list is empty', async () => {
    const { current } = renderDashboard(() => ({ data: full }));
    const orders = await screen.findByRole('region', { name: 'Ultimi ordini' });
    expect(orders.textContent).toContain('RL-2026-000001');
    expect(orders.textContent).toMatch(/Pagato · 122,00/);
    expect(
      within(screen.getByRole('region', { name: 'Ultime spedizioni' })).getByText('Ancora nulla.'),
    ).toBeTruthy();
    expect(screen.getByText('Ordine RL-2026-000001: Pagato')).toBeTruthy();
    fireEvent.click(within(orders).getByRole('button', { name: /RL-2026-000001/ }));
    expect(current().search).toBe('?vista=ordini&id=o1');
    fireEvent.click(within(orders).getByRole('button', { name: 'Vedi tutti' }));
    expect(current().search).toBe('?vista=ordini');
  });

  it('says when nothing was changed yet', async () => {
    renderDashboard(() => ({ data: { ...full, adminLatestAudit: [] } }));
    expect(await screen.findByText('Nessuna modifica registrata.')).toBeTruthy();
  });

  it('offers to retry when the overview failed to load', async () => {
    let failing = true;
    renderDashboard(() =>
      failing
        ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : { data: full },
    );
    const retry = await screen.findByRole('button', { name: /Riprova/ });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Da fare' })).toBeTruthy();
  });
});
