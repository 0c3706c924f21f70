import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingNumberMessage } from '../../schema/rules/carriers';
import { type StaffOrder, useOrderActions } from '../../web/orders/staff/useOrderActions';
import { showToast } from '../../web/ui/toast';
import { withClient } from './hook-render';
import { orderDetails } from './order-fixtures';
import {
  CONNECTION_PROBLEM,
  held,
  offline,
  patientWorker,
  type Reply,
  refused,
  sendHeld,
} from './orders-hook-fixtures';

vi.mock('../../web/ui/toast', async () => (await import('./orders-hook-fixtures')).spiedToast());

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const CONFLICT = "L'ordine è stato aggiornato da qualcun altro: ricarica la pagina.";

/** Order R-201 in `status`; the hook reads only its id, number and state. */
const staffOrder = (status = 'IN_PREPARAZIONE') =>
  orderDetails('R-201', { status }) as unknown as StaffOrder;

/** The hook on order R-201 over a Worker that answers every move with `reply`. */
function renderActions(reply: () => Reply | Promise<Reply>, status?: string) {
  const worker = patientWorker(reply);
  const reload = vi.fn();
  const hook = renderHook(() => useOrderActions(staffOrder(status), reload), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, reload, hook };
}

type Actions = ReturnType<typeof useOrderActions>;

/** The three moves as the panel starts them (cancel once confirmed), and their busy flags. */
const MOVES: [string, (actions: Actions) => Promise<unknown>, keyof Actions['busy']][] = [
  ['advance', (actions) => actions.advance('SPEDITO'), 'advancing'],
  ['cancel', (actions) => actions.cancel(), 'cancelling'],
  ['announce', (actions) => actions.announce(), 'announcing'],
];

describe('useOrderActions', () => {
  it('ships with the carrier chosen and its number trimmed, says the new state and reloads', async () => {
    const { hook, asked, reload } = renderActions(() => ({
      data: { adminAdvanceOrder: { id: 'ord-R-201', status: 'SPEDITO' } },
    }));
    act(() => hook.result.current.setShipment({ carrier: 'brt', trackingNumber: '088123456789 ' }));
    await act(() => hook.result.current.advance('SPEDITO'));

    expect(asked).toEqual([
      {
        name: 'AdminAdvanceOrder',
        variables: {
          id: 'ord-R-201',
          from: 'IN_PREPARAZIONE',
          status: 'SPEDITO',
          carrierCode: 'BRT',
          trackingNumber: '088123456789',
        },
      },
    ]);
    expect(vi.mocked(showToast).mock.calls).toEqual([['Ordine R-201: Spedito.']]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['PAGATO', 'IN_ATTESA_DI_PAGAMENTO', 'Ordine R-201: Pagato.'],
    ['CONSEGNATO', 'SPEDITO', 'Ordine R-201: Consegnato.'],
  ])('moves on to %s from the state shown, with no shipment', async (status, from, said) => {
    const { hook, asked } = renderActions(
      () => ({ data: { adminAdvanceOrder: { id: 'x' } } }),
      from,
    );
    await act(() => hook.result.current.advance(status as StaffOrder['status']));
    expect(asked[0]?.variables).toEqual({
      id: 'ord-R-201',
      from,
      status,
      carrierCode: null,
      trackingNumber: null,
    });
    expect(showToast).toHaveBeenCalledWith(said);
  });

  it('refuses to ship a number the carrier does not print, showing why, and sends nothing', async () => {
    const { hook, asked } = renderActions(() => ({ data: { adminAdvanceOrder: { id: 'x' } } }));
    expect(hook.result.current.shipmentErrors).toEqual({});
    act(() => hook.result.current.setShipment({ carrier: 'dhl', trackingNumber: '12' }));
    await act(() => hook.result.current.advance('SPEDITO'));
    expect(asked).toEqual([]);
    expect(hook.result.current.shipmentErrors).toEqual({
      trackingNumber: trackingNumberMessage('dhl'),
    });
    expect(vi.mocked(showToast).mock.calls).toEqual([[trackingNumberMessage('dhl')]]);
  });

  it('tells the customer a pickup order is ready, sending only the order', async () => {
    const { hook, asked, reload } = renderActions(() => ({
      data: { adminOrderReadyForPickup: { id: 'ord-R-201', readyForPickupAt: null } },
    }));
    await act(() => hook.result.current.announce());
    expect(asked).toEqual([{ name: 'AdminOrderReadyForPickup', variables: { id: 'ord-R-201' } }]);
    expect(showToast).toHaveBeenCalledWith(
      'Ordine R-201: il cliente sa che è pronto per il ritiro.',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cancels only once the staff confirm, with the reason trimmed, and says so', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { hook, asked, reload } = renderActions(() => ({
      data: { adminCancelOrder: { id: 'ord-R-201', status: 'ANNULLATO' } },
    }));
    act(() => hook.result.current.setReason('  Prodotto fuori produzione. '));
    await act(() => hook.result.current.cancel());
    expect(confirm).toHaveBeenCalledWith(
      "Annullare l'ordine R-201? I prodotti torneranno disponibili.",
    );
    expect(asked).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    await act(() => hook.result.current.cancel());
    expect(asked).toEqual([
      {
        name: 'AdminCancelOrder',
        variables: { id: 'ord-R-201', from: 'IN_PREPARAZIONE', note: 'Prodotto fuori produzione.' },
      },
    ]);
    expect(vi.mocked(showToast).mock.calls).toEqual([['Ordine R-201 annullato.']]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cancels without a note when no reason was written', async () => {
    vi.stubGlobal('confirm', () => true);
    const { hook, asked } = renderActions(() => ({ data: { adminCancelOrder: { id: 'x' } } }));
    act(() => hook.result.current.setReason('   '));
    await act(() => hook.result.current.cancel());
    expect(asked[0]?.variables).toMatchObject({ note: null });
  });

  it.each(MOVES)('on a CONFLICT to %s, says why and reloads the order', async (_, move) => {
    vi.stubGlobal('confirm', () => true);
    const { hook, reload } = renderActions(() => refused('CONFLICT', CONFLICT));
    await act(() => move(hook.result.current));
    expect(vi.mocked(showToast).mock.calls).toEqual([[CONFLICT]]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(MOVES)('on another refusal to %s, says it and leaves the order', async (_, move) => {
    vi.stubGlobal('confirm', () => true);
    const message = 'Questa azione è riservata allo staff.';
    const { hook, reload } = renderActions(() => refused('FORBIDDEN', message));
    await act(() => move(hook.result.current));
    expect(vi.mocked(showToast).mock.calls).toEqual([[message]]);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(MOVES)('when the connection fails to %s, says so in Italian', async (_, move) => {
    vi.stubGlobal('confirm', () => true);
    const { hook, reload } = renderActions(offline);
    await act(() => move(hook.result.current));
    expect(vi.mocked(showToast).mock.calls).toEqual([[CONNECTION_PROBLEM]]);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(MOVES)('is busy to %s only while that move is on its way', async (_, move, flag) => {
    vi.stubGlobal('confirm', () => true);
    const answer = held({ data: { moved: { id: 'x' } } });
    const { hook } = renderActions(() => answer.promise);
    expect(Object.values(hook.result.current.busy)).toEqual([false, false, false]);
    await sendHeld(
      answer,
      () => move(hook.result.current),
      () =>
        expect(Object.entries(hook.result.current.busy).filter(([, busy]) => busy)).toEqual([
          [flag, true],
        ]),
    );
    expect(hook.result.current.busy[flag]).toBe(false);
  });
});
