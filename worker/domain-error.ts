import type { FieldErrors } from '../schema/rules/validation';

/** What a client can act on; `worker/graphql/errors.ts` puts it in `extensions.code`. */
export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'TOO_MANY_REQUESTS'
  /** A cap on what one buyer may hold at once (open unpaid orders) is reached. */
  | 'LIMIT_REACHED'
  /** Google's keys could not be fetched: who is asking cannot be checked (HTTP 503). */
  | 'AUTH_UNAVAILABLE'
  /** A staff sign-in too old for the staff fields: sign in again. */
  | 'REAUTH_REQUIRED'
  /** A request that would send D1 more statements than one request may (worker/d1-session.ts). */
  | 'QUERY_TOO_COMPLEX'
  /** An upload larger than its cap (a product photo, docs/product.md#product-photos). */
  | 'PAYLOAD_TOO_LARGE'
  /** An upload of a type that is not taken, judged from its bytes. */
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** The payment provider could not be reached: the order stands, payable later. */
  | 'PAYMENT_UNAVAILABLE';

/**
 * A refusal meant for the person using the site: a clear Italian message, a code, and the field
 * (or fields) it is about. Services throw it; they know nothing of GraphQL.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly field: string | undefined;
  readonly fields: FieldErrors<string> | undefined;

  constructor(
    message: string,
    code: DomainErrorCode = 'BAD_USER_INPUT',
    field?: string,
    fields?: FieldErrors<string>,
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = field;
    this.fields = fields;
  }
}

/** The refusal of a form, with every failing field's message for the form to show in place. */
export function invalidFields(fields: FieldErrors<string>): DomainError {
  return new DomainError(
    'Alcuni campi non sono validi: correggili e riprova.',
    'BAD_USER_INPUT',
    undefined,
    fields,
  );
}
