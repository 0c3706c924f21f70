/**
 * How the shop stores what people type: one normaliser for e-mail addresses and one for postal
 * addresses, so a lookup by e-mail finds what an order or a request stored.
 */

/** E-mail addresses are compared and stored trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

/** Trimmed parts, and the province's sigla in capitals ("mi" is "MI"). */
export function normaliseAddress(address: PostalAddress): PostalAddress {
  return {
    street: address.street.trim(),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    province: address.province.trim().toUpperCase(),
  };
}
