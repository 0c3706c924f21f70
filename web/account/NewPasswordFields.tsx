import type { FieldErrors } from '../../schema/rules/validation';
import { TextField } from '../ui/Field';
import type { TextInputProps } from '../ui/useForm';

/** A password being chosen, typed twice. */
export function NewPasswordFields({
  label,
  text,
  errors,
}: {
  label: string;
  /** The form's `text` from useForm. */
  text: (name: 'password' | 'confirmation') => TextInputProps;
  errors: FieldErrors<string>;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint="Almeno 6 caratteri"
        error={errors.password}
        {...text('password')}
      />
      <TextField
        label="Conferma password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...text('confirmation')}
      />
    </>
  );
}
