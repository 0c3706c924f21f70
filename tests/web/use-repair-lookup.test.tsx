import { act, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { useRepairLookup } from '../../web/repairs/useRepairLookup';
import { submitWith } from './hook-render';
import {
  failures,
  heldWorker,
  refused,
  renderStates,
  submitFields,
  UNREACHABLE,
  unanswered,
} from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

afterEach(() => window.history.replaceState(null, '', '/'));

const CODE = 'RIP-7KQ2M9XD';
const EMAIL = 'chiara@example.it';
const TOKEN = 'tok.firmato';
const repair = (status: string) => ({
  code: CODE,
  device: 'iPhone 13',
  createdAt: '2026-11-20T09:00:00.000Z',
  status,
  updatedAt: '2026-11-21T09:00:00.000Z',
  timeline: [],
  estimate: null,
  warrantyUntil: null,
});
const IN_DIAGNOSIS = repair('IN_DIAGNOSI');
const byForm = (found: unknown): Answer => ({ data: { repairStatus: found } });
const byLink = (found: unknown): Answer => ({ data: { repairByLink: found } });

const renderLookup = (client: Client) => renderStates(() => useRepairLookup(), client);

/** Looks a repair up as the customer does: code and e-mail typed, the form sent. */
async function lookUp(answer: (name: string) => Answer, code = 'rip-7kq2m9xd', email = EMAIL) {
  const worker = workerClient(answer);
  const hook = renderLookup(worker.client);
  act(() => {
    hook.result.current.form.setValue('code', code);
    hook.result.current.form.setValue('email', email);
  });
  await submitWith(hook.result.current.onSubmit);
  return { ...worker, hook };
}

describe('useRepairLookup, by code and e-mail', () => {
  it('starts from the code in the address, asking nothing', () => {
    window.history.replaceState(null, '', `/stato-riparazione?code=${CODE}`);
    const { client, asked } = workerClient(() => byForm(IN_DIAGNOSIS));
    const hook = renderLookup(client);
    expect(hook.result.current.form.values).toEqual({ code: CODE, email: '' });
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
    expect(asked).toEqual([]);
  });

  it("finds the repair as typed, and keeps the Worker's code for answering it", async () => {
    const { hook, asked } = await lookUp(() => byForm(IN_DIAGNOSIS));

    await waitFor(() =>
      expect(hook.result.current.state).toEqual({
        kind: 'found',
        repair: IN_DIAGNOSIS,
        access: { code: CODE, email: EMAIL },
      }),
    );
    expect(asked).toEqual([
      { name: 'RepairStatus', variables: { code: 'rip-7kq2m9xd', email: EMAIL } },
    ]);
  });

  it('says it is missing when no repair has that code and e-mail', async () => {
    const { hook } = await lookUp(() => byForm(null));
    await waitFor(() => expect(hook.result.current.state).toEqual({ kind: 'missing' }));
  });

  it.each(failures('RATE_LIMITED', 'Troppe ricerche: riprova tra qualche minuto.'))(
    'says %s, never "missing" first',
    async (_, answer, message) => {
      const { hook } = await lookUp(() => answer);
      await waitFor(() => expect(hook.result.current.state).toEqual({ kind: 'failed', message }));
      expect(hook.shown).toEqual(['idle', 'searching', 'failed']);
    },
  );

  it.each([
    [
      'a code of the wrong form',
      'RIP-123',
      EMAIL,
      { code: 'Il codice riparazione ha la forma RIP-XXXXXXXX.' },
    ],
    ['no e-mail', CODE, '', { email: 'Il campo non deve essere vuoto.' }],
  ])('refuses %s in place, focused, and asks nothing', async (_, code, email, errors) => {
    const { client, asked } = workerClient(() => byForm(IN_DIAGNOSIS));
    const hook = renderLookup(client);
    act(() => {
      hook.result.current.form.setValue('code', code);
      hook.result.current.form.setValue('email', email);
    });
    const form = await submitFields(hook.result.current.onSubmit, ['code', 'email']);

    expect(hook.result.current.form.errors).toEqual(errors);
    expect(document.activeElement).toBe(form.elements.namedItem(Object.keys(errors)[0] ?? ''));
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
    expect(asked).toEqual([]);
  });

  it('is searching while the Worker looks', async () => {
    const worker = heldWorker(() => byForm(IN_DIAGNOSIS));
    const hook = renderLookup(worker.client);
    act(() => {
      hook.result.current.form.setValue('code', CODE);
      hook.result.current.form.setValue('email', EMAIL);
    });
    await submitWith(hook.result.current.onSubmit);
    expect(hook.result.current.state).toEqual({ kind: 'searching' });

    await act(async () => worker.answerAll());
    await waitFor(() => expect(hook.result.current.state.kind).toBe('found'));
  });
});

describe("useRepairLookup, by the e-mailed link's token", () => {
  const openLink = () =>
    window.history.replaceState({ kept: true }, '', `/stato-riparazione?da=email#accesso=${TOKEN}`);

  it('takes the token out of the address at once and opens the repair with it', async () => {
    openLink();
    const { client, asked } = workerClient(() => byLink(IN_DIAGNOSIS));
    const hook = renderLookup(client);

    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/stato-riparazione?da=email',
    );
    expect(window.history.state).toEqual({ kept: true });
    await waitFor(() =>
      expect(hook.result.current.state).toEqual({
        kind: 'found',
        repair: IN_DIAGNOSIS,
        access: { code: CODE, token: TOKEN },
      }),
    );
    expect(asked).toEqual([{ name: 'RepairByLink', variables: { token: TOKEN } }]);
    expect(hook.shown).toEqual(['searching', 'found']);
  });

  it.each([
    ['says the link opens nothing when it matches no repair', byLink(null), { kind: 'bad-link' }],
    [
      'says a refusal in its words',
      refused('FORBIDDEN', 'Il link è scaduto: cerca la riparazione con codice ed e-mail.'),
      { kind: 'failed', message: 'Il link è scaduto: cerca la riparazione con codice ed e-mail.' },
    ],
    ['says a failed request in Italian', unanswered, { kind: 'failed', message: UNREACHABLE }],
  ])('%s', async (_, answer, state) => {
    openLink();
    const hook = renderLookup(workerClient(() => answer).client);
    await waitFor(() => expect(hook.result.current.state).toEqual(state));
  });
});

describe('useRepairLookup, after the customer answered the estimate', () => {
  it.each([
    ['the code and e-mail it was found with', 'RepairStatus', { code: CODE, email: EMAIL }],
    ['the link it was opened with, gone from the address', 'RepairByLink', { token: TOKEN }],
  ])('reads the repair again with %s', async (_, name, variables) => {
    let current = IN_DIAGNOSIS;
    const answer = (asked: string) =>
      asked === 'RepairByLink' ? byLink(current) : byForm(current);
    if (name === 'RepairByLink') window.history.replaceState(null, '', `/#accesso=${TOKEN}`);
    const { client, asked } = workerClient(answer);
    const hook = renderLookup(client);
    if (name === 'RepairStatus') {
      act(() => {
        hook.result.current.form.setValue('code', CODE);
        hook.result.current.form.setValue('email', EMAIL);
      });
      await submitWith(hook.result.current.onSubmit);
    }
    await waitFor(() => expect(hook.result.current.state.kind).toBe('found'));

    current = repair('IN_RIPARAZIONE');
    act(() => hook.result.current.reload());
    await waitFor(() =>
      expect(hook.result.current.state).toMatchObject({ repair: { status: 'IN_RIPARAZIONE' } }),
    );
    expect(asked.at(-1)).toEqual({ name, variables });
  });

  it('keeps the repair shown when reading it again fails', async () => {
    let answer = byForm(IN_DIAGNOSIS);
    const { hook, asked } = await lookUp(() => answer, CODE);
    await waitFor(() => expect(hook.result.current.state.kind).toBe('found'));

    answer = unanswered;
    await act(async () => hook.result.current.reload());
    expect(asked).toHaveLength(2);
    expect(hook.result.current.state).toMatchObject({ kind: 'found', repair: IN_DIAGNOSIS });
  });

  it('reads nothing again before a repair is shown', () => {
    const { client, asked } = workerClient(() => byForm(IN_DIAGNOSIS));
    const hook = renderLookup(client);
    act(() => hook.result.current.reload());
    expect(asked).toEqual([]);
  });

  it('takes in what the answer changed, keeping the rest and the access', async () => {
    const { hook } = await lookUp(() => byForm(IN_DIAGNOSIS), CODE);
    await waitFor(() => expect(hook.result.current.state.kind).toBe('found'));

    act(() => hook.result.current.change({ status: 'IN_RIPARAZIONE' }));
    expect(hook.result.current.state).toEqual({
      kind: 'found',
      repair: { ...IN_DIAGNOSIS, status: 'IN_RIPARAZIONE' },
      access: { code: CODE, email: EMAIL },
    });
  });

  it('changes nothing when no repair is shown', () => {
    const hook = renderLookup(workerClient(() => byForm(null)).client);
    act(() => hook.result.current.change({ status: 'IN_RIPARAZIONE' }));
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
  });
});

describe('useRepairLookup, back from paying', () => {
  afterEach(() => window.sessionStorage.clear());

  it('opens the repair again the way it was opened to pay, with no token in the address', async () => {
    window.sessionStorage.setItem(
      `riparazione-pagamento:${CODE}`,
      JSON.stringify({ code: CODE, token: TOKEN }),
    );
    window.history.replaceState(null, '', `/stato-riparazione?code=${CODE}&pagamento=ok`);
    const { client, asked } = workerClient(() => byLink(IN_DIAGNOSIS));
    const hook = renderLookup(client);
    await waitFor(() =>
      expect(hook.result.current.state).toEqual({
        kind: 'found',
        repair: IN_DIAGNOSIS,
        access: { code: CODE, token: TOKEN },
      }),
    );
    expect(asked).toEqual([{ name: 'RepairByLink', variables: { token: TOKEN } }]);
  });

  it('waits for the form when this tab kept nothing for the code', () => {
    window.history.replaceState(null, '', `/stato-riparazione?code=${CODE}&pagamento=ok`);
    const { client, asked } = workerClient(() => byLink(IN_DIAGNOSIS));
    const hook = renderLookup(client);
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
    expect(asked).toEqual([]);
  });
});
