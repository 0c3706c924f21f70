import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { Client, cacheExchange, type Exchange, getOperationName, makeResult } from 'urql';
import { expect, vi } from 'vitest';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthSdk, useAuth } from '../../web/account/auth';
import { submitWith, withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

/*
 * The accounts' hooks under test: a session they read through a fake `useAuth` (mocked per file
 * with `fakeAuth`), Firebase as spies, and a fake Worker behind a router in memory.
 */

type Auth = ReturnType<typeof useAuth>;
type User = NonNullable<Auth['user']>;

export const CHIARA: User = {
  uid: 'u1',
  email: 'chiara@example.it',
  displayName: 'chiara neri',
  emailVerified: true,
};

/** Firebase as the account hooks call it: each call resolves, unless a test says otherwise. */
const sdk = {
  usesEmulator: false,
  signInWithEmail: vi.fn(async (_email: string, _password: string) => undefined),
  signInWithGoogle: vi.fn(async () => undefined),
  signInWithEmulatedGoogle: vi.fn(async (_email: string, _name: string) => undefined),
  signInWithGoogleCredential: vi.fn(async (_credential: string) => undefined),
  register: vi.fn(async (_name: string, _email: string, _password: string) => undefined),
  resendVerification: vi.fn(async () => undefined),
  verifyEmail: vi.fn(async (_code: string) => undefined),
  sendPasswordReset: vi.fn(async (_email: string) => undefined),
  checkResetCode: vi.fn(async (_code: string) => 'chiara@example.it'),
  resetPassword: vi.fn(async (_code: string, _password: string) => undefined),
  changePassword: vi.fn(async (_current: string, _next: string) => undefined),
  renameUser: vi.fn(async (_name: string) => undefined),
};

/** Who is signed in, and the session's actions as spies; `resetSession` before each test. */
export const session = {
  user: CHIARA as User | null,
  initialized: true,
  sdk,
  // One function for the whole file, as the real provider's: hooks list it in effect deps.
  loadSdk: vi.fn(async () => sdk as unknown as AuthSdk),
  markSignedIn: vi.fn(() => undefined),
  renamed: vi.fn((_name: string) => undefined),
  logout: vi.fn(async () => true),
};

function fakeUseAuth(): Auth {
  return {
    user: session.user,
    loading: false,
    initialized: session.initialized,
    isAuthenticated: session.user !== null,
    displayName: session.user?.displayName ?? 'Utente',
    initials: '',
    loadSdk: session.loadSdk,
    markSignedIn: session.markSignedIn,
    renamed: session.renamed,
    logout: session.logout,
  };
}

/** For `vi.mock('../../web/account/auth', ...)`: the real module with the session above. */
export const fakeAuth = (original: object) => ({ ...original, useAuth: fakeUseAuth });

/** Chiara signed in and every spy back to its first answer. */
export function resetSession() {
  vi.resetAllMocks();
  session.user = CHIARA;
  session.initialized = true;
  sdk.usesEmulator = false;
}

/** A refusal as the Worker sends it. */
export const refused = (code: string, message: string) => (): Answer => ({
  errors: [{ message, extensions: { code } }],
});

/**
 * A lost connection as a hook sees it: an error with no GraphQL error in it (urql's network
 * errors carry none either).
 */
export const offline = (): Answer => ({ errors: [] });

type AnswerOf = (name: string, variables: Record<string, unknown>) => Answer;

/**
 * The fake Worker's answers as an exchange, each sent once `ready` lets it through: what
 * `workerClient` cannot be, an answer that waits or one behind urql's document cache.
 */
function answering(answer: AnswerOf, ready: () => Promise<void>) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) =>
        fromPromise(
          ready().then(() => {
            const name = getOperationName(operation.query) ?? '';
            const variables = operation.variables as Record<string, unknown>;
            asked.push({ name, variables });
            return makeResult(operation, answer(name, variables));
          }),
        ),
      ),
    );
  return { exchange, asked };
}

/** A fake Worker whose answers wait until `release()`: what a hook shows while it waits. */
export function heldWorker(answer: AnswerOf) {
  const waiting: (() => void)[] = [];
  const { exchange, asked } = answering(
    answer,
    () => new Promise<void>((resolve) => waiting.push(resolve)),
  );
  return {
    client: new Client({ url: '/graphql', exchanges: [exchange] }),
    asked,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** Each first sign-in a new account: the profile sync records each uid once per page. */
let accounts = 0;

/**
 * A first sign-in behind urql's document cache, as in the app: `useHook` beside the profile sync,
 * its first read settled while nobody is signed in yet (the Worker has no profile: `me` is null);
 * then `signIn()`, and the sync makes the profile (an answer naming a User), after which the
 * Worker reads `me`.
 */
export async function renderFirstSignIn<T>(useHook: () => T, me: unknown) {
  session.user = null;
  let made = false;
  const user = { __typename: 'User', id: 'u1', lastLoginAt: '2026-11-27T10:00:00.000Z' };
  const { exchange, asked } = answering(
    (name) => {
      if (name === 'EnsureProfile') {
        made = true;
        return { data: { ensureProfile: user } };
      }
      if (name === 'RecordLogin') return { data: { recordLogin: user } };
      return { data: { me: made ? me : null } };
    },
    async () => {},
  );
  const client = new Client({ url: '/graphql', exchanges: [cacheExchange, exchange] });
  // Imported here: the files that mock the auth module import this one from the mock.
  const { useProfileSync } = await import('../../web/account/useProfileSync');
  const { hook } = renderAt(
    () => {
      useProfileSync();
      return useHook();
    },
    { worker: { client } },
  );
  await settled();
  return {
    hook,
    asked,
    signIn: async () => {
      session.user = { ...CHIARA, uid: `u-first-${++accounts}` };
      hook.rerender();
      await waitFor(() => expect(asked.map(({ name }) => name)).toContain('RecordLogin'));
      await settled();
    },
  };
}

/** Every answer already on its way delivered. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A promise the test settles: a Firebase call still on its way. */
export function pending<T = undefined>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * Renders a hook at `path` over `worker`, with the toaster; with a `route`, only while the
 * location matches it, as the page that calls the hook. `location()` is where navigation has led
 * ("/path?query"), `visited()` every address on the way (a replaced one is gone).
 */
export function renderAt<T>(
  useHook: () => T,
  {
    worker = workerClient(() => ({})),
    path = '/',
    route,
  }: { worker?: { client: Client }; path?: string; route?: string },
) {
  const memory = memoryLocation({ path, record: true });
  const Provided = withClient(worker.client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Provided>{route ? <Route path={route}>{children}</Route> : children}</Provided>
    </Router>
  );
  return {
    hook: renderHook(useHook, { wrapper }),
    location: () => memory.history?.at(-1),
    visited: () => [...(memory.history ?? [])],
  };
}

/** `renderAt` over a fake Worker that answers with `answer`; `asked` is what reached it. */
export function renderAnswering<T>(useHook: () => T, answer: AnswerOf, path?: string) {
  const worker = workerClient(answer);
  return { ...renderAt(useHook, { worker, path }), asked: worker.asked };
}

/** What an account form's hook gives its page: the form and what submitting it does. */
interface FormHook<V> {
  form: {
    values: V;
    setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
    onSubmit: (send: () => unknown) => (event: FormEvent<HTMLFormElement>) => void;
  };
  submit: () => unknown;
}

/**
 * Types `values` into the hook's form and submits it, as its page does. (A box's value is any
 * boolean: a form's initial `false` types it as that literal.)
 */
export async function fillAndSubmit<V>(
  hook: { result: { current: FormHook<V> } },
  values: Partial<Record<keyof V, string | boolean>>,
) {
  act(() => {
    for (const [name, value] of Object.entries(values)) {
      hook.result.current.form.setValue(name as keyof V & string, value as V[keyof V & string]);
    }
  });
  await submitWith(hook.result.current.form.onSubmit(hook.result.current.submit));
}
