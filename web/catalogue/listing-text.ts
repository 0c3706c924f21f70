// Grouping always, as prices are: "1.234 prodotti", not CLDR's "1234".
const count = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 prodotto", "1.234 prodotti". */
export function productCount(value: number): string {
  return value === 1 ? '1 prodotto' : `${formatCount(value)} prodotti`;
}
