import { SAVED_ADDRESS_RULES } from '../../schema/rules/addresses';
import { AddressFields } from '../ui/AddressFields';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField } from '../ui/ChoiceFields';
import { PhoneField, TextField } from '../ui/Field';
import { showToast } from '../ui/toast';
import { type ServerAnswer, useForm } from '../ui/useForm';

export interface AddressValues {
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  makeDefault: boolean;
}

export const EMPTY_ADDRESS: AddressValues = {
  label: '',
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  postalCode: '',
  city: '',
  province: '',
  makeDefault: false,
};

interface AddressFormProps {
  initial: AddressValues;
  submitLabel: string;
  /** Saves the address and resolves with the server's answer, shown here if it refused it. */
  onSubmit: (values: AddressValues) => Promise<ServerAnswer>;
  onCancel: () => void;
}

export function AddressForm({ initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const form = useForm(initial, () => SAVED_ADDRESS_RULES);
  const { errors } = form;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.onSubmit(() => onSubmit(form.values), showToast)}
    >
      <TextField
        label="Nome dell'indirizzo"
        optional
        hint="Ad esempio Casa o Ufficio"
        className="sm:col-span-2"
        error={errors.label}
        {...form.text('label')}
      />
      <TextField
        label="Nome"
        autoComplete="given-name"
        error={errors.firstName}
        {...form.text('firstName')}
      />
      <TextField
        label="Cognome"
        autoComplete="family-name"
        error={errors.lastName}
        {...form.text('lastName')}
      />
      <PhoneField className="sm:col-span-2" error={errors.phone} {...form.text('phone')} />
      <AddressFields text={form.text} errors={errors} />
      <CheckboxField
        label="Usa come indirizzo predefinito"
        className="sm:col-span-2"
        {...form.checkbox('makeDefault')}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={form.sending} className={buttonStyles.primary}>
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Annulla
        </button>
      </div>
    </form>
  );
}
