/**
 * The staff's product edits from the shop module (docs/product.md#shop-module), apart from the
 * catalogue's rules so the shop's pages do not download the form validation.
 */
import type { ColorSwatch, ProductDetails } from '../db/catalogue';
import { rule } from './form-rules';
import { sameSkuError } from './generated-sku';
import { centsFromEuros } from './money';
import { type FieldErrors, hasErrors, isPrintableText, validateForm } from './validation';

export interface ProductEdit {
  price: number;
  stock: number;
  inStock: boolean;
  description: string;
  colors: ColorSwatch[];
  sizes: string[];
  /** The whole technical sheet (null: none); left out, the stored one stays. */
  details?: ProductDetails | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The longest name of a colour or a version (size) the shop module takes. */
export const MAX_VARIANT_NAME_LENGTH = 40;

/** A product has 1 to this many colours, and as many versions. */
export const MAX_PRODUCT_OPTIONS = 12;

/** The refusal of a price that is not an amount in euros. */
export const PRICE_FORMAT_MESSAGE = 'Scrivi il prezzo in euro, ad esempio 1.299,00.';

/** Why a price in cents cannot be a product's or a variant's, if it cannot. */
export function priceError(cents: number): string | undefined {
  return !Number.isSafeInteger(cents) || cents <= 0 || cents > 10_000_000
    ? 'Inserisci un prezzo maggiore di zero.'
    : undefined;
}

/** Why a count of units cannot be a stock, if it cannot. */
export function stockError(stock: number): string | undefined {
  return !Number.isSafeInteger(stock) || stock < 0 || stock > 100_000
    ? 'La disponibilità deve essere un numero intero da 0 a 100000.'
    : undefined;
}

/** The longest entry of a technical sheet, and how many entries a list row holds. */
const MAX_SHEET_ENTRY_LENGTH = 200;
const MAX_SHEET_LIST_ENTRIES = 12;

/**
 * Why the rows of a technical sheet cannot be stored, by field (`details.<row>`, as the staff's
 * form names them): an entry too long or not printable, a list too long
 * (docs/product.md#technical-sheet).
 */
function sheetErrors(details: ProductDetails | null | undefined): FieldErrors<string> {
  const refusedText = (text: string) =>
    text.trim().length > MAX_SHEET_ENTRY_LENGTH || !isPrintableText(text);
  const rowError = (value: string | string[]) => {
    if (!Array.isArray(value)) {
      return refusedText(value)
        ? `Scrivi un testo di al massimo ${MAX_SHEET_ENTRY_LENGTH} caratteri.`
        : undefined;
    }
    return value.length > MAX_SHEET_LIST_ENTRIES || value.some(refusedText)
      ? `Al massimo ${MAX_SHEET_LIST_ENTRIES} voci, una per riga, di ${MAX_SHEET_ENTRY_LENGTH} caratteri ciascuna.`
      : undefined;
  };
  const errors: FieldErrors<string> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    const error = value === undefined ? undefined : rowError(value);
    if (error) errors[`details.${key}`] = error;
  }
  return errors;
}

/**
 * Checks a product edit from the shop module (docs/product.md#shop-module). Amounts are cents;
 * the messages are the form's. Returns the errors by field (empty when the edit is fine).
 */
function productEditErrors(edit: ProductEdit): FieldErrors<string> {
  const errors: FieldErrors<string> = validateForm(
    { description: edit.description },
    {
      description: { label: 'Descrizione', rules: [rule.required(), rule.min(10), rule.max(2000)] },
    },
  );
  const price = priceError(edit.price);
  if (price) errors.price = price;
  const stock = stockError(edit.stock);
  if (stock) errors.stock = stock;
  if (edit.colors.length === 0 || edit.colors.length > MAX_PRODUCT_OPTIONS) {
    errors.colors = 'Indica da 1 a 12 colori.';
  } else if (
    edit.colors.some(
      (color) =>
        !color.name.trim() || color.name.length > MAX_VARIANT_NAME_LENGTH || !HEX.test(color.hex),
    )
  ) {
    errors.colors = `Ogni colore ha un nome (max ${MAX_VARIANT_NAME_LENGTH} caratteri) e un codice come #1a2b3c.`;
  } else {
    const sameSku = sameSkuError(edit.colors.map((color) => color.name));
    if (sameSku) errors.colors = sameSku;
  }
  if (edit.sizes.length === 0 || edit.sizes.length > MAX_PRODUCT_OPTIONS) {
    errors.sizes = 'Indica da 1 a 12 versioni.';
  } else if (edit.sizes.some((size) => !size.trim() || size.length > MAX_VARIANT_NAME_LENGTH)) {
    errors.sizes = `Ogni versione ha un nome di al massimo ${MAX_VARIANT_NAME_LENGTH} caratteri.`;
  } else {
    const sameSku = sameSkuError(edit.sizes);
    if (sameSku) errors.sizes = sameSku;
  }
  return { ...errors, ...sheetErrors(edit.details) };
}

/**
 * A product edit as the shop module's form sends it: the price as typed, in euros. No struck
 * price: it comes from the price history (docs/product.md#prices-and-discounts).
 */
export interface ProductEditForm extends Omit<ProductEdit, 'price'> {
  price: string;
}

/**
 * Reads the form's price ("1.299,00") into cents and checks the whole edit. A price that is not
 * an amount is reported alone.
 */
export function parseProductEdit(
  form: ProductEditForm,
): { edit: ProductEdit; errors: null } | { edit: null; errors: FieldErrors<string> } {
  const price = centsFromEuros(form.price);
  if (price === null) {
    return { edit: null, errors: { price: PRICE_FORMAT_MESSAGE } };
  }
  const edit = { ...form, price };
  const errors = productEditErrors(edit);
  return hasErrors(errors) ? { edit: null, errors } : { edit, errors: null };
}

/** The image a product shows until staff upload its photos (docs/product.md#new-products). */
export const PLACEHOLDER_PRODUCT_IMAGE = '/images/products/placeholder.svg';

/** What a new product needs beyond an edit's fields (docs/product.md#new-products). */
export interface ProductCreateForm extends ProductEditForm {
  name: string;
  brand: string;
  categoryId: string;
  details: ProductDetails | null;
}

export interface ProductCreate extends ProductEdit {
  name: string;
  brand: string;
  categoryId: string;
  details: ProductDetails | null;
}

/**
 * Checks a new product: the edit's rules (parseProductEdit), then its name, brand, department
 * among `categoryIds`. Returns the errors by field, as the edit does.
 */
export function parseProductCreate(
  form: ProductCreateForm,
  categoryIds: readonly string[],
): { product: ProductCreate; errors: null } | { product: null; errors: FieldErrors<string> } {
  const { edit, errors: editErrors } = parseProductEdit(form);
  const errors: FieldErrors<string> = {
    ...validateForm(
      { name: form.name, brand: form.brand },
      {
        name: { label: 'Nome', rules: [rule.required(), rule.min(2), rule.max(120)] },
        brand: { label: 'Marca', rules: [rule.required(), rule.max(60)] },
      },
    ),
    ...editErrors,
  };
  if (!categoryIds.includes(form.categoryId)) errors.categoryId = 'Scegli un reparto del negozio.';
  if (!edit || hasErrors(errors)) return { product: null, errors };
  return {
    product: {
      ...edit,
      name: form.name.trim(),
      brand: form.brand.trim(),
      categoryId: form.categoryId,
      details: form.details,
    },
    errors: null,
  };
}
