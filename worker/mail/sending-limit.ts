/**
 * Email Service's refusals for a sending limit: the per-account rate and the daily quota. The
 * `send_email` binding throws an error whose `code` names them (Email Service, Workers API, error
 * codes); the code, else the words, is matched, since the service is in beta and a wrapped error
 * may carry only its message.
 */
const LIMIT_CODES = ['E_RATE_LIMIT_EXCEEDED', 'E_DAILY_LIMIT_EXCEEDED'];
const LIMIT_WORDS =
  /E_(?:RATE|DAILY)_LIMIT_EXCEEDED|rate[ _-]?limit|daily[ _-]?(?:sending[ _-]?)?(?:limit|quota)|quota|too many requests/i;

/** Whether a send was refused for a sending limit: nothing wrong with the e-mail, only too soon. */
export function isSendingLimit(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && LIMIT_CODES.includes(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return LIMIT_WORDS.test(message);
}
