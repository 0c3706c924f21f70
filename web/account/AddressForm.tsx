import { useRef } from 'react';
import { SAVED_ADDRESS_RULES } from '../../schema/rules/addresses';
import type { FieldErrors } from '../../schema/rules/validation';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField, TextField } from '../ui/Field';
import { focusFirstError, useForm } from '../ui/useForm';

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
  /** Resolves with the server's field errors, if it refused the address. */
  onSubmit: (values: AddressValues) => Promise<FieldErrors<string> | null>;
  onCancel: () => void;
}

export function AddressForm({ initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm(initial, () => SAVED_ADDRESS_RULES);
  const { errors } = form;
  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const found = form.validateAll();
        if (Object.keys(found).length) return focusFirstError(formRef.current, found);
        const refused = await onSubmit(form.values);
        if (refused) form.showServerErrors(refused);
      }}
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
      <TextField
        label="Telefono"
        type="tel"
        autoComplete="tel"
        className="sm:col-span-2"
        error={errors.phone}
        {...form.text('phone')}
      />
      <TextField
        label="Indirizzo"
        hint="Via o piazza e numero civico"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.street}
        {...form.text('street')}
      />
      <TextField
        label="CAP"
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        error={errors.postalCode}
        {...form.text('postalCode')}
      />
      <TextField
        label="Città"
        autoComplete="address-level2"
        error={errors.city}
        {...form.text('city')}
      />
      <TextField
        label="Provincia"
        maxLength={2}
        hint="La sigla, ad esempio MI"
        autoComplete="address-level1"
        error={errors.province}
        {...form.text('province')}
      />
      <CheckboxField
        label="Usa come indirizzo predefinito"
        className="sm:col-span-2"
        {...form.checkbox('makeDefault')}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className={buttonStyles.primary}>
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Annulla
        </button>
      </div>
    </form>
  );
}
