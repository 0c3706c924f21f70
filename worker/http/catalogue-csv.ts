import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../schema/rules/catalogue-csv';
import { importCatalogueCsv } from '../catalogue/catalogue-csv';
import { withBookmark } from '../d1-session';
import { DomainError } from '../domain-error';
import { mailer } from '../mail/mailer';
import { shopCors } from './cors';
import { shopOrigin } from './shop-origin';
import { refused, staffPoster } from './staff-route';

const tooLarge = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: (c) => refused(c, new DomainError(IMPORT_TOO_LARGE, 'PAYLOAD_TOO_LARGE', 'csv')),
});

/**
 * A catalogue file from staff, posted as the request's body (docs/product.md#catalogue-csv):
 * checked, and when `write` written whole; the answer is what the GraphQL mutations answer.
 */
const importing = (write: boolean) => async (c: Context<{ Bindings: Env }>) => {
  const poster = await staffPoster(c);
  if ('refusal' in poster) return poster.refusal;
  try {
    const answer = await importCatalogueCsv(poster.d1.db, poster.viewer, await c.req.text(), {
      write,
      path: 'upload',
      mail: mailer(c.env, shopOrigin(c.env, c.req.raw), (work) => c.executionCtx.waitUntil(work)),
    });
    return withBookmark(c.json(answer), poster.d1);
  } catch (error) {
    if (error instanceof DomainError) return refused(c, error);
    throw error;
  }
};

/** `/csv/catalogue`: staff's catalogue files up to 5 MB, checked (`/preview`) or imported. */
export const catalogueCsvRoutes = new Hono<{ Bindings: Env }>()
  .use('*', shopCors)
  .post('/preview', tooLarge, importing(false))
  .post('/import', tooLarge, importing(true));
