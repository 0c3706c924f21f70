import { useId } from 'react';

interface Option {
  value: string;
  label: string;
  /** A colour to show beside the label. */
  swatch?: string;
}

interface OptionPickerProps {
  legend: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string) => void;
}

/** A set of radio buttons drawn as chips: colours with their swatch, sizes as text. */
export function OptionPicker({ legend, options, value, onChange }: OptionPickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend}
        {value ? <span className="font-normal text-slate-600">: {value}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-ink has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.swatch ? (
              <span
                aria-hidden="true"
                className="size-5 rounded-full ring-1 ring-black/15"
                style={{ backgroundColor: option.swatch }}
              />
            ) : null}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
