import { type ApiValueOf, ORDER_STATUS, type OrderStatus } from '../../schema/vocabulary';

const TONES: Record<OrderStatus, string> = {
  in_attesa_di_pagamento: 'bg-amber-50 text-amber-900 ring-amber-200',
  pagato: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_preparazione: 'bg-brand-50 text-brand-900 ring-brand-200',
  spedito: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  consegnato: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  annullato: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function OrderStatusBadge({ status }: { status: ApiValueOf<typeof ORDER_STATUS> }) {
  const key = ORDER_STATUS.fromApi(status);
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${TONES[key]}`}
    >
      {ORDER_STATUS.label(key)}
    </span>
  );
}
