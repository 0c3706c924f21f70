import { formatPrice } from '../../schema/rules/money';

export function Price({ cents, className }: { cents: number; className?: string }) {
  return <span className={className}>{formatPrice(cents)}</span>;
}

const amountInput = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** Cents as a person edits them in a form: "1.299,00", no currency sign. */
export function eurosForInput(cents: number): string {
  return amountInput.format(cents / 100);
}
