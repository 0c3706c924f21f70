import { type FormEvent, useCallback, useRef, useState } from 'react';
import { CombinedError } from 'urql';
import type { FormRules } from '../../schema/rules/form-rules';
import {
  type FieldErrors,
  type FieldValue,
  hasErrors,
  validateField,
  validateForm,
} from '../../schema/rules/validation';
import { refusal } from './server-errors';
import { useOneAtATime } from './useOneAtATime';

/** What `text` gives an input: its name and value, typing and leaving. */
export interface TextInputProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/** What a form sends gets back: the server's answer, refused when it carries an error. */
export type ServerAnswer = { error?: CombinedError } | undefined;

/**
 * How a form judges its fields: the shared rules per field, or, for a form whose checks are not
 * field rules (the shop module's product edit), a function giving every field's message.
 */
export type FormCheck<V> =
  | ((values: V) => FormRules<string>)
  | { errorsOf: (values: V) => FieldErrors<string> };

/**
 * Form state checked with the shared rules: a field is validated when it loses focus or commits a
 * change (a select, a box, a radio), never while the person is still typing. Submitting checks
 * everything, then sends; when the server refuses, its field messages show in place and its
 * general message in `problem` (docs/product.md#validation).
 */
export function useForm<V extends { [K in keyof V]: FieldValue }>(initial: V, judge: FormCheck<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(values);
  latest.current = values;
  const sending = useOneAtATime();

  const check = useCallback(
    (name: keyof V & string, current: V) => {
      const message = fieldError(judge, name, current);
      setErrors((previous) => {
        const { [name]: _old, ...rest } = previous;
        return message ? { ...rest, [name]: message } : rest;
      });
    },
    [judge],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K], options: { validate?: boolean } = {}) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (options.validate) check(name, next);
    },
    [check],
  );

  /** Checks every field and shows what fails. */
  const validateAll = useCallback(() => {
    const all = formErrors(judge, latest.current);
    setErrors(all);
    return all;
  }, [judge]);

  /** Props for a text-like input: updates as typed, validated on blur. */
  const text = (name: keyof V & string): TextInputProps => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) =>
      setValue(name, event.target.value as V[typeof name]),
    onBlur: () => check(name, latest.current),
  });

  /** Props for a select: a choice is a committed change, validated at once. */
  const select = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) =>
      setValue(name, event.target.value as V[typeof name], { validate: true }),
    onBlur: () => check(name, latest.current),
  });

  /** Props for a checkbox. */
  const checkbox = (name: keyof V & string) => ({
    name,
    checked: values[name] === true,
    onChange: (event: { target: { checked: boolean } }) =>
      setValue(name, event.target.checked as V[typeof name], { validate: true }),
    onBlur: () => check(name, latest.current),
  });

  /**
   * The form element's onSubmit: checks every field and moves focus to the first one in error, or,
   * when all pass, sends. If the answer is a refusal, the fields it names show their message and
   * the first of them takes focus; the general message goes to `problem`, or to `showProblem` for
   * a form that tells it elsewhere (a toast, a status line). While an answer is awaited the form
   * is `sending`, and another submit sends nothing.
   */
  const onSubmit =
    (send: () => unknown, showProblem: (message: string) => void = setProblem) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      const found = validateAll();
      if (hasErrors(found)) return focusFirstError(element, found);
      setProblem(null);
      void sending.once(async () => {
        const error = refusedWith(await send());
        if (!error) return;
        const { fields, message } = refusal(error);
        if (fields) {
          setErrors(fields);
          focusFirstError(element, fields);
        }
        showProblem(message);
      });
    };

  return {
    values,
    errors,
    problem,
    sending: sending.busy,
    setValue,
    text,
    select,
    checkbox,
    onSubmit,
  };
}

/** The error of a server answer, when what a form sent came back refused. */
function refusedWith(answer: unknown): CombinedError | null {
  return answer instanceof Object && 'error' in answer && answer.error instanceof CombinedError
    ? answer.error
    : null;
}

function formErrors<V extends { [K in keyof V]: FieldValue }>(
  judge: FormCheck<V>,
  values: V,
): FieldErrors<string> {
  return 'errorsOf' in judge ? judge.errorsOf(values) : validateForm(values, judge(values));
}

/** One field's message, judged as it stands among the others. */
function fieldError<V extends { [K in keyof V]: FieldValue }>(
  judge: FormCheck<V>,
  name: keyof V & string,
  values: V,
): string | null {
  if ('errorsOf' in judge) return judge.errorsOf(values)[name] ?? null;
  const rule = judge(values)[name];
  return rule ? validateField(values[name], rule.rules, { label: rule.label, values }) : null;
}

/** Moves focus to the first field with an error, in the order of the form. */
function focusFirstError(form: HTMLFormElement, errors: FieldErrors<string>): void {
  const invalid = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      'name' in element &&
      Boolean(errors[(element as HTMLInputElement).name]),
  );
  invalid?.focus();
}
