import type { FormRules } from './validation';

/** An Italian shipping address with the person it goes to, as saved and as typed at checkout. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

export const ADDRESS_RULES: FormRules<keyof AddressFields> = {
  firstName: { label: 'Nome', rules: 'required|max:60' },
  lastName: { label: 'Cognome', rules: 'required|max:60' },
  phone: { label: 'Telefono', rules: 'required|phone' },
  street: { label: 'Indirizzo', rules: 'required|min:3|max:120' },
  postalCode: { label: 'CAP', rules: 'required|cap' },
  city: { label: 'Città', rules: 'required|max:60' },
  province: { label: 'Provincia', rules: 'required|provincia' },
};

/** A saved address also has an optional name of its own: "Casa", "Ufficio". */
export const SAVED_ADDRESS_RULES: FormRules<keyof AddressFields | 'label'> = {
  label: { label: 'Nome dell\u2019indirizzo', rules: 'max:40' },
  ...ADDRESS_RULES,
};

export const MAX_SAVED_ADDRESSES = 20;
