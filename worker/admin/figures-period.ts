import { figuresPeriod } from '../../schema/rules/figures';
import { romeDaysSpan } from '../../schema/rules/rome-days';
import { DomainError } from '../domain-error';

/** A period of the staff's figures, its Rome days and their instants, or a refusal in Italian. */
export function checkedPeriod(from: string, to: string) {
  const period = figuresPeriod(from, to);
  if (!period.ok) throw new DomainError(period.message, 'BAD_USER_INPUT', period.field);
  return { ...period, ...romeDaysSpan(period.from, period.to) };
}
