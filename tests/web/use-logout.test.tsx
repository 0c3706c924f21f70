import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '../../web/account/useLogout';
import { renderAt, resetSession, session } from './account-fixtures';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

beforeEach(resetSession);

describe('useLogout', () => {
  it('goes home first, then ends the session', async () => {
    const { hook, location } = renderAt(useLogout, { path: '/profilo/indirizzi' });
    let wasAt: string | undefined;
    session.logout.mockImplementationOnce(async () => {
      wasAt = location();
      return true;
    });
    let ended: boolean | undefined;
    await act(async () => {
      ended = await hook.result.current();
    });
    expect(wasAt).toBe('/');
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(ended).toBe(true);
  });

  it('hands back a failed sign-out, having left the account page all the same', async () => {
    session.logout.mockResolvedValueOnce(false);
    const { hook, location } = renderAt(useLogout, { path: '/profilo' });
    let ended: boolean | undefined;
    await act(async () => {
      ended = await hook.result.current();
    });
    expect(ended).toBe(false);
    expect(location()).toBe('/');
  });
});
