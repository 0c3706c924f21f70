import { expect, type Locator, type Page } from '@playwright/test';

/** What a required field says when left empty (its hint, if it has one, is read with it). */
export const REQUIRED = /Il campo non deve essere vuoto\./;

/** What a form says when a consent or the conditions were not accepted. */
export const MUST_ACCEPT = 'E obbligatorie accettare Tutte le condizioni.';

/**
 * The street, CAP, city and province boxes every address form shares (web/ui/AddressFields),
 * and the person's name and phone beside them in the checkout and the address book.
 */
export function addressFields(scope: Page | Locator) {
  return {
    firstName: scope.getByLabel('Nome', { exact: true }),
    lastName: scope.getByLabel('Cognome'),
    phone: scope.getByLabel('Telefono'),
    street: scope.getByLabel('Indirizzo', { exact: true }),
    postalCode: scope.getByLabel('CAP'),
    city: scope.getByLabel('Città'),
    province: scope.getByLabel('Provincia'),
  };
}

/** Fills the fields given a value, in the order the values come. */
export async function fillIn<K extends string>(
  fields: Record<K, Locator>,
  values: Partial<Record<K, string>>,
) {
  for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
    if (value !== undefined) await fields[key].fill(value);
  }
}

/** Types into a field and moves on, as a person does: the form checks a field when it is left. */
export async function enter(field: Locator, text: string) {
  await field.fill(text);
  await field.blur();
}

/** The field reads out this message (its accessible description). */
export async function expectError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAccessibleDescription(message);
}

/** The field is not marked invalid. */
export async function expectAccepted(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}
