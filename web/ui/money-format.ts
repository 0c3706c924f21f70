// Grouping always: "1.299,00 €" reads better than CLDR's default "1299,00 €" for four digits.
const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
});
const wholeEuro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** The one place where cents become text: "1.299,00 €". */
export function formatPrice(cents: number): string {
  return euro.format(cents / 100);
}

/** For round amounts in prose: "100 €". */
export function formatWholeEuro(cents: number): string {
  return wholeEuro.format(cents / 100);
}
