import { type ApiValueOf, ORDER_STATUS, type OrderStatus } from '../../schema/vocabulary';
import { type BadgeTone, StatusBadge } from '../ui/StatusBadge';

const TONES: Record<OrderStatus, BadgeTone> = {
  in_attesa_di_pagamento: 'waiting',
  pagato: 'noted',
  in_preparazione: 'working',
  spedito: 'travelling',
  consegnato: 'done',
  annullato: 'muted',
};

export function OrderStatusBadge({ status }: { status: ApiValueOf<typeof ORDER_STATUS> }) {
  const key = ORDER_STATUS.fromApi(status);
  return <StatusBadge tone={TONES[key]}>{ORDER_STATUS.label(key)}</StatusBadge>;
}
