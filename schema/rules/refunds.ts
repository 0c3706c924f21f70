/**
 * The rules of refunding an online payment through the provider (docs/product.md#payments-online).
 */

/** What a refund gives money back for: one return, or the whole of a cancelled order. */
export type RefundSubject = { returnId: string } | { orderId: string };

/** The subject as the refunds record and the idempotency keys name it. */
export function subjectKey(subject: RefundSubject): string {
  return 'returnId' in subject ? `return-${subject.returnId}` : `order-${subject.orderId}`;
}

/**
 * One idempotency key per attempt: asking again after no answer is the same attempt (the
 * provider answers with the refund it may already have made), a retry after a refusal a new one.
 */
export function refundIdempotencyKey(subject: string, attempt: number): string {
  return `${subject}-${attempt}`;
}

/** Stripe's reasons for a refused refund, as the staff read them; the code is shown beside. */
const FAILURE_LABELS: Readonly<Record<string, string>> = {
  lost_or_stolen_card: 'carta smarrita o rubata',
  expired_or_canceled_card: 'carta scaduta o annullata',
  charge_for_pending_refund_disputed: 'pagamento contestato dal cliente',
  insufficient_funds: 'fondi insufficienti sul conto Stripe',
  declined: 'rifiutato dalla banca del cliente',
  merchant_request: 'annullato dal negozio',
  amount_too_large: 'importo maggiore di quanto resta da rimborsare',
  charge_already_refunded: 'pagamento già rimborsato',
  charge_disputed: 'pagamento contestato dal cliente',
  resource_missing: 'pagamento non trovato su Stripe',
};

/** The Italian reason of a refused refund, with Stripe's own code: «carta scaduta (…)». */
export function refundFailureLabel(code: string | null): string {
  const reason = code ?? 'unknown';
  return `${FAILURE_LABELS[reason] ?? 'motivo non indicato'} (${reason})`;
}

/** Whether an HTTP status from the provider is a refusal of this refund, not a failure to ask. */
export function refusedByProvider(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 429].includes(status);
}

export const REFUND_UNAVAILABLE_MESSAGE =
  'Il servizio di pagamento non risponde in questo momento: nessun rimborso è stato chiesto e nulla è cambiato. Riprova tra qualche istante.';

export const REFUND_IN_PROGRESS_MESSAGE =
  'Un rimborso è già in corso o è già stato eseguito: ricarica la pagina.';
