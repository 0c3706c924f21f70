import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { ErrorSlot } from './Field';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> & {
  label: ReactNode;
  error?: string | undefined;
};

export function CheckboxField({ label, error, className = '', ...input }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <ErrorSlot id={errorId} message={error} className="ml-8" />
    </div>
  );
}

interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

interface RadioGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly RadioOption[];
  error?: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
}

/** A set of choices shown as cards, each a real radio button. */
export function RadioGroupField({
  legend,
  name,
  value,
  options,
  error,
  onChange,
  onBlur,
}: RadioGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 ${
              error ? 'border-red-400' : 'border-slate-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              onBlur={onBlur}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="block font-semibold text-ink">{option.label}</span>
              {option.description ? (
                <span className="block text-sm text-slate-600">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <ErrorSlot id={errorId} message={error} />
    </fieldset>
  );
}
