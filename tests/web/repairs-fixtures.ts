import { act, renderHook } from '@testing-library/react';
import { getOperationAST } from 'graphql';
import type { FormEvent } from 'react';
import { Client, type Exchange, makeResult } from 'urql';
import { filter, fromPromise, map, mergeMap, pipe } from 'wonka';
import type { ShippingFormFields } from '../../schema/rules/repairs';
import { withClient } from './hook-render';
import type { Answer } from './worker-client';

/** The Worker refusing with a code and its Italian message. */
export const refused = (code: string, message: string): Answer => ({
  errors: [{ message, extensions: { code } }],
});

/**
 * What a hook sees of a request that got no answer (the network failed): an error that carries no
 * GraphQL error.
 */
export const unanswered: Answer = { errors: [] };

/** The message a form shows when the Worker could not be reached (web/ui/server-errors.ts). */
export const UNREACHABLE =
  'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.';

/**
 * A fake Worker that records each operation's name as it is sent but answers only once
 * `answerAll` (or the function `press` returns) is called: what a hook shows while its request is
 * in flight, and what a second press does then.
 */
export function heldWorker(answer: (name: string) => Answer) {
  const asked: string[] = [];
  let answerAll = () => {};
  const answered = new Promise<void>((resolve) => {
    answerAll = resolve;
  });
  const holding: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) => {
        const name = getOperationAST(operation.query)?.name?.value ?? '';
        asked.push(name);
        return pipe(
          fromPromise(answered),
          map(() => makeResult(operation, answer(name))),
        );
      }),
    );
  /** Starts an action of the hook; the function it returns answers it and waits for its end. */
  const press = (start: () => Promise<unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = start();
    });
    return () =>
      act(async () => {
        answerAll();
        await pending;
      });
  };
  const client = new Client({ url: '/graphql', exchanges: [holding] });
  return { client, asked, answerAll, press };
}

const DAY = 86_400_000;

/** The repair whose warranty a request form claims, its warranty ending `days` from now. */
export function warrantyClaim(days: number | null) {
  return {
    repair: {
      code: 'RIP-7KQ2M9XD',
      device: 'Apple iPhone 13',
      warrantyUntil: days === null ? null : new Date(Date.now() + days * DAY).toISOString(),
    },
    deviceCategory: 'SMARTPHONE',
    brand: 'Apple',
    model: 'iPhone 13',
  };
}

/** Opens a request form as the status page's warranty link does, handing over `email` if any. */
export function openWarrantyLink(path: string, code: string, email?: string) {
  const state = email ? { warrantyEmail: email } : null;
  window.history.replaceState(state, '', `${path}?garanzia=${encodeURIComponent(code)}`);
}

/** The Worker refusing fields, each with its message in place, and one sentence for the form. */
export function refusedFields(fields: Record<string, string>): Answer {
  const extensions = { code: 'BAD_USER_INPUT', fields };
  return { errors: [{ message: FIELDS_REFUSED, extensions }] };
}

export const FIELDS_REFUSED = 'Alcuni campi non sono validi: correggili e riprova.';

/**
 * Submits from a form holding one input per field named, in that order, so that where focus goes
 * can be seen; returns the form.
 */
export async function submitFields(
  onSubmit: (event: FormEvent<HTMLFormElement>) => void,
  names: readonly string[],
) {
  const form = document.createElement('form');
  for (const name of names) {
    const input = document.createElement('input');
    input.name = name;
    form.append(input);
  }
  document.body.append(form);
  await act(async () => {
    onSubmit({ preventDefault() {}, currentTarget: form } as FormEvent<HTMLFormElement>);
  });
  return form;
}

/**
 * The two ways a request fails that a hook must say: the Worker's refusal, in its words, and no
 * answer at all, in Italian. Rows of [case, answer, message shown] for `it.each`.
 */
export function failures(code: string, message: string): [string, Answer, string][] {
  return [
    ['a refusal in its words', refused(code, message), message],
    ['a failed request in Italian', unanswered, UNREACHABLE],
  ];
}

/**
 * Renders a hook whose result has a `state` of some kind; `shown` lists each kind it rendered, in
 * turn, so that a state flashed on the way (a "not found" before a refusal) is seen.
 */
export function renderStates<T extends { state: { kind: string } }>(use: () => T, client: Client) {
  const shown: string[] = [];
  const hook = renderHook(
    () => {
      const result = use();
      if (shown.at(-1) !== result.state.kind) shown.push(result.state.kind);
      return result;
    },
    { wrapper: withClient(client) },
  );
  return Object.assign(hook, { shown });
}

/** A shipping form as a sender fills it in. */
export const SHIPPING_FORM: ShippingFormFields = {
  senderName: 'Chiara Bianchi',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '333 1234567',
  email: 'chiara@example.it',
  device: 'Apple iPhone 13',
  problem: 'Il display non si accende più.',
  codLock: '1234',
  carrier: '',
  trackingNumber: '',
  acceptRules: true,
};

const {
  codLock: _,
  acceptRules: __,
  carrier: ___,
  trackingNumber: ____,
  ...received
} = SHIPPING_FORM;

/** The receipt of that form, as its printed sheet shows it. */
export const SHIPPING_RECEIPT = {
  id: 'f1',
  number: 'SPD-2026-000001',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...received,
};
