import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingNumberMessage } from '../../schema/rules/carriers';
import { RepairParcels } from '../../web/repairs/RepairParcels';
import { RepairShipments } from '../../web/repairs/staff/RepairShipments';
import { useRepairShipments } from '../../web/repairs/staff/useRepairShipments';
import { showToast } from '../../web/ui/toast';
import { submitWith, withClient } from './hook-render';
import { refused } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/ui/toast', async () => (await import('./orders-hook-fixtures')).spiedToast());

afterEach(() => vi.clearAllMocks());

const BRT_LINK =
  'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=088123456789';

const INBOUND = {
  direction: 'ANDATA' as const,
  carrier: 'GLS' as const,
  carrierName: 'GLS',
  trackingNumber: null,
  trackingUrl: null,
};
const RETURN = {
  direction: 'RITORNO' as const,
  carrier: 'BRT' as const,
  carrierName: 'BRT',
  trackingNumber: '088123456789',
  trackingUrl: BRT_LINK,
};

describe('RepairParcels, as the customer sees them', () => {
  it('shows each way with its courier, and the tracking page in a new tab', () => {
    render(<RepairParcels shipments={[INBOUND, RETURN]} />);
    const [inbound, back] = screen.getAllByRole('listitem');
    expect(inbound?.textContent).toBe('Il tuo pacco verso il laboratorioGLS');
    expect(within(back as HTMLElement).getByText('088123456789')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Segui la spedizione su BRT/ });
    expect(link.getAttribute('href')).toBe(BRT_LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(si apre in una nuova scheda)');
  });

  it('shows nothing while no parcel is recorded', () => {
    const { container } = render(<RepairParcels shipments={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

const SAVED: Answer = { data: { adminSetRepairShipment: { id: 'r1' } } };

function renderShipments(answer: () => Answer = () => SAVED) {
  const worker = workerClient(answer);
  const onSaved = vi.fn();
  const hook = renderHook(() => useRepairShipments('r1', onSaved), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, onSaved, hook };
}

describe('useRepairShipments', () => {
  it('records the return parcel as the API names it, says so, empties and reloads', async () => {
    const { hook, asked, onSaved } = renderShipments();
    act(() => {
      hook.result.current.form.setValue('carrier', 'brt');
      hook.result.current.form.setValue('trackingNumber', '0881 2345 6789');
    });
    await submitWith(hook.result.current.onSubmit);
    expect(asked).toEqual([
      {
        name: 'AdminSetRepairShipment',
        variables: {
          repairId: 'r1',
          direction: 'RITORNO',
          carrier: 'BRT',
          trackingNumber: '0881 2345 6789',
        },
      },
    ]);
    expect(vi.mocked(showToast).mock.calls).toEqual([['Spedizione salvata: BRT 088123456789.']]);
    await waitFor(() =>
      expect(hook.result.current.form.values).toEqual({
        direction: 'ritorno',
        carrier: '',
        trackingNumber: '',
      }),
    );
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('refuses, before sending, a number the carrier does not print, and an empty form', async () => {
    const { hook, asked } = renderShipments();
    await submitWith(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors).toEqual({
      carrier: 'Il campo non deve essere vuoto.',
      trackingNumber: 'Il campo non deve essere vuoto.',
    });
    act(() => {
      hook.result.current.form.setValue('carrier', 'dhl');
      hook.result.current.form.setValue('trackingNumber', '088123456789');
    });
    await submitWith(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors).toEqual({
      trackingNumber: trackingNumberMessage('dhl'),
    });
    expect(asked).toEqual([]);
  });

  it("says the Worker's refusal and keeps what staff typed", async () => {
    const { hook, onSaved } = renderShipments(() =>
      refused('NOT_FOUND', 'Riparazione non trovata.'),
    );
    act(() => {
      hook.result.current.form.setValue('carrier', 'ups');
      hook.result.current.form.setValue('trackingNumber', '1Z999AA10123456784');
    });
    await submitWith(hook.result.current.onSubmit);
    expect(vi.mocked(showToast).mock.calls).toEqual([['Riparazione non trovata.']]);
    expect(hook.result.current.form.values.trackingNumber).toBe('1Z999AA10123456784');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('takes a recorded parcel back into the form to correct it', () => {
    const { hook } = renderShipments();
    act(() => hook.result.current.edit(INBOUND));
    expect(hook.result.current.form.values).toEqual({
      direction: 'andata',
      carrier: 'gls',
      trackingNumber: '',
    });
  });
});

describe('RepairShipments, in the staff panel', () => {
  it('lists the parcels with their links and offers every carrier of the table', () => {
    const { client } = workerClient(() => SAVED);
    render(<RepairShipments repair={{ id: 'r1', shipments: [RETURN] }} onSaved={() => {}} />, {
      wrapper: withClient(client),
    });
    expect(screen.getByText('Di ritorno al cliente:')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Traccia/ }).getAttribute('href')).toBe(BRT_LINK);
    const carriers = within(screen.getByLabelText('Corriere')).getAllByRole('option');
    expect(carriers.map((option) => option.textContent)).toEqual([
      'Scegli',
      'BRT',
      'GLS',
      'SDA',
      'Poste Italiane',
      'DHL Express',
      'UPS',
      'TNT / FedEx',
    ]);
  });
});
