import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSavedAddresses } from '../../web/checkout/useSavedAddresses';
import { withClient } from './hook-render';
import { askedOnce, GIULIA_HOME, patientWorker, session } from './orders-hook-fixtures';

vi.mock('../../web/account/auth', async () => ({
  useAuth: (await import('./orders-hook-fixtures')).fakeAuth,
}));

afterEach(() => {
  session.user = null;
});

const OFFICE = { ...GIULIA_HOME, street: 'Corso Como 5', postalCode: '20154' };

const saved = (
  id: string,
  fields: typeof GIULIA_HOME,
  isDefault: boolean,
  label: string | null = null,
) => ({
  id,
  label,
  ...fields,
  isDefault,
});

/** The hook for Giulia, signed in, whose account holds `addresses` and `email`. */
function renderSaved(
  addresses: ReturnType<typeof saved>[],
  prefill = true,
  email: string | null = 'giulia@example.it',
) {
  session.user = { uid: 'u1', email: 'giulia@example.it', emailVerified: true };
  const worker = patientWorker(() => ({ data: { me: { id: 'u1', email, addresses } } }));
  const onPick = vi.fn();
  const hook = renderHook(({ fill }) => useSavedAddresses(onPick, fill), {
    wrapper: withClient(worker.client),
    initialProps: { fill: prefill },
  });
  const loaded = () =>
    waitFor(() => expect(hook.result.current.addresses).toHaveLength(addresses.length));
  return { ...worker, onPick, hook, loaded };
}

const BOTH = [saved('a-1', OFFICE, false, 'Ufficio'), saved('a-2', GIULIA_HOME, true, 'Casa')];

describe('useSavedAddresses', () => {
  it('asks nothing and offers nothing to a guest', () => {
    const worker = patientWorker(() => ({ data: { me: null } }));
    const onPick = vi.fn();
    const hook = renderHook(() => useSavedAddresses(onPick, true), {
      wrapper: withClient(worker.client),
    });
    expect(hook.result.current.addresses).toEqual([]);
    expect(worker.asked).toEqual([]);
    expect(onPick).not.toHaveBeenCalled();
  });

  it("lists the account's addresses, and fills in the default one with the e-mail, once", async () => {
    const { hook, asked, onPick, loaded } = renderSaved(BOTH);
    await loaded();
    expect(hook.result.current.addresses).toEqual(BOTH);
    expect(askedOnce(asked)).toEqual([{ name: 'CheckoutProfile', variables: {} }]);
    expect(onPick.mock.calls).toEqual([[{ ...GIULIA_HOME, email: 'giulia@example.it' }]]);

    hook.rerender({ fill: true });
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('without a default address hands over the e-mail alone', async () => {
    const { onPick, loaded } = renderSaved([saved('a-1', OFFICE, false)]);
    await loaded();
    await waitFor(() => expect(onPick.mock.calls).toEqual([[{ email: 'giulia@example.it' }]]));
  });

  it('with neither a default address nor an e-mail, fills in nothing', async () => {
    const { onPick, loaded } = renderSaved([saved('a-1', OFFICE, false)], true, null);
    await loaded();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('fills in nothing by itself for a buyer back from the summary', async () => {
    const { onPick, loaded } = renderSaved(BOTH, false);
    await loaded();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('hands over the address chosen, without the e-mail, and nothing for an unknown one', async () => {
    const { hook, onPick, loaded } = renderSaved(BOTH, false);
    await loaded();
    act(() => hook.result.current.pick('a-1'));
    act(() => hook.result.current.pick('a-9'));
    expect(onPick.mock.calls).toEqual([[OFFICE]]);
  });
});
