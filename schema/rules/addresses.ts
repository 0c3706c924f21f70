import { type FormRules, rule } from './form-rules';

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
  firstName: { label: 'Nome', rules: [rule.required(), rule.max(60)] },
  lastName: { label: 'Cognome', rules: [rule.required(), rule.max(60)] },
  phone: { label: 'Telefono', rules: [rule.required(), rule.phone()] },
  street: { label: 'Indirizzo', rules: [rule.required(), rule.min(3), rule.max(120)] },
  postalCode: { label: 'CAP', rules: [rule.required(), rule.cap()] },
  city: { label: 'Città', rules: [rule.required(), rule.max(60)] },
  province: { label: 'Provincia', rules: [rule.required(), rule.provincia()] },
};

/** A saved address also has an optional name of its own: "Casa", "Ufficio". */
export const SAVED_ADDRESS_RULES: FormRules<keyof AddressFields | 'label'> = {
  label: { label: 'Nome dell\u2019indirizzo', rules: [rule.max(40)] },
  ...ADDRESS_RULES,
};

export const MAX_SAVED_ADDRESSES = 20;
