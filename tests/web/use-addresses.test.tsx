import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressValues } from '../../web/account/AddressForm';
import { type Address, addressValues, useAddresses } from '../../web/account/useAddresses';
import { showToast } from '../../web/ui/toast';
import {
  heldWorker,
  offline,
  refused,
  renderAt,
  renderFirstSignIn,
  resetSession,
} from './account-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

vi.mock('../../web/ui/toast', async (original) => {
  const toast = await original<typeof import('../../web/ui/toast')>();
  return { ...toast, showToast: vi.fn(toast.showToast) };
});

const home: Address = {
  id: 'a1',
  label: 'Casa',
  firstName: 'Chiara',
  lastName: 'Neri',
  phone: '3331234567',
  street: 'Via Roma 10',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  isDefault: true,
};
const office: Address = {
  ...home,
  id: 'a2',
  label: null,
  street: 'Corso Como 5',
  isDefault: false,
};

/**
 * The hook over a fake Worker holding `addresses` (or answering their query with a refusal),
 * answering every change with `changed`.
 */
function renderAddresses(
  addresses: () => Address[] | Answer,
  changed: (name: string) => Answer = () => ({}),
) {
  const worker = workerClient((name) => {
    if (name !== 'MyAddresses') return changed(name);
    const list = addresses();
    return Array.isArray(list) ? { data: { me: { id: 'u1', addresses: list } } } : list;
  });
  const { hook } = renderAt(useAddresses, { worker });
  return {
    hook,
    moves: () => worker.asked.filter((asked) => asked.name !== 'MyAddresses'),
    loads: () => worker.asked.filter((asked) => asked.name === 'MyAddresses').length,
  };
}

/** Once the list is shown: `reloaded()` says whether it was read again since. */
async function loaded(rendered: ReturnType<typeof renderAddresses>) {
  await waitFor(() => expect(rendered.hook.result.current.loaded).toBe(true));
  const before = rendered.loads();
  return { ...rendered, reloaded: () => rendered.loads() > before };
}

beforeEach(resetSession);

describe('useAddresses: the list', () => {
  it('lists the saved addresses, with nothing being edited', async () => {
    const page = await loaded(renderAddresses(() => [home, office]));
    expect(page.hook.result.current).toMatchObject({
      addresses: [home, office],
      failed: false,
      editing: null,
    });
  });

  it.each([
    ['none saved', () => [] as Address[]],
    ['no profile made yet', () => ({ data: { me: null } })],
  ])('gives an empty list when there are %s', async (_, addresses) => {
    const page = await loaded(renderAddresses(addresses));
    expect(page.hook.result.current.addresses).toEqual([]);
    expect(page.hook.result.current.failed).toBe(false);
  });

  it('says the list failed, and reads it again on refresh', async () => {
    let failing = true;
    const page = renderAddresses(() =>
      failing ? refused('INTERNAL_SERVER_ERROR', 'Errore interno.')() : [home],
    );
    await waitFor(() => expect(page.hook.result.current.failed).toBe(true));
    expect(page.hook.result.current.loaded).toBe(false);
    const before = page.loads();

    failing = false;
    act(() => page.hook.result.current.refresh());
    await waitFor(() => expect(page.hook.result.current.addresses).toEqual([home]));
    expect(page.hook.result.current.failed).toBe(false);
    expect(page.loads()).toBeGreaterThan(before);
  });

  it('reads the list again once a first sign-in has made its profile', async () => {
    const { hook, signIn } = await renderFirstSignIn(useAddresses, {
      id: 'u1',
      addresses: [home],
    });
    expect(hook.result.current.addresses).toEqual([]);
    await signIn();
    await waitFor(() => expect(hook.result.current.addresses).toEqual([home]));
    expect(hook.result.current.failed).toBe(false);
  });

  it('hands the form only what an address input takes, with its default', () => {
    expect(addressValues(office)).toEqual({
      label: '',
      firstName: 'Chiara',
      lastName: 'Neri',
      phone: '3331234567',
      street: 'Corso Como 5',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      makeDefault: false,
    });
  });
});

describe('useAddresses: saving', () => {
  const NEW: AddressValues = { ...addressValues(office), label: 'Ufficio', makeDefault: true };

  it.each([
    ['a new address without an id', 'new' as const, null, 'Indirizzo salvato.'],
    ['a changed address with its id', home, 'a1', 'Indirizzo aggiornato.'],
  ])(
    'saves %s, says so, closes the form and reads the list again',
    async (_, editing, id, said) => {
      const page = await loaded(
        renderAddresses(
          () => [home],
          () => ({ data: { saveAddress: { ...home, id: 'a3' } } }),
        ),
      );
      act(() => page.hook.result.current.edit(editing));
      expect(page.hook.result.current.editing).toBe(editing);

      let answer: unknown;
      await act(async () => {
        answer = await page.hook.result.current.submit(NEW);
      });

      const { makeDefault: __, ...input } = NEW;
      expect(page.moves()).toEqual([
        { name: 'SaveAddress', variables: { id, input, makeDefault: true } },
      ]);
      expect(answer).toMatchObject({ error: undefined });
      expect(showToast).toHaveBeenCalledExactlyOnceWith(said);
      expect(page.hook.result.current.editing).toBeNull();
      await waitFor(() => expect(page.reloaded()).toBe(true));
    },
  );

  it.each([
    ['refuses it', refused('BAD_USER_INPUT', 'Controlla i campi evidenziati.')],
    ['cannot be reached', offline],
  ])('keeps the form open and hands back the answer when the Worker %s', async (_, answer) => {
    const page = await loaded(renderAddresses(() => [home], answer));
    act(() => page.hook.result.current.edit(home));

    let saved: { error?: unknown } | undefined;
    await act(async () => {
      saved = await page.hook.result.current.submit({ ...addressValues(home), city: '' });
    });

    expect(saved?.error).toBeTruthy();
    expect(page.hook.result.current.editing).toBe(home);
    expect(showToast).not.toHaveBeenCalled();
    expect(page.reloaded()).toBe(false);
  });

  it('closes the form when asked, sending nothing', async () => {
    const page = await loaded(renderAddresses(() => [home]));
    act(() => page.hook.result.current.edit('new'));
    act(() => page.hook.result.current.edit(null));
    expect(page.hook.result.current.editing).toBeNull();
    expect(page.moves()).toEqual([]);
  });
});

describe('useAddresses: default and delete', () => {
  it('makes an address the default and reads the list again', async () => {
    const page = await loaded(
      renderAddresses(
        () => [home, office],
        () => ({ data: { setDefaultAddress: { id: 'a2', isDefault: true } } }),
      ),
    );
    await act(() => page.hook.result.current.makeDefault(office));
    expect(page.moves()).toEqual([{ name: 'DefaultAddress', variables: { id: 'a2' } }]);
    await waitFor(() => expect(page.reloaded()).toBe(true));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says why when the Worker refuses a new default, and reads the list again', async () => {
    const page = await loaded(
      renderAddresses(() => [home, office], refused('NOT_FOUND', 'Indirizzo non trovato.')),
    );
    await act(() => page.hook.result.current.makeDefault(office));
    await waitFor(() => expect(page.reloaded()).toBe(true));
    expect(showToast).toHaveBeenCalledExactlyOnceWith('Indirizzo non trovato.');
  });

  it('deletes an address, says so and reads the list again', async () => {
    const page = await loaded(
      renderAddresses(
        () => [home, office],
        () => ({ data: { deleteAddress: true } }),
      ),
    );
    await act(() => page.hook.result.current.remove(office));
    expect(page.moves()).toEqual([{ name: 'DeleteAddress', variables: { id: 'a2' } }]);
    expect(showToast).toHaveBeenCalledExactlyOnceWith('Indirizzo eliminato.');
    await waitFor(() => expect(page.reloaded()).toBe(true));
  });

  it.each([
    ['refused', refused('NOT_FOUND', 'Indirizzo non trovato.'), 'Indirizzo non trovato.'],
    [
      'lost on the way',
      offline,
      'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.',
    ],
  ])('says why when the delete was %s, and keeps the address', async (_, answer, told) => {
    const page = await loaded(renderAddresses(() => [home, office], answer));
    await act(() => page.hook.result.current.remove(office));
    expect(showToast).toHaveBeenCalledExactlyOnceWith(told);
    await waitFor(() => expect(page.reloaded()).toBe(true));
    expect(page.hook.result.current.addresses).toEqual([home, office]);
  });
});

describe('useAddresses: one move at a time', () => {
  it.each([
    ['deletes', 'DeleteAddress', { deleteAddress: true }, 'remove'],
    ['makes the default', 'DefaultAddress', { setDefaultAddress: office }, 'makeDefault'],
  ] as const)(
    '%s once when pressed twice before the answer, busy meanwhile',
    async (_, name, answer, move) => {
      const worker = heldWorker((asked) =>
        asked === 'MyAddresses'
          ? { data: { me: { id: 'u1', addresses: [home, office] } } }
          : { data: answer },
      );
      const { hook } = renderAt(useAddresses, { worker });
      worker.release();
      await waitFor(() => expect(hook.result.current.loaded).toBe(true));

      let second: unknown = 'not sent';
      act(() => {
        void hook.result.current[move](office);
        second = hook.result.current[move](office);
      });
      expect(hook.result.current.busy).toBe(true);
      await act(async () => {
        expect(await second).toBeUndefined();
        worker.release();
      });
      await waitFor(() => expect(hook.result.current.busy).toBe(false));
      expect(worker.asked.filter((asked) => asked.name === name)).toHaveLength(1);
    },
  );
});
