import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetail } from '../../web/orders/staff/OrderDetail';
import { Toaster } from '../../web/ui/toast';
import { orderDetails } from './order-fixtures';
import { type Answer, workerClient } from './worker-client';

const CONFLICT = "L'ordine è stato aggiornato da qualcun altro: ricarica la pagina.";
const FORBIDDEN = 'Questa azione è riservata allo staff.';

function staffOrder(number: string, overrides: Record<string, unknown> = {}) {
  return orderDetails(number, {
    adminNextStatuses: ['SPEDITO'],
    readyForPickupAnnounceable: false,
    cancellable: true,
    ...overrides,
  });
}

const MOVES = ['AdminAdvanceOrder', 'AdminCancelOrder', 'AdminOrderReadyForPickup'];

/** The staff's order panel over a fake Worker: the order it holds, and how it answers a move. */
function renderOrder(order: () => Record<string, unknown>, moved: () => Answer = () => ({})) {
  const worker = workerClient((name) => {
    if (name === 'AdminOrder') return { data: { adminOrder: order() } };
    if (name === 'AdminOrderReturns') return { data: { adminOrder: { id: 'x', returns: [] } } };
    return moved();
  });
  const onChanged = vi.fn();
  render(
    <Provider value={worker.client}>
      <OrderDetail id="ord-1" onChanged={onChanged} />
      <Toaster />
    </Provider>,
  );
  const moves = () => worker.asked.filter((asked) => MOVES.includes(asked.name));
  const loads = () => worker.asked.filter((asked) => asked.name === 'AdminOrder').length;
  return { moves, loads, onChanged };
}

const refused = (message: string, code: string) => (): Answer => ({
  errors: [{ message, extensions: { code } }],
});

afterEach(() => vi.unstubAllGlobals());

describe('the staff order panel', () => {
  it('ships with the carrier chosen and its number trimmed, says so and reloads the order', async () => {
    let status = 'IN_PREPARAZIONE';
    const { moves, loads, onChanged } = renderOrder(
      () =>
        staffOrder('R-101', { status, adminNextStatuses: status === 'SPEDITO' ? [] : ['SPEDITO'] }),
      () => {
        status = 'SPEDITO';
        return { data: { adminAdvanceOrder: { id: 'ord-R-101', status } } };
      },
    );
    const corriere = await screen.findByRole('combobox', { name: /Corriere/ });
    const loaded = loads();
    fireEvent.change(corriere, { target: { value: 'brt' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Numero di spedizione/ }), {
      target: { value: ' 088123456789' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Segna come «Spedito»' }));

    expect(await screen.findByText('Ordine R-101: Spedito.')).toBeTruthy();
    expect(moves().map((asked) => asked.variables)).toEqual([
      {
        id: 'ord-R-101',
        from: 'IN_PREPARAZIONE',
        status: 'SPEDITO',
        carrierCode: 'BRT',
        trackingNumber: '088123456789',
      },
    ]);
    await waitFor(() => expect(loads()).toBeGreaterThan(loaded));
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Segna come «Spedito»' })).toBeNull(),
    );
  });

  it('reloads the order when someone else moved it first, and tells why', async () => {
    const { loads, onChanged } = renderOrder(
      () => staffOrder('R-102'),
      refused(CONFLICT, 'CONFLICT'),
    );
    const ship = await screen.findByRole('button', { name: 'Segna come «Spedito»' });
    const loaded = loads();
    fireEvent.click(ship);

    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(screen.queryByText('Ordine R-102: Spedito.')).toBeNull();
    await waitFor(() => expect(loads()).toBeGreaterThan(loaded));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('shows any other refusal in Italian and leaves the order as it was', async () => {
    const { moves, loads, onChanged } = renderOrder(
      () => staffOrder('R-103'),
      refused(FORBIDDEN, 'FORBIDDEN'),
    );
    const ship = await screen.findByRole('button', { name: 'Segna come «Spedito»' });
    const loaded = loads();
    fireEvent.click(ship);

    expect(await screen.findByText(FORBIDDEN)).toBeTruthy();
    expect(moves()).toHaveLength(1);
    expect(loads()).toBe(loaded);
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Segna come «Spedito»' })).toBeTruthy();
  });

  it('cancels only once confirmed, with the trimmed reason the customer receives', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { moves } = renderOrder(
      () => staffOrder('R-104'),
      () => ({ data: { adminCancelOrder: { id: 'ord-R-104', status: 'ANNULLATO' } } }),
    );
    fireEvent.input(await screen.findByRole('textbox', { name: /Motivo dell'annullamento/ }), {
      target: { value: ' Prodotto non più disponibile. ' },
    });
    const cancel = screen.getByRole('button', { name: "Annulla l'ordine" });
    fireEvent.click(cancel);
    expect(confirm).toHaveBeenCalledWith(
      "Annullare l'ordine R-104? I prodotti torneranno disponibili.",
    );
    expect(moves()).toEqual([]);

    fireEvent.click(cancel);
    expect(await screen.findByText('Ordine R-104 annullato.')).toBeTruthy();
    expect(moves().map((asked) => asked.variables)).toEqual([
      { id: 'ord-R-104', from: 'IN_PREPARAZIONE', note: 'Prodotto non più disponibile.' },
    ]);
  });

  it('tells the customer a pickup order is ready', async () => {
    const { moves } = renderOrder(
      () =>
        staffOrder('R-105', {
          paymentMethod: 'RITIRO',
          adminNextStatuses: ['CONSEGNATO'],
          readyForPickupAnnounceable: true,
        }),
      () => ({ data: { adminOrderReadyForPickup: { id: 'ord-R-105', readyForPickupAt: null } } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisa: pronto per il ritiro' }));

    expect(
      await screen.findByText('Ordine R-105: il cliente sa che è pronto per il ritiro.'),
    ).toBeTruthy();
    expect(moves()).toEqual([{ name: 'AdminOrderReadyForPickup', variables: { id: 'ord-R-105' } }]);
    expect(screen.queryByRole('group', { name: /Spedizione/ })).toBeNull();
  });

  it('offers no moves on an order that has none left', async () => {
    renderOrder(() =>
      staffOrder('R-106', { status: 'CONSEGNATO', adminNextStatuses: [], cancellable: false }),
    );
    const panel = await screen.findByRole('region', { name: 'Ordine R-106' });
    expect(within(panel).getByText('Consegnato')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Segna come|Annulla l'ordine/ })).toBeNull();
  });
});
