import { NEWSLETTER_TOKEN_PARAM } from '../../schema/newsletter-links';
import { createDatabase } from '../db';
import { DomainError } from '../domain-error';
import { unsubscribe } from '../repairs/newsletter';

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * RFC 8058 one-click unsubscribe: the mail app POSTs `List-Unsubscribe=One-Click` to the
 * unsubscribe address from the List-Unsubscribe header, and the address leaves the list with no
 * page in between. The signed token is the permission; the body says nothing more. A GET of the
 * same address is the page with its button (web/newsletter/), which never unsubscribes by itself.
 */
export async function oneClickUnsubscribe(request: Request, env: Env): Promise<Response> {
  const token = new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM) ?? '';
  try {
    await unsubscribe(createDatabase(env.DB), env, token);
  } catch (error) {
    if (error instanceof DomainError) return text(error.message, 400);
    throw error;
  }
  return text('Fatto: questo indirizzo non riceverà più la newsletter.', 200);
}
