/**
 * The SKUs the shop makes up for a product's colour-by-size combinations
 * (docs/product.md#staff-and-variants): RL, the product number, then a part from the colour's name
 * and one from the size's, as migration 0041's triggers write them. The rule here says which
 * names the triggers would give one SKU, so staff are told before D1 refuses the second.
 */

/** The letters and digits a SKU takes from a name at most. */
const SKU_NAME_PART_LENGTH = 15;

/** The characters of a name the triggers read, one position at a time. */
const READ_CHARACTERS = 40;

const KEPT = /^[A-Z0-9-]$/;

/**
 * A name's part of a generated SKU, as the triggers make it: each of its first 40 characters in
 * capitals (SQLite's upper() knows only a to z), a slash made a dash, anything but capitals, digits
 * and dashes left out, the first 15 of what stays.
 */
export function skuNamePart(name: string): string {
  return [...name]
    .slice(0, READ_CHARACTERS)
    .map((character) =>
      character === '/' ? '-' : /^[a-z]$/.test(character) ? character.toUpperCase() : character,
    )
    .filter((character) => KEPT.test(character))
    .join('')
    .slice(0, SKU_NAME_PART_LENGTH);
}

/** The places of the first two names that give one SKU part, the earlier first; null if none. */
function sameSkuPart(names: readonly string[]): [number, number] | null {
  const seen = new Map<string, number>();
  for (const [index, name] of names.entries()) {
    const part = skuNamePart(name);
    const earlier = seen.get(part);
    if (earlier !== undefined) return [earlier, index];
    seen.set(part, index);
  }
  return null;
}

/**
 * The refusal of two colours, or two sizes, that would give their variants one SKU; `where` says
 * where the earlier one is (" della riga 3" in a catalogue file).
 */
export function sameSkuMessage(earlier: string, later: string, where = ''): string {
  return `«${later}» darebbe lo stesso SKU di «${earlier}»${where}: lo SKU prende le prime ${SKU_NAME_PART_LENGTH} lettere e cifre del nome. Cambia uno dei due nomi.`;
}

/** The refusal of a list of names two of which give one SKU part, if any. */
export function sameSkuError(names: readonly string[]): string | undefined {
  const clash = sameSkuPart(names);
  return clash ? sameSkuMessage(names[clash[0]] ?? '', names[clash[1]] ?? '') : undefined;
}

/** The SKU the shop makes for a product's colour and size, as the triggers write it. */
export function generatedSku(productId: number, color: string, size: string): string {
  return `RL${String(productId).padStart(5, '0')}-${skuNamePart(color)}-${skuNamePart(size)}`;
}

/** The shape of the SKUs the shop makes: RL, a product number of five digits or more, a dash. */
const GENERATED_SHAPE = /^RL\d{5,}-/;

/**
 * Why staff may not give a variant this SKU, if they may not: one of the shop's shape could be the
 * one the triggers later make for another variant, whose insert D1 would then refuse. `own`, the
 * SKU the shop makes for this very variant, is allowed (a catalogue file sends it back).
 */
export function reservedSkuError(sku: string, own: string | null = null): string | undefined {
  return GENERATED_SHAPE.test(sku) && sku !== own
    ? `Lo SKU ${sku} ha la forma di quelli che il negozio crea (RL, numero del prodotto, colore e versione) e potrebbe toccare a un'altra variante: scegline uno che non inizi con RL seguito da cifre.`
    : undefined;
}
