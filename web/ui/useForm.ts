import { type FormEvent, useCallback, useRef, useState } from 'react';
import {
  type FieldErrors,
  type FieldValue,
  type FormRules,
  hasErrors,
  validateField,
  validateForm,
} from '../../schema/rules/validation';

/** What `text` gives an input: its name and value, typing and leaving. */
export interface TextInputProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/**
 * Form state checked with the shared rules: a field is validated when it loses focus or commits a
 * change (a select, a box, a radio), never while the person is still typing. Submitting checks
 * everything; the Worker's own field errors can be shown in place with `showServerErrors`.
 */
export function useForm<V extends { [K in keyof V]: FieldValue }>(
  initial: V,
  rulesFor: (values: V) => FormRules<string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback(
    (name: keyof V & string, current: V) => {
      const rule = rulesFor(current)[name];
      const message = rule
        ? validateField(current[name], rule.rules, { label: rule.label, values: current })
        : null;
      setErrors((previous) => {
        const { [name]: _old, ...rest } = previous;
        return message ? { ...rest, [name]: message } : rest;
      });
    },
    [rulesFor],
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
    const all = validateForm(latest.current, rulesFor(latest.current));
    setErrors(all);
    return all;
  }, [rulesFor]);

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
   * when all pass, sends.
   */
  const onSubmit = (send: () => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAll();
    if (hasErrors(found)) return focusFirstError(event.currentTarget, found);
    void send();
  };

  return {
    values,
    errors,
    setValue,
    showServerErrors: (fields: FieldErrors<string>) => setErrors(fields),
    text,
    select,
    checkbox,
    onSubmit,
  };
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
