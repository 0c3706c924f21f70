import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWarrantyClaim } from '../../web/repairs/useWarrantyClaim';
import { withClient } from './hook-render';
import { openWarrantyLink, refused, warrantyClaim } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

const auth = vi.hoisted(() => ({ user: null as { emailVerified: boolean } | null }));
vi.mock('../../web/account/auth', () => ({ useAuth: () => auth }));
afterEach(() => {
  auth.user = null;
  window.history.replaceState(null, '', '/');
});

const CODE = 'RIP-7KQ2M9XD';
const EMAIL = 'chiara@example.it';
const claimed = (claim: ReturnType<typeof warrantyClaim>): Answer => ({
  data: { warrantyClaim: claim },
});
const LASTING = warrantyClaim(30);

function renderClaim(answer: Answer) {
  const worker = workerClient(() => answer);
  const fill = vi.fn();
  const hook = renderHook(() => useWarrantyClaim(fill), { wrapper: withClient(worker.client) });
  return { ...worker, hook, fill };
}

describe('useWarrantyClaim', () => {
  it('claims nothing on a form opened without a warranty link', () => {
    const { hook, asked, fill } = renderClaim(claimed(LASTING));
    expect(hook.result.current).toEqual({
      code: null,
      email: null,
      claim: null,
      ended: false,
      sentCode: null,
    });
    expect(asked).toEqual([]);
    expect(fill).not.toHaveBeenCalled();
  });

  it('looks the repair up with the e-mail handed over, fills the form once and sends its code', async () => {
    openWarrantyLink('/preventivo', ` ${CODE} `, EMAIL);
    const { hook, asked, fill } = renderClaim(claimed(LASTING));

    await waitFor(() => expect(hook.result.current.claim).toEqual(LASTING));
    expect(asked[0]).toEqual({ name: 'WarrantyClaim', variables: { code: CODE, email: EMAIL } });
    expect(hook.result.current).toMatchObject({
      code: CODE,
      email: EMAIL,
      ended: false,
      sentCode: CODE,
    });
    expect(fill.mock.calls).toEqual([[LASTING, EMAIL]]);

    hook.rerender();
    expect(fill).toHaveBeenCalledTimes(1);
  });

  it('looks the repair up as a verified account when no e-mail was handed over', async () => {
    auth.user = { emailVerified: true };
    openWarrantyLink('/preventivo', CODE);
    const { hook, asked, fill } = renderClaim(claimed(LASTING));

    await waitFor(() => expect(hook.result.current.sentCode).toBe(CODE));
    expect(asked[0]).toEqual({ name: 'WarrantyClaim', variables: { code: CODE, email: null } });
    expect(fill.mock.calls).toEqual([[LASTING, null]]);
  });

  it.each([
    ['a guest', null],
    ['an account whose e-mail is not verified', { emailVerified: false }],
  ])('cannot look the repair up for %s with no e-mail, yet sends the code', (_, user) => {
    auth.user = user;
    openWarrantyLink('/preventivo', CODE);
    const { hook, asked, fill } = renderClaim(claimed(LASTING));

    expect(asked).toEqual([]);
    expect(hook.result.current).toEqual({
      code: CODE,
      email: null,
      claim: null,
      ended: false,
      sentCode: CODE,
    });
    expect(fill).not.toHaveBeenCalled();
  });

  it.each([
    ['has ended', -1],
    ['has not started: the repair was never delivered', null],
  ])('keeps the code from the request when the warranty %s', async (_, days) => {
    openWarrantyLink('/preventivo', CODE, EMAIL);
    const { hook } = renderClaim(claimed(warrantyClaim(days)));

    await waitFor(() => expect(hook.result.current.ended).toBe(true));
    expect(hook.result.current.sentCode).toBeNull();
  });

  it.each([
    ['the repair is not found', { data: { warrantyClaim: null } }],
    ['the Worker refuses', refused('NOT_FOUND', 'Riparazione non trovata.')],
  ])('fills nothing and still sends the code when %s', async (_, answer) => {
    openWarrantyLink('/preventivo', CODE, EMAIL);
    const { hook, asked, fill } = renderClaim(answer);

    await waitFor(() => expect(asked).not.toEqual([]));
    expect(hook.result.current).toMatchObject({ claim: null, ended: false, sentCode: CODE });
    expect(fill).not.toHaveBeenCalled();
  });
});
