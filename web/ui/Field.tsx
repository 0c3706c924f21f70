import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import { MAX_PHONE_LENGTH } from '../../schema/rules/form-rules';

const CONTROL =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink outline-none transition-colors focus:ring-2';
const OK = 'border-slate-300 focus:border-brand-500 focus:ring-brand-200';
const BAD = 'border-red-500 focus:border-red-600 focus:ring-red-200';

/**
 * Where a field's message appears. The line is kept even when empty: a message that vanished on
 * blur would otherwise pull the page up under the pointer and the click would land elsewhere.
 */
export function ErrorSlot({
  id,
  message,
  className = '',
}: {
  id: string | undefined;
  message: string | undefined;
  className?: string;
}) {
  return (
    <p id={id} className={`mt-1 min-h-5 text-sm font-medium text-red-700 ${className}`}>
      {message}
    </p>
  );
}

interface WrapperProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** A label, the control, an optional hint and the error under it, tied together for screen readers. */
function FieldWrapper({ label, error, hint, optional, children, className = '' }: WrapperProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (facoltativo)</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorSlot id={errorId} message={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

export function TextField({ label, error, hint, optional, className, ...input }: InputProps) {
  return (
    <FieldWrapper label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} ${invalid ? BAD : OK}`}
          {...input}
        />
      )}
    </FieldWrapper>
  );
}

type PresetProps = Omit<InputProps, 'label' | 'type' | 'autoComplete'>;

/** The e-mail box of every form: the e-mail keyboard and the browser's autofill. */
export function EmailField(props: PresetProps) {
  return <TextField label="E-mail" type="email" autoComplete="email" {...props} />;
}

/** The phone box of every form: the phone keypad, the browser's autofill and the rule's length. */
export function PhoneField(props: PresetProps) {
  return (
    <TextField
      label="Telefono"
      type="tel"
      autoComplete="tel"
      maxLength={MAX_PHONE_LENGTH}
      {...props}
    />
  );
}

type TextAreaProps = Omit<InputHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  rows?: number;
};

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className,
  rows = 4,
  ...input
}: TextAreaProps) {
  return (
    <FieldWrapper label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} ${invalid ? BAD : OK}`}
          {...input}
        />
      )}
    </FieldWrapper>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  optional?: boolean;
};

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  optional,
  className,
  ...select
}: SelectProps) {
  return (
    <FieldWrapper label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} ${invalid ? BAD : OK}`}
          {...select}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldWrapper>
  );
}
