import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { useReopenShippingSheet } from '../../web/repairs/useReopenShippingSheet';
import { submitWith, withClient } from './hook-render';
import {
  failures,
  heldWorker,
  renderStates,
  SHIPPING_RECEIPT,
  submitFields,
} from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

const NUMBER = SHIPPING_RECEIPT.number;
const EMAIL = SHIPPING_RECEIPT.email;
const RECEIPT = SHIPPING_RECEIPT;
const FOUND: Answer = { data: { shippingSheet: RECEIPT } };

/** Renders the hook with the e-mail typed. */
function renderSheet(client: Client, email = EMAIL) {
  const hook = renderStates(() => useReopenShippingSheet(NUMBER), client);
  act(() => hook.result.current.form.setValue('email', email));
  return hook;
}

describe('useReopenShippingSheet', () => {
  it("starts from the e-mailed link's number, waiting for the e-mail", () => {
    const hook = renderHook(() => useReopenShippingSheet(NUMBER), {
      wrapper: withClient(workerClient(() => FOUND).client),
    });
    expect(hook.result.current.form.values).toEqual({ number: NUMBER, email: '' });
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
  });

  it('finds the sheet by number and e-mail', async () => {
    const { client, asked } = workerClient(() => FOUND);
    const hook = renderSheet(client);
    await submitWith(hook.result.current.onSubmit);

    await waitFor(() =>
      expect(hook.result.current.state).toEqual({ kind: 'found', receipt: RECEIPT }),
    );
    expect(asked).toEqual([{ name: 'ShippingSheet', variables: { number: NUMBER, email: EMAIL } }]);
  });

  it('says it is missing when no form has that number and e-mail', async () => {
    const { client } = workerClient(() => ({ data: { shippingSheet: null } }));
    const hook = renderSheet(client);
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.state).toEqual({ kind: 'missing' }));
  });

  it.each(failures('RATE_LIMITED', 'Troppe ricerche: riprova tra qualche minuto.'))(
    'says %s',
    async (_, answer, message) => {
      const { client } = workerClient(() => answer);
      const hook = renderSheet(client);
      await submitWith(hook.result.current.onSubmit);
      await waitFor(() => expect(hook.result.current.state).toEqual({ kind: 'failed', message }));
      expect(hook.shown).toEqual(['idle', 'searching', 'failed']);
    },
  );

  it.each([
    ['an empty e-mail', '', 'Il campo non deve essere vuoto.'],
    ['a wrong e-mail', 'chiara@', 'Email non e valido'],
  ])('refuses %s in place, focused, and asks nothing', async (_, email, message) => {
    const { client, asked } = workerClient(() => FOUND);
    const hook = renderSheet(client, email);
    const form = await submitFields(hook.result.current.onSubmit, ['number', 'email']);

    expect(hook.result.current.form.errors).toEqual({ email: message });
    expect(document.activeElement).toBe(form.elements.namedItem('email'));
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
    expect(asked).toEqual([]);
  });

  it('is searching while the Worker looks', async () => {
    const worker = heldWorker(() => FOUND);
    const hook = renderSheet(worker.client);
    await submitWith(hook.result.current.onSubmit);
    expect(hook.result.current.state).toEqual({ kind: 'searching' });

    await act(async () => worker.answerAll());
    await waitFor(() => expect(hook.result.current.state.kind).toBe('found'));
  });
});
