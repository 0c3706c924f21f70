import { CONFIRMATION_EMAILS_EXHAUSTED } from '../../schema/rules/confirmation-emails';
import { violates } from '../db';
import { DomainError } from '../domain-error';

/**
 * The refusal of a confirmation e-mail to an inbox that has had its share in the window, whoever
 * asks and from wherever: the per-client rate limit cannot see a request spread over many
 * addresses of the sender's, this one counts what the inbox got (docs/product.md#confirmation-e-mails).
 * Counted inside the batch that writes the e-mail (worker/mail/recipient-budget.ts), which it
 * rolls back by leaving the row without a state: null when the error is something else.
 */
export function floodedAddressRefusal(error: unknown): DomainError | null {
  return violates(error, 'NOT NULL constraint failed: outbox.status')
    ? new DomainError(CONFIRMATION_EMAILS_EXHAUSTED, 'TOO_MANY_REQUESTS', 'email')
    : null;
}
