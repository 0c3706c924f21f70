import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_LINK_REQUEST_ANSWER } from '../../schema/rules/orders';
import { OrderLinkRequest } from '../../web/orders/OrderLinkRequest';
import { OrdersExport } from '../../web/orders/staff/OrdersExport';
import { ReturnsToHandle } from '../../web/orders/staff/ReturnsToHandle';
import { Toaster } from '../../web/ui/toast';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const ANSWER = ORDER_LINK_REQUEST_ANSWER;

function renderWithWorker(element: ReactElement, answer: (name: string) => Answer) {
  const worker = workerClient(answer);
  render(
    <Provider value={worker.client}>
      {element}
      <Toaster />
    </Provider>,
  );
  return worker;
}

afterEach(() => vi.unstubAllGlobals());

describe("asking for an order's link again", () => {
  it("sends the number and e-mail and shows the Worker's one answer", async () => {
    const worker = renderWithWorker(<OrderLinkRequest />, () => ({
      data: { requestOrderLink: ANSWER },
    }));
    fireEvent.input(screen.getByRole('textbox', { name: /Numero ordine/ }), {
      target: { value: 'RL-2026-000123' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'chiara@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Inviami il link' }));
    expect(await screen.findByText(ANSWER)).toBeTruthy();
    expect(worker.asked).toEqual([
      {
        name: 'RequestOrderLink',
        variables: { number: 'RL-2026-000123', email: 'chiara@example.it' },
      },
    ]);
  });

  it('checks the fields in Italian before sending, and shows a refusal', async () => {
    const worker = renderWithWorker(<OrderLinkRequest />, () => ({
      errors: [
        { message: 'Troppe richieste: riprova più tardi.', extensions: { code: 'RATE_LIMITED' } },
      ],
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Inviami il link' }));
    expect(await screen.findAllByText('Il campo non deve essere vuoto.')).toHaveLength(2);
    expect(worker.asked).toEqual([]);
    fireEvent.input(screen.getByRole('textbox', { name: /Numero ordine/ }), {
      target: { value: 'RL-2026-000123' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'chiara@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Inviami il link' }));
    expect(await screen.findByText('Troppe richieste: riprova più tardi.')).toBeTruthy();
    expect(screen.queryByText(ANSWER)).toBeNull();
  });
});

describe('the returns waiting for the staff', () => {
  it('counts them and opens the order of the one chosen', async () => {
    const worker = workerClient(() => ({
      data: {
        adminReturnsToHandle: 1,
        adminReturns: {
          items: [
            {
              id: 'ret-1',
              number: 'RS-2026-000001',
              status: 'RICEVUTO',
              requestedAt: '2026-03-02T10:00:00.000Z',
              adminOrder: { id: 'ord-9', number: 'RL-2026-000009' },
            },
          ],
        },
      },
    }));
    const { current } = renderRoutes(
      [{ path: '/admin', element: <ReturnsToHandle /> }],
      '/admin?vista=ordini',
      worker.client,
    );
    expect(await screen.findByText('Resi da gestire: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /RS-2026-000001/ }));
    expect(current().search).toBe('?vista=ordini&id=ord-9');
  });

  it('says when none wait', async () => {
    const worker = workerClient(() => ({
      data: { adminReturnsToHandle: 0, adminReturns: { items: [] } },
    }));
    renderRoutes([{ path: '/admin', element: <ReturnsToHandle /> }], '/admin', worker.client);
    const summary = await screen.findByText('Resi da gestire: 0');
    expect(
      within(summary.closest('details') as HTMLElement).getByText('Nessun reso in attesa.'),
    ).toBeTruthy();
  });
});

describe("the orders' CSV export", () => {
  it('downloads the chosen days as a file named after them', async () => {
    const created = vi.fn(() => 'blob:ordini');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const worker = renderWithWorker(<OrdersExport />, () => ({
      data: { adminOrdersCsv: 'numero;totale\n' },
    }));
    fireEvent.input(screen.getByLabelText('Dal'), { target: { value: '2026-03-01' } });
    fireEvent.input(screen.getByLabelText('al'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'ordini-2026-03-01-2026-03-31.csv',
    );
    expect(worker.asked).toEqual([
      { name: 'AdminOrdersCsv', variables: { from: '2026-03-01', to: '2026-03-31' } },
    ]);
    click.mockRestore();
  });

  it("says the Worker's refusal in Italian and downloads nothing", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithWorker(<OrdersExport />, () => ({
      errors: [
        { message: 'Scegli al massimo un anno di ordini.', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('Scegli al massimo un anno di ordini.')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
