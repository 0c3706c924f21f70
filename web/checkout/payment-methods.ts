import { PAYMENT_METHOD_LABELS } from '../../schema/rules/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '../../schema/vocabulary';

export const PAYMENT_OPTIONS: readonly {
  value: PaymentMethod;
  label: string;
  description: string;
}[] = [
  {
    value: 'bonifico',
    label: PAYMENT_METHOD_LABELS.bonifico,
    description: "Ricevi le coordinate dopo l'ordine; spediamo appena arriva il pagamento.",
  },
  {
    value: 'contrassegno',
    label: PAYMENT_METHOD_LABELS.contrassegno,
    description: 'Paghi al corriere alla consegna, in contanti o con carta dove disponibile.',
  },
  {
    value: 'ritiro',
    label: PAYMENT_METHOD_LABELS.ritiro,
    description: 'Ritiri e paghi nel nostro negozio di Milano: nessun costo di spedizione.',
  },
];

export function asPaymentMethod(value: string): PaymentMethod | null {
  return (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : null;
}
