import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountInfo } from '../../web/account/useAccountInfo';
import { offline, pending, refused, renderAt, resetSession, session } from './account-fixtures';
import { submitWith } from './hook-render';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const RENAMED: Answer = { data: { updateProfile: { id: 'u1', displayName: 'chiara rossi' } } };

/** The account's name form over a fake Worker, its field set to `name` and sent as the page does. */
async function rename(name: string, answer: () => Answer = () => RENAMED) {
  const worker = workerClient(answer);
  const { hook } = renderAt(useAccountInfo, { worker });
  act(() => hook.result.current.form.setValue('displayName', name));
  const { form, submit, refused: onRefused } = hook.result.current;
  await submitWith(form.onSubmit(submit, onRefused));
  return { hook, asked: worker.asked };
}

beforeEach(resetSession);

describe('useAccountInfo', () => {
  it("starts from the signed-in person's name and e-mail", () => {
    const { hook } = renderAt(useAccountInfo, {});
    expect(hook.result.current.form.values).toEqual({ displayName: 'chiara neri' });
    expect(hook.result.current).toMatchObject({
      email: 'chiara@example.it',
      displayName: 'chiara neri',
      outcome: null,
    });
  });

  it('saves once when sent twice before Firebase has the name, sending meanwhile', async () => {
    const named = pending();
    session.sdk.renameUser.mockReturnValueOnce(named.promise);
    const { hook, asked } = await rename('Chiara Rossi');
    const { form, submit, refused: onRefused } = hook.result.current;
    await submitWith(form.onSubmit(submit, onRefused));
    expect(hook.result.current.form.sending).toBe(true);

    act(() => named.resolve(undefined));
    await waitFor(() => expect(hook.result.current.form.sending).toBe(false));
    expect(asked.map(({ name }) => name)).toEqual(['UpdateProfile']);
    expect(session.sdk.renameUser).toHaveBeenCalledOnce();
  });

  it('starts empty when nobody is signed in', () => {
    session.user = null;
    const { hook } = renderAt(useAccountInfo, {});
    expect(hook.result.current.form.values).toEqual({ displayName: '' });
    expect(hook.result.current.email).toBe('');
  });

  it('saves the trimmed name on the server, then in Firebase, shows it and says so', async () => {
    const { hook, asked } = await rename('  Chiara Rossi ');
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({ tone: 'success', text: 'Nome aggiornato.' }),
    );
    expect(asked).toEqual([{ name: 'UpdateProfile', variables: { displayName: 'Chiara Rossi' } }]);
    expect(session.sdk.renameUser).toHaveBeenCalledExactlyOnceWith('Chiara Rossi');
    expect(session.renamed).toHaveBeenCalledExactlyOnceWith('Chiara Rossi');
  });

  it.each([
    ['refuses the name', refused('BAD_USER_INPUT', 'Il nome è troppo lungo.')],
    ['cannot be reached', offline],
  ])('says one Italian sentence when the server %s, and renames nothing', async (_, answer) => {
    const { hook } = await rename('Chiara', answer);
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({
        tone: 'error',
        text: 'Non siamo riusciti a salvare il nome. Riprova.',
      }),
    );
    expect(hook.result.current.form.problem).toBeNull();
    expect(session.sdk.renameUser).not.toHaveBeenCalled();
    expect(session.renamed).not.toHaveBeenCalled();
  });

  it("says Firebase's refusal in Italian when only the server took the name", async () => {
    session.sdk.renameUser.mockRejectedValueOnce({ code: 'auth/requires-recent-login' });
    const { hook } = await rename('Chiara');
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({
        tone: 'error',
        text: 'Per sicurezza accedi di nuovo e riprova.',
      }),
    );
    expect(session.renamed).not.toHaveBeenCalled();
  });

  it('replaces an earlier outcome with the next one', async () => {
    let calls = 0;
    const { hook } = await rename('Chiara', () => (++calls === 1 ? offline() : RENAMED));
    await waitFor(() => expect(hook.result.current.outcome?.tone).toBe('error'));
    const { form, submit, refused: onRefused } = hook.result.current;
    await submitWith(form.onSubmit(submit, onRefused));
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({ tone: 'success', text: 'Nome aggiornato.' }),
    );
  });

  it.each([
    ['empty', '   ', 'Il campo non deve essere vuoto.'],
    ['over 60 characters', 'C'.repeat(61), 'Il massimo valore deve essere 60.'],
  ])('refuses a name that is %s before asking anyone', async (_, name, message) => {
    const { hook, asked } = await rename(name);
    expect(hook.result.current.form.errors).toEqual({ displayName: message });
    expect(asked).toEqual([]);
    expect(session.sdk.renameUser).not.toHaveBeenCalled();
    expect(hook.result.current.outcome).toBeNull();
  });
});
