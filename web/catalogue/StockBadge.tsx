import { stockState } from '../../schema/rules/catalogue';

const STYLES = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  low: 'bg-amber-50 text-amber-900 ring-amber-200',
  out: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

export function stockLabel(product: { inStock: boolean; stock: number }): string {
  const state = stockState(product);
  if (state === 'out') return 'Esaurito';
  if (state === 'low')
    return product.stock === 1 ? 'Solo 1 disponibile' : `Solo ${product.stock} disponibili`;
  return 'Disponibile';
}

export function StockBadge({ inStock, stock }: { inStock: boolean; stock: number }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${STYLES[stockState({ inStock, stock })]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {stockLabel({ inStock, stock })}
    </span>
  );
}
