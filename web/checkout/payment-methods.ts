import { PAYMENT_METHOD, type PaymentMethod } from '../../schema/vocabulary';

export const PAYMENT_OPTIONS: readonly {
  value: PaymentMethod;
  label: string;
  description: string;
}[] = [
  {
    value: 'bonifico',
    label: PAYMENT_METHOD.labels.bonifico,
    description: "Ricevi le coordinate dopo l'ordine; spediamo appena arriva il pagamento.",
  },
  {
    value: 'contrassegno',
    label: PAYMENT_METHOD.labels.contrassegno,
    description: 'Paghi al corriere alla consegna, in contanti o con carta dove disponibile.',
  },
  {
    value: 'ritiro',
    label: PAYMENT_METHOD.labels.ritiro,
    description: 'Ritiri e paghi nel nostro negozio di Milano: nessun costo di spedizione.',
  },
  {
    value: 'online',
    label: PAYMENT_METHOD.labels.online,
    description:
      'Paghi subito sulla pagina sicura di Stripe: carta (anche Apple Pay e Google Pay), PayPal, Satispay o Klarna.',
  },
];

export function asPaymentMethod(value: string): PaymentMethod | null {
  return PAYMENT_METHOD.has(value) ? value : null;
}
