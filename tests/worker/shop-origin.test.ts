import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { graphql } from '../../web/graphql';
import worker from '../../worker/index';
import { CRONS } from '../../worker/scheduled';
import { codes, gql, send, shellOnlyAssets } from './client';
import { fromNewClient, orderPlaced } from './fixtures';
import { writtenMails } from './outbox-mail';

const SITE = 'https://riparolab.it';
/** A Host header the sender chose: on production it must never end up in a link. */
const FORGED = 'https://evil.example';

/**
 * These settings over the test's bindings. SHOP_ORIGIN's type is a string, as the committed local
 * settings always set it; a deployed Worker's config may still leave it out.
 */
const settings = (environment: string, shopOrigin: string | undefined): Env =>
  Object.assign({}, env, { ENVIRONMENT: environment, SHOP_ORIGIN: shopOrigin });

/** The production environment's settings over the test's bindings. */
const production = (shopOrigin: string | undefined) => settings('production', shopOrigin);

const SUBSCRIBE = graphql(
  'mutation S($email: String!) { subscribeNewsletter(email: $email, consent: true) { email } }',
);

async function mailTo(email: string) {
  const [mail] = await writtenMails(eq(outbox.recipient, email));
  return mail ?? null;
}

describe('production without a valid SHOP_ORIGIN', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['plain http', 'http://riparolab.it'],
    ['with a path', 'https://riparolab.it/shop'],
    ['with a trailing slash', 'https://riparolab.it/'],
    ['with a port', 'https://riparolab.it:8443'],
    ['not an address', 'riparolab.it'],
  ])('answers 503 to pages and the API when %s, and writes nothing', async (_, origin) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bindings = { ...production(origin), ASSETS: shellOnlyAssets };
    const page = await send(new Request(`${FORGED}/shop`), bindings);
    expect(page.status).toBe(503);
    expect(await page.json()).toEqual({
      errors: [
        {
          message: 'Il negozio non è configurato correttamente: riprova più tardi.',
          extensions: { code: 'SERVICE_MISCONFIGURED' },
        },
      ],
    });
    const email = `nessuna-origine-${origin?.length ?? 'unset'}@example.it`;
    const subscribed = await gql(SUBSCRIBE, { email }, { ...fromNewClient(), bindings });
    expect(subscribed.status).toBe(503);
    expect(codes(subscribed.body)).toEqual(['SERVICE_MISCONFIGURED']);
    expect(await mailTo(email)).toBeNull();
    expect((await send(new Request(`${SITE}/healthz`), bindings)).status).toBe(503);
    // The isolate itself is alive, and the logs say why it answers nothing else.
    expect((await send(new Request(`${SITE}/livez`), bindings)).status).toBe(200);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^SHOP_ORIGIN must be/));
  });

  it('fails the Cron runs that write e-mail, and still runs the retention job', async () => {
    const bindings = production(undefined);
    const run = (cron: string) =>
      worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron }), bindings);
    await expect(run(CRONS.mailSweep)).rejects.toThrow(/SHOP_ORIGIN/);
    await expect(run(CRONS.orderExpiry)).rejects.toThrow(/SHOP_ORIGIN/);
    await expect(run(CRONS.retention)).resolves.toBeUndefined();
  });
});

describe('every environment but development without SHOP_ORIGIN', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['staging', 'benchmark', 'test', ''])(
    'answers 503 and writes no e-mail with ENVIRONMENT=%s',
    async (environment) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const bindings = settings(environment, undefined);
      const email = `senza-origine-${environment || 'vuoto'}@example.it`;
      const request = new Request(`${FORGED}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fromNewClient().headers },
        body: JSON.stringify({ query: print(SUBSCRIBE), variables: { email } }),
      });
      const answer = await send(request, bindings);
      expect(answer.status).toBe(503);
      expect(await mailTo(email)).toBeNull();
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^SHOP_ORIGIN must be/));
    },
  );

  it('takes a plain http origin outside production, for a stack on a local port', async () => {
    const bindings = settings('benchmark', 'http://127.0.0.1:8799');
    const answer = await send(new Request(`${FORGED}/robots.txt`), bindings);
    expect(await answer.text()).toContain('Sitemap: http://127.0.0.1:8799/sitemap.xml');
  });
});

describe('the local settings', () => {
  it('send the order link to SHOP_ORIGIN, whatever Host the request named', async () => {
    const order = await orderPlaced([{ productId: '6', quantity: 1 }]);
    const [placed] = await writtenMails(eq(outbox.ref, order.number));
    const email = placed?.recipient ?? '';
    const request = new Request(`${FORGED}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromNewClient().headers },
      body: JSON.stringify({
        query: 'mutation L($n: String!, $e: String!) { requestOrderLink(number: $n, email: $e) }',
        variables: { n: order.number, e: email },
      }),
    });
    expect((await send(request)).status).toBe(200);
    const [link] = await writtenMails(eq(outbox.kind, 'order.link'));
    expect(link?.text).toContain(`${env.SHOP_ORIGIN}/order/`);
    expect(`${link?.html}${link?.text}`).not.toContain('evil.example');
  });
});

describe('production with SHOP_ORIGIN', () => {
  const bindings = { ...production(SITE), ASSETS: shellOnlyAssets };

  it('writes e-mail links with it, whatever Host the request named', async () => {
    const email = 'origine@example.it';
    const request = new Request(`${FORGED}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromNewClient().headers },
      body: JSON.stringify({ query: print(SUBSCRIBE), variables: { email } }),
    });
    const answer = await send(request, bindings);
    expect(answer.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail?.html).toContain(`${SITE}/`);
    expect(`${mail?.html}${mail?.text}`).not.toContain('evil.example');
  });

  it('names it in canonical addresses, the sitemap and robots.txt', async () => {
    const page = await (await send(new Request(`${FORGED}/product-overview/1`), bindings)).text();
    expect(page).toContain(`<link rel="canonical" href="${SITE}/product-overview/1" />`);
    expect(page).not.toContain('evil.example');
    const sitemap = await (await send(new Request(`${FORGED}/sitemap.xml`), bindings)).text();
    expect(sitemap).toContain(`<loc>${SITE}/shop</loc>`);
    expect(sitemap).not.toContain('evil.example');
    const robots = await (await send(new Request(`${FORGED}/robots.txt`), bindings)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('lets no other origin read the API, the forged host included', async () => {
    const query = new URL(`${FORGED}/graphql`);
    query.searchParams.set('query', '{ categories { id } }');
    const headers = { accept: 'application/json', origin: FORGED };
    const answer = await send(new Request(query, { headers }), bindings);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const own = await send(new Request(query, { headers: { ...headers, origin: SITE } }), bindings);
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
