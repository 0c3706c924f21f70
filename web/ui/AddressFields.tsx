import { useId } from 'react';
import { ADDRESS_RULES } from '../../schema/rules/addresses';
import { maxLengthOf } from '../../schema/rules/form-rules';
import { type FieldErrors, PROVINCE_SIGLE } from '../../schema/rules/validation';
import { TextField } from './Field';
import type { TextInputProps } from './useForm';

type AddressField = 'street' | 'postalCode' | 'city' | 'province';

/**
 * An Italian postal address, the same in checkout, the address book and the shipping form: street,
 * CAP, city and the province's sigla (suggested as it is typed). Lives in a two-column grid.
 */
export function AddressFields({
  text,
  errors,
}: {
  /** The form's `text` from useForm. */
  text: (name: AddressField) => TextInputProps;
  errors: FieldErrors<string>;
}) {
  const provinces = useId();
  return (
    <>
      <TextField
        label="Indirizzo"
        hint="Via o piazza e numero civico"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.street}
        {...text('street')}
      />
      <TextField
        label="CAP"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={maxLengthOf(ADDRESS_RULES.postalCode)}
        error={errors.postalCode}
        {...text('postalCode')}
      />
      <TextField
        label="Città"
        autoComplete="address-level2"
        error={errors.city}
        {...text('city')}
      />
      <TextField
        label="Provincia"
        hint="La sigla di due lettere, ad esempio MI"
        autoComplete="address-level1"
        maxLength={maxLengthOf(ADDRESS_RULES.province)}
        list={provinces}
        className="sm:col-span-2 sm:max-w-48"
        error={errors.province}
        {...text('province')}
      />
      <datalist id={provinces}>
        {PROVINCE_SIGLE.map((sigla) => (
          <option key={sigla} value={sigla} />
        ))}
      </datalist>
    </>
  );
}
