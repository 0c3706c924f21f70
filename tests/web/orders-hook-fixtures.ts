import { act, waitFor } from '@testing-library/react';
import { getOperationAST } from 'graphql';
import { Client, type Exchange, makeErrorResult, makeResult } from 'urql';
import { vi } from 'vitest';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';
import type { AddressFields } from '../../schema/rules/addresses';
import type { CheckoutFields } from '../../schema/rules/checkout';
import { EMPTY_CHECKOUT } from '../../web/checkout/checkout-draft';
import type { Withdrawal, WithdrawalOrder } from '../../web/orders/useWithdrawal';
import type { Answer } from './worker-client';

/** A refusal as the Worker shapes it; `fields` are the per-field messages a form shows in place. */
export function refused(code: string, message: string, fields?: Record<string, string>): Answer {
  const extensions = fields ? { code, fields } : { code };
  return { errors: [{ message, extensions }] };
}

/** What the patient Worker gives back: an answer, or an Error when the network failed. */
export type Reply = Answer | { data: null } | Error;

/**
 * A fake Worker like `workerClient` whose answers may wait (a promise the test settles, to see the
 * hook while it is busy) or never arrive (an Error: the connection, not the Worker, failed).
 */
export function patientWorker(
  reply: (name: string, variables: Record<string, unknown>) => Reply | Promise<Reply>,
) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) => {
        const name = getOperationAST(operation.query)?.name?.value ?? '';
        const variables = operation.variables as Record<string, unknown>;
        asked.push({ name, variables });
        return fromPromise(
          Promise.resolve(reply(name, variables)).then((answer) =>
            answer instanceof Error
              ? makeErrorResult(operation, answer)
              : makeResult(operation, answer),
          ),
        );
      }),
    );
  return { client: new Client({ url: '/graphql', exchanges: [exchange] }), asked };
}

/** An answer held back until the test lets it go. */
export function held(answer: Reply) {
  let release = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = () => resolve(answer);
  });
  return { promise, release };
}

/**
 * Starts `send` while its `answer` is held, waits until `whileHeld` passes (the hook shows it is
 * busy), then lets the answer go and waits for `send` to finish.
 */
export async function sendHeld(
  answer: ReturnType<typeof held>,
  send: () => Promise<unknown>,
  whileHeld: () => void,
) {
  let sent: Promise<unknown> = Promise.resolve();
  act(() => {
    sent = send();
  });
  await waitFor(whileHeld);
  await act(async () => {
    answer.release();
    await sent;
  });
}

/** The connection dropping before the Worker answered. */
export const offline = () => new TypeError('Failed to fetch');

/** The account the tests' `useAuth` reports: nobody, unless a test signs someone in. */
export const session: {
  user: { uid: string; email: string; emailVerified: boolean } | null;
} = { user: null };

/** `useAuth` as the hooks read it, over `session`; mocked in by the test files that need it. */
export const fakeAuth = () => ({ user: session.user, isAuthenticated: session.user !== null });

/** The message every refusal without a reason of its own shows (web/ui/server-errors.ts). */
export const CONNECTION_PROBLEM =
  'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.';

/** What reached the Worker, each operation once: urql's first render may send a query twice. */
export function askedOnce<T>(asked: readonly T[]): T[] {
  const seen = new Set<string>();
  return asked.filter((operation) => {
    const key = JSON.stringify(operation);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The withdrawal window of order RL-2026-000123: two AirPods and a black cover to return. */
export function withdrawalWindow(change: Partial<Withdrawal> = {}): Withdrawal {
  return {
    deliveredAt: '2026-03-05T12:00:00.000Z',
    until: '2026-03-19T22:59:59.999Z',
    open: true,
    returnable: [
      { position: 1, name: 'AirPods Pro', brand: 'Apple', color: null, size: null, quantity: 2 },
      {
        position: 2,
        name: 'Cover MagSafe',
        brand: 'Apple',
        color: 'Nero',
        size: null,
        quantity: 1,
      },
    ],
    ...change,
  };
}

/** Order RL-2026-000123 as its withdrawal section reads it; a null window: not delivered yet. */
export function withdrawalOrder(window: Withdrawal | null = withdrawalWindow()): WithdrawalOrder {
  return {
    id: 'ord-1',
    number: 'RL-2026-000123',
    createdAt: '2026-03-02T10:00:00.000Z',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    shippingAddress: { street: 'Via Roma 10', postalCode: '20121', city: 'Milano', province: 'MI' },
    withdrawal: window,
    returns: [],
  };
}

/** The toast module with `showToast` spied on: `vi.mock('../../web/ui/toast', spiedToast)`. */
export async function spiedToast() {
  const toast = await vi.importActual<typeof import('../../web/ui/toast')>('../../web/ui/toast');
  return { ...toast, showToast: vi.fn() };
}

/** Giulia's home, as a saved address and as the checkout's shipping fields. */
export const GIULIA_HOME: AddressFields = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  phone: '3331234567',
  street: 'Via Roma 10',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
};

/** A checkout filled in by Giulia as a guest, paying by bank transfer. */
export const GIULIA_CHECKOUT: CheckoutFields = {
  ...EMPTY_CHECKOUT,
  ...GIULIA_HOME,
  email: 'giulia@example.it',
  paymentMethod: 'bonifico',
  acceptTerms: true,
};
