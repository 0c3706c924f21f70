import { act, renderHook, waitFor } from '@testing-library/react';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { rule } from '../../schema/rules/form-rules';
import { type FormCheck, useForm } from '../../web/ui/useForm';
import { submitFrom } from './catalogue-fixtures';

const RULES = {
  email: { label: 'E-mail', rules: [rule.required(), rule.email()] },
  password: { label: 'Password', rules: [rule.required(), rule.min(8)] },
  confirm: { label: 'Conferma', rules: [rule.confirmed('password')] },
  color: { label: 'Colore', rules: [rule.required()] },
  accept: { label: 'Condizioni', rules: [rule.acceptAllCondition()] },
};
const NAMES = Object.keys(RULES);
const START = { email: '', password: '', confirm: '', color: '', accept: false };
const FILLED = {
  email: 'mario@example.it',
  password: 'segreta123',
  confirm: 'segreta123',
  color: 'blu',
  accept: true,
};
const NETWORK = 'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.';

type Values = typeof START;

function renderForm(judge: FormCheck<Values> = () => RULES, initial: Values = START) {
  const hook = renderHook(() => useForm(initial, judge));
  /** Submits with `send` answering `answer`; the form's inputs come back by name. */
  const submit = (answer?: unknown, showProblem?: (message: string) => void) => {
    const send = vi.fn(async () => answer);
    const inputs = submitFrom(hook.result.current.onSubmit(send, showProblem), ...NAMES);
    return { send, inputs };
  };
  return { hook, submit };
}

const refusedWith = (message: string, extensions: Record<string, unknown>) => ({
  error: new CombinedError({ graphQLErrors: [{ message, extensions }] }),
});

describe('useForm', () => {
  it('gives a text input its name and value, and takes what is typed without judging it', () => {
    const { hook } = renderForm();
    expect(hook.result.current.text('email')).toMatchObject({ name: 'email', value: '' });
    act(() => hook.result.current.text('email').onChange({ target: { value: 'mario@' } }));
    expect(hook.result.current.values.email).toBe('mario@');
    expect(hook.result.current.errors).toEqual({});
  });

  it('judges a field among the others: a confirmation against the password it repeats', () => {
    const { hook } = renderForm();
    act(() => {
      hook.result.current.setValue('password', 'segreta123');
      hook.result.current.setValue('confirm', 'segreta12');
    });
    act(() => hook.result.current.text('confirm').onBlur());
    expect(hook.result.current.errors).toEqual({ confirm: 'I valori non coincidono.' });
    act(() => hook.result.current.setValue('password', 'segreta12', { validate: true }));
    act(() => hook.result.current.text('confirm').onBlur());
    expect(hook.result.current.errors).toEqual({});
  });

  it('keeps every value set in one go, each on top of the last', () => {
    const { hook } = renderForm();
    act(() => {
      hook.result.current.setValue('email', FILLED.email);
      hook.result.current.setValue('color', FILLED.color);
    });
    expect(hook.result.current.values).toEqual({ ...START, email: FILLED.email, color: 'blu' });
  });

  it("judges a committed choice at once, changing that field's message alone", () => {
    const { hook } = renderForm();
    act(() => hook.result.current.text('email').onBlur());
    act(() => hook.result.current.select('color').onChange({ target: { value: '' } }));
    expect(hook.result.current.errors).toEqual({
      email: 'Il campo non deve essere vuoto.',
      color: 'Il campo non deve essere vuoto.',
    });
    act(() => hook.result.current.select('color').onChange({ target: { value: 'blu' } }));
    act(() => hook.result.current.checkbox('accept').onChange({ target: { checked: true } }));
    expect(hook.result.current.checkbox('accept').checked).toBe(true);
    expect(hook.result.current.errors).toEqual({ email: 'Il campo non deve essere vuoto.' });
  });

  it("shows the Worker's field messages in place, focusing the first in the form's order", async () => {
    const { hook, submit } = renderForm(undefined, FILLED);
    const { send, inputs } = submit(
      refusedWith('Controlla i campi evidenziati.', {
        code: 'BAD_USER_INPUT',
        fields: { color: 'Colore non disponibile.', password: 'Password troppo comune.' },
      }),
    );
    const input = await inputs;
    expect(send).toHaveBeenCalledOnce();
    expect(hook.result.current.errors).toEqual({
      color: 'Colore non disponibile.',
      password: 'Password troppo comune.',
    });
    expect(document.activeElement).toBe(input.password);
    expect(hook.result.current.problem).toBe('Controlla i campi evidenziati.');
  });

  it.each([
    [
      'a refusal in its words',
      refusedWith('Troppe richieste.', { code: 'RATE_LIMITED' }),
      'Troppe richieste.',
    ],
    ['an internal error', refusedWith('Boom', { code: 'INTERNAL_SERVER_ERROR' }), NETWORK],
    [
      'a request that never arrived',
      { error: new CombinedError({ networkError: new TypeError('Failed to fetch') }) },
      NETWORK,
    ],
  ])('tells %s at the top of the form, with no field marked', async (_, answer, message) => {
    const { hook, submit } = renderForm(undefined, FILLED);
    await submit(answer).inputs;
    expect(hook.result.current.problem).toBe(message);
    expect(hook.result.current.errors).toEqual({});
  });

  it('tells the problem where the form asks instead', async () => {
    const { hook, submit } = renderForm(undefined, FILLED);
    const showProblem = vi.fn();
    await submit(refusedWith('Troppe richieste.', { code: 'RATE_LIMITED' }), showProblem).inputs;
    expect(showProblem).toHaveBeenCalledWith('Troppe richieste.');
    expect(hook.result.current.problem).toBeNull();
  });

  it.each([
    ['nothing', undefined],
    ['data', { data: { ok: true } }],
    ['an error that is not a refused request', { error: 'testo' }],
  ])('finds no problem in an answer of %s', async (_, answer) => {
    const { hook, submit } = renderForm(undefined, FILLED);
    const showProblem = vi.fn();
    await submit(answer, showProblem).inputs;
    expect(showProblem).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ problem: null, errors: {} });
  });

  it('keeps the last problem while the fields fail, and clears it when they pass', async () => {
    const { hook, submit } = renderForm(undefined, FILLED);
    await submit(refusedWith('Troppe richieste.', { code: 'RATE_LIMITED' })).inputs;
    act(() => hook.result.current.setValue('email', ''));
    const failing = submit();
    await failing.inputs;
    expect(failing.send).not.toHaveBeenCalled();
    expect(hook.result.current.problem).toBe('Troppe richieste.');

    act(() => hook.result.current.setValue('email', FILLED.email));
    const passing = submit(undefined);
    await passing.inputs;
    expect(passing.send).toHaveBeenCalledOnce();
    expect(hook.result.current.problem).toBeNull();
  });

  it('is sending until the answer, and sends nothing on a second submit meanwhile', async () => {
    const { hook } = renderForm(undefined, FILLED);
    let answer: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    await submitFrom(hook.result.current.onSubmit(send), ...NAMES);
    expect(hook.result.current.sending).toBe(true);
    await submitFrom(hook.result.current.onSubmit(send), ...NAMES);
    expect(send).toHaveBeenCalledOnce();

    act(() => answer(undefined));
    await waitFor(() => expect(hook.result.current.sending).toBe(false));
    await submitFrom(hook.result.current.onSubmit(send), ...NAMES);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("judges a form by its own check: one field's message on leaving it, all on submit", async () => {
    const errorsOf = (values: Values) => ({
      ...(values.email.endsWith('.it') ? {} : { email: 'Solo indirizzi italiani.' }),
      ...(values.color ? {} : { color: 'Scegli un colore.' }),
    });
    const { hook, submit } = renderForm({ errorsOf });
    act(() => hook.result.current.text('color').onBlur());
    expect(hook.result.current.errors).toEqual({ color: 'Scegli un colore.' });
    const { send, inputs } = submit();
    const input = await inputs;
    expect(hook.result.current.errors).toEqual({
      email: 'Solo indirizzi italiani.',
      color: 'Scegli un colore.',
    });
    expect(document.activeElement).toBe(input.email);
    expect(send).not.toHaveBeenCalled();
  });
});
