import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { D1_BOOKMARK_HEADER } from '../../schema/d1-bookmark';
import { signInRefusal, staffRefusal } from '../accounts/staff-refusal';
import { resolveViewer, verifiedViewer } from '../accounts/viewer';
import { openRequestSession, type RequestSession } from '../d1-session';
import type { DomainError, DomainErrorCode } from '../domain-error';
import { errorBody } from './error-body';

/** The HTTP status of each refusal a staff route outside GraphQL may meet. */
const STATUS: Partial<Record<DomainErrorCode, ContentfulStatusCode>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  REAUTH_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  AUTH_UNAVAILABLE: 503,
};

/** A refusal as the staff's pages read one: a GraphQL-shaped error with its code and field. */
export function refused(c: Context, error: DomainError) {
  const body = errorBody(error.message, error.code);
  const [first] = body.errors;
  if (first && error.field) Object.assign(first.extensions, { field: error.field });
  return c.json(body, STATUS[error.code] ?? 400);
}

/**
 * Who posts to a staff route, checked before its body is read, so only staff get as far as
 * sending megabytes: staff with a D1 session at the primary (they are about to write), or the
 * refusal to answer.
 */
export async function staffPoster(
  c: Context<{ Bindings: Env }>,
): Promise<
  | { refusal: Response }
  | { viewer: NonNullable<ReturnType<typeof verifiedViewer>>; d1: RequestSession }
> {
  const asker = await resolveViewer(c.req.raw, c.env);
  const refusal = staffRefusal(asker);
  const viewer = verifiedViewer(asker);
  if (refusal || !viewer) return { refusal: refused(c, refusal ?? signInRefusal(asker)) };
  const d1 = openRequestSession(c.env.DB, c.req.header(D1_BOOKMARK_HEADER) ?? null);
  d1.startAtPrimary();
  return { viewer, d1 };
}
