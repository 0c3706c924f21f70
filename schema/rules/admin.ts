import type { ColorSwatch } from '../db/catalogue';
import type { OrderStatus, PaymentMethod } from '../vocabulary';
import { type FieldErrors, type FormRules, validateForm } from './validation';

/** Lists in the admin area come in pages of at most this many rows. */
export const MAX_PAGE_SIZE = 50;

export function pageWindow(page: number | null | undefined, size: number | null | undefined) {
  const safeSize = Math.min(Math.max(Math.trunc(size ?? 20), 1), MAX_PAGE_SIZE);
  const safePage = Math.max(Math.trunc(page ?? 1), 1);
  return { page: safePage, size: safeSize, offset: (safePage - 1) * safeSize };
}

/** The way an order moves forward; a transfer is paid first, the other methods start preparing. */
const ORDER_FLOW: readonly OrderStatus[] = [
  'in_attesa_di_pagamento',
  'pagato',
  'in_preparazione',
  'spedito',
  'consegnato',
];

/** The states an order can move forward to from where it is (collection skips "spedito"). */
export function nextOrderStatuses(current: OrderStatus, method: PaymentMethod): OrderStatus[] {
  const at = ORDER_FLOW.indexOf(current);
  if (at === -1) return [];
  return ORDER_FLOW.slice(at + 1).filter(
    (status) => !(method === 'ritiro' && status === 'spedito'),
  );
}

export function canCancelOrder(current: OrderStatus): boolean {
  return current !== 'consegnato' && current !== 'annullato';
}

export interface ProductEdit {
  price: number;
  originalPrice: number | null;
  stock: number;
  inStock: boolean;
  description: string;
  colors: ColorSwatch[];
  sizes: string[];
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Checks a product edit from the shop module. Amounts are cents; the messages are the form's.
 * Returns the errors by field (empty when the edit is fine).
 */
export function productEditErrors(edit: ProductEdit): FieldErrors<string> {
  const errors: FieldErrors<string> = validateForm(
    { description: edit.description },
    { description: { label: 'Descrizione', rules: 'required|min:10|max:2000' } },
  );
  if (!Number.isSafeInteger(edit.price) || edit.price <= 0 || edit.price > 10_000_000) {
    errors.price = 'Inserisci un prezzo maggiore di zero.';
  }
  if (
    edit.originalPrice !== null &&
    (!Number.isSafeInteger(edit.originalPrice) || edit.originalPrice < edit.price)
  ) {
    errors.originalPrice = 'Il prezzo di listino deve essere vuoto o almeno uguale al prezzo.';
  }
  if (!Number.isSafeInteger(edit.stock) || edit.stock < 0 || edit.stock > 100_000) {
    errors.stock = 'La disponibilità deve essere un numero intero da 0 a 100000.';
  }
  if (edit.colors.length === 0 || edit.colors.length > 12) {
    errors.colors = 'Indica da 1 a 12 colori.';
  } else if (
    edit.colors.some(
      (color) => !color.name.trim() || color.name.length > 40 || !HEX.test(color.hex),
    )
  ) {
    errors.colors = 'Ogni colore ha un nome (max 40 caratteri) e un codice come #1a2b3c.';
  }
  if (edit.sizes.length === 0 || edit.sizes.length > 12) {
    errors.sizes = 'Indica da 1 a 12 versioni.';
  } else if (edit.sizes.some((size) => !size.trim() || size.length > 40)) {
    errors.sizes = 'Ogni versione ha un nome di al massimo 40 caratteri.';
  }
  return errors;
}

/** A repair opened at the counter: who, how to reach them, and what is wrong. */
export const REPAIR_INTAKE_RULES: FormRules<
  'customerName' | 'email' | 'phone' | 'device' | 'problem'
> = {
  customerName: { label: 'Cliente', rules: 'required|min:2|max:80' },
  email: { label: 'E-mail', rules: 'required|email|max:254' },
  phone: { label: 'Telefono', rules: 'required|phone' },
  device: { label: 'Dispositivo', rules: 'required|max:100' },
  problem: { label: 'Problema', rules: 'required|min:5|max:1000' },
};
