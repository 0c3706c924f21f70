import { stockState } from '../../schema/rules/catalogue';
import { type BadgeTone, StatusBadge } from '../ui/StatusBadge';

const TONES = { available: 'done', low: 'waiting', out: 'muted' } as const satisfies Record<
  ReturnType<typeof stockState>,
  BadgeTone
>;

export function stockLabel(product: { inStock: boolean; stock: number }): string {
  const state = stockState(product);
  if (state === 'out') return 'Esaurito';
  if (state === 'low')
    return product.stock === 1 ? 'Solo 1 disponibile' : `Solo ${product.stock} disponibili`;
  return 'Disponibile';
}

export function StockBadge({ inStock, stock }: { inStock: boolean; stock: number }) {
  return (
    <StatusBadge tone={TONES[stockState({ inStock, stock })]} dot>
      {stockLabel({ inStock, stock })}
    </StatusBadge>
  );
}
