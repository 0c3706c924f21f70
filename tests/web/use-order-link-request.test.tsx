import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_LINK_REQUEST_ANSWER } from '../../schema/rules/orders';
import { MESSAGES } from '../../schema/rules/validation';
import { useOrderLinkRequest } from '../../web/orders/useOrderLinkRequest';
import { submitWith, withClient } from './hook-render';
import {
  CONNECTION_PROBLEM,
  held,
  offline,
  patientWorker,
  type Reply,
  refused,
} from './orders-hook-fixtures';

const SENT: Reply = { data: { requestOrderLink: ORDER_LINK_REQUEST_ANSWER } };

function renderRequest(reply: () => Reply | Promise<Reply> = () => SENT) {
  const worker = patientWorker(reply);
  const hook = renderHook(() => useOrderLinkRequest(), { wrapper: withClient(worker.client) });
  /** Types the order's number and e-mail, as the guest would. */
  const fill = (number = 'RL-2026-000123', email = 'giulia@example.it') =>
    act(() => {
      hook.result.current.form.setValue('number', number);
      hook.result.current.form.setValue('email', email);
    });
  /** Submits the form as its button does. */
  const send = () => submitWith(hook.result.current.form.onSubmit(hook.result.current.submit));
  return { ...worker, hook, fill, send };
}

describe('useOrderLinkRequest', () => {
  it("sends the number and the e-mail, and shows the Worker's one answer", async () => {
    const { hook, asked, fill, send } = renderRequest();
    fill();
    await send();

    await waitFor(() => expect(hook.result.current.answer).toBe(ORDER_LINK_REQUEST_ANSWER));
    expect(asked).toEqual([
      {
        name: 'RequestOrderLink',
        variables: { number: 'RL-2026-000123', email: 'giulia@example.it' },
      },
    ]);
    expect(hook.result.current.form.problem).toBeNull();
    expect(hook.result.current.busy).toBe(false);
  });

  it.each([
    ['', '', { number: MESSAGES.required, email: MESSAGES.required }],
    ['RL-2026-000123', 'giulia@', { email: MESSAGES.email }],
    ['R'.repeat(31), 'giulia@example.it', { number: 'Il massimo valore deve essere 30.' }],
  ])(
    'sends nothing for number %j and e-mail %j, and says what is wrong',
    async (number, email, errors) => {
      const { hook, asked, fill, send } = renderRequest();
      fill(number, email);
      await send();
      expect(hook.result.current.form.errors).toEqual(errors);
      expect(asked).toEqual([]);
      expect(hook.result.current.answer).toBeNull();
    },
  );

  it.each([
    [
      'too many requests',
      () =>
        refused(
          'TOO_MANY_REQUESTS',
          'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
        ),
      'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
    ],
    [
      'a Worker failure',
      () => refused('INTERNAL_SERVER_ERROR', 'Unexpected error.'),
      CONNECTION_PROBLEM,
    ],
    ['a dropped connection', offline, CONNECTION_PROBLEM],
  ])('on %s, shows the refusal and no answer', async (_, reply, problem) => {
    const { hook, fill, send } = renderRequest(reply);
    fill();
    await send();
    await waitFor(() => expect(hook.result.current.form.problem).toBe(problem));
    expect(hook.result.current.answer).toBeNull();
    expect(hook.result.current.busy).toBe(false);
  });

  it("shows the Worker's refusal of a field beside it", async () => {
    const { hook, fill, send } = renderRequest(() =>
      refused('BAD_USER_INPUT', 'Controlla i campi evidenziati.', { email: MESSAGES.email }),
    );
    fill();
    await send();
    await waitFor(() => expect(hook.result.current.form.errors).toEqual({ email: MESSAGES.email }));
    expect(hook.result.current.form.problem).toBe('Controlla i campi evidenziati.');
  });

  it('is busy while asking, and takes the last answer away when asked again', async () => {
    let answer = held(SENT);
    const { hook, fill, send } = renderRequest(() => answer.promise);
    fill();
    await send();
    await waitFor(() => expect(hook.result.current.busy).toBe(true));
    await act(async () => answer.release());
    await waitFor(() => expect(hook.result.current.answer).toBe(ORDER_LINK_REQUEST_ANSWER));

    answer = held(offline());
    await send();
    await waitFor(() => expect(hook.result.current.busy).toBe(true));
    expect(hook.result.current.answer).toBeNull();
    await act(async () => answer.release());
    await waitFor(() => expect(hook.result.current.form.problem).toBe(CONNECTION_PROBLEM));
    expect(hook.result.current.answer).toBeNull();
  });
});
