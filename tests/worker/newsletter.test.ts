import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { buildSchema, isObjectType } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import sdl from '../../schema/schema.graphql?raw';
import { SHOP } from '../../schema/shop';
import { graphql } from '../../web/graphql';
import { newsletterWelcome } from '../../worker/mail/templates/newsletter';
import { CONFIRM_LINK_LIFE_MS } from '../../worker/repairs/newsletter';
import { codes, gql, rawGql, send } from './client';
import { asStaff, fromNewClient, rowCount } from './fixtures';
import { writtenMails } from './outbox-mail';

/** Every field the answer has, as the printed schema lists them: nothing may tell the two apart. */
const answerType = buildSchema(sdl).getType('NewsletterSubscription');
const everyField = isObjectType(answerType) ? Object.keys(answerType.getFields()).join(' ') : '';

// A raw document: its selection, every field of the printed schema, is only known at run time.
const SUBSCRIBE = `mutation N($email: String!, $consent: Boolean!) {
  subscribeNewsletter(email: $email, consent: $consent) { __typename ${everyField} }
}`;
const CONFIRM = graphql(`mutation C($token: String!) {
  confirmNewsletter(token: $token) { email alreadyConfirmed }
}`);
const UNSUBSCRIBE = graphql(
  `mutation U($token: String!) { unsubscribeNewsletter(token: $token) { email } }`,
);

const SITE = 'https://shop.test';

const subscribe = (email: string) => rawGql(SUBSCRIBE, { email, consent: true }, fromNewClient());

const confirm = (token: string) => gql(CONFIRM, { token }, fromNewClient());
const unsubscribeByMutation = (token: string) => gql(UNSUBSCRIBE, { token }, fromNewClient());

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The e-mails of one kind, oldest first, as they sit in the outbox. */
function mailsOf(kind: string) {
  return writtenMails(eq(outbox.kind, kind));
}

/** The one e-mail of this kind to this address. */
async function onlyMail(kind: string, to: string) {
  const mails = (await mailsOf(kind)).filter((mail) => mail.recipient === to);
  expect(mails).toHaveLength(1);
  return mails[0] as (typeof mails)[number];
}

/** The link to this page in an e-mail's plain-text part, checked to be in its HTML too. */
function linkTo(mail: { html: string; text: string }, path: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>]+/g) ?? []).find(
    (href) => new URL(href).pathname === path,
  );
  if (!link) throw new Error(`no link to ${path} in: ${mail.text}`);
  expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('t') ?? '';

/** The confirmation link the address was last sent. */
async function confirmLinkFor(email: string): Promise<string> {
  const mails = (await mailsOf('newsletter.confirmation')).filter((m) => m.recipient === email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no confirmation e-mail to ${email}`);
  return linkTo(last, '/newsletter/conferma');
}

/** Signs up and follows the e-mail's link: the address is a subscriber, its welcome written. */
async function subscribed(email: string) {
  await subscribe(email);
  const { body } = await confirm(tokenOf(await confirmLinkFor(email)));
  expect(body.data?.confirmNewsletter.alreadyConfirmed).toBe(false);
  return onlyMail('newsletter.welcome', email);
}

/** The token with one character of its signature changed. */
function tampered(token: string): string {
  const parts = token.split('.');
  const mac = parts[2] ?? '';
  parts[2] = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
  return parts.join('.');
}

function rowOf(email: string) {
  return env.DB.prepare('SELECT consent_at_ms, created_at_ms FROM list_newsletter WHERE email = ?')
    .bind(email)
    .first<{ consent_at_ms: number | null; created_at_ms: number }>();
}

async function listed(): Promise<string[]> {
  const { body } = await gql(
    graphql('{ adminNewsletter { items { email } } }'),
    undefined,
    asStaff(),
  );
  return body.data?.adminNewsletter.items.map((item) => item.email) ?? [];
}

/**
 * The next outbox id taken is one a row already holds: the batch that writes the e-mail fails on
 * the outbox's primary key, as any D1 failure inside it would.
 */
async function failNextOutboxInsert() {
  const taken = '00000000-0000-4000-8000-00000000dead';
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, recipient, mailbox, subject, html, text, status, attempts, created_at_ms, updated_at_ms)
     VALUES (?, 'test.taken', 'x@example.it', 'x@example.it', 'x', 'x', 'x', 'sent', 1, 0, 0)`,
  )
    .bind(taken)
    .run();
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(taken);
}

const REFUSED = {
  invalid: "Il link non è valido: aprilo di nuovo dall'e-mail, per intero.",
  expired:
    "Il link di conferma è scaduto: iscriviti di nuovo dal modulo in fondo alla pagina e ti inviamo un'e-mail con un link nuovo.",
  withdrawn:
    "Questo link non vale più: ti abbiamo inviato un link più recente, oppure l'iscrizione è stata annullata. Puoi iscriverti di nuovo dal modulo in fondo alla pagina.",
  unsubscribe: `Il link non è valido: aprilo di nuovo dall'e-mail, per intero, oppure scrivi a ${SHOP.privacyEmail} e ti cancelliamo noi.`,
};

describe('subscribeNewsletter', () => {
  it('answers a new address and one already subscribed byte for byte alike', async () => {
    const first = await subscribe('Lettore@Example.it');
    const again = await subscribe(' lettore@example.it ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: {
        subscribeNewsletter: { __typename: 'NewsletterSubscription', email: 'lettore@example.it' },
      },
    });
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(await rowCount('list_newsletter')).toBe(1);
  });

  it('asks for the same work either way: a confirmed address keeps its consent and gets the link again', async () => {
    await env.DB.prepare(
      "INSERT INTO list_newsletter (email, consent_at_ms, created_at_ms) VALUES ('lettore@example.it', 1000, 1000)",
    ).run();
    await subscribe('lettore@example.it');
    const row = await env.DB.prepare('SELECT * FROM list_newsletter').first<{
      consent_at_ms: number;
      created_at_ms: number;
    }>();
    expect(row).toMatchObject({ created_at_ms: 1000, consent_at_ms: 1000 });
    const sent = await env.DB.prepare(
      "SELECT recipient FROM outbox WHERE kind = 'newsletter.confirmation'",
    ).all<{ recipient: string }>();
    expect(sent.results).toEqual([{ recipient: 'lettore@example.it' }]);
  });

  it('subscribes nobody until the link is followed: an unconfirmed address is neither listed nor exported', async () => {
    await subscribe('attesa@example.it');
    const row = await env.DB.prepare('SELECT consent_at_ms FROM list_newsletter').first();
    expect(row).toEqual({ consent_at_ms: null });
    const { body } = await gql(
      graphql('{ adminNewsletterCsv adminNewsletter { total } }'),
      undefined,
      asStaff(),
    );
    expect(body.data).toEqual({
      adminNewsletterCsv: 'email,consenso',
      adminNewsletter: { total: 0 },
    });
  });
});

describe('the CSV export', () => {
  it('opens formula-like addresses as text in a spreadsheet', async () => {
    const addresses = ['=1+2@example.it', '+39@example.it', '-2+3@example.it'];
    for (const email of addresses) {
      const { body } = await subscribe(email);
      expect(body.errors).toBeUndefined();
    }
    // As if each had followed its confirmation link.
    await env.DB.prepare('UPDATE list_newsletter SET consent_at_ms = created_at_ms').run();
    const { body } = await gql(graphql('{ adminNewsletterCsv }'), undefined, asStaff());
    const lines = body.data?.adminNewsletterCsv.split('\n') ?? [];
    expect(lines[0]).toBe('email,consenso');
    expect(lines.slice(1).map((line) => line.replace(/,[^,]*$/, ''))).toEqual(
      expect.arrayContaining(["'=1+2@example.it", "'+39@example.it", "'-2+3@example.it"]),
    );
    expect(lines.slice(1).every((line) => /^["']/.test(line))).toBe(true);
    expect(
      await env.DB.prepare(
        `SELECT summary FROM admin_audit WHERE action = 'export.newsletter'`,
      ).first(),
    ).toEqual({ summary: `Esportati ${addresses.length} iscritti alla newsletter` });
  });
});

describe('signing up (double opt-in)', () => {
  it('writes the address unconfirmed and exactly one confirmation e-mail with its link', async () => {
    await subscribe('Nuovo@Example.it');
    expect(await rowOf('nuovo@example.it')).toMatchObject({ consent_at_ms: null });
    const mail = await onlyMail('newsletter.confirmation', 'nuovo@example.it');
    expect(await rowCount('outbox')).toBe(1);
    expect(mail.subject).toBe(`Conferma l'iscrizione alla newsletter di ${SHOP.name}`);
    const link = linkTo(mail, '/newsletter/conferma');
    expect(new URL(link).origin).toBe(SITE);
    expect(tokenOf(link)).not.toBe('');
    // Not on the list yet: nothing to unsubscribe from.
    expect(mail.headers).toBeNull();
  });

  it('writes neither the address nor the e-mail when the batch fails', async () => {
    await failNextOutboxInsert();
    const { body } = await subscribe('fallito@example.it');
    expect(body.errors).toHaveLength(1);
    expect(await rowCount('list_newsletter')).toBe(0);
    expect(await rowCount('outbox', "kind <> 'test.taken'")).toBe(0);
  });
});

describe('the confirmation link', () => {
  it('subscribes the address from that moment, once: the second click says it was already confirmed', async () => {
    await subscribe('lettore@example.it');
    const token = tokenOf(await confirmLinkFor('lettore@example.it'));
    const before = Date.now();
    const first = await confirm(token);
    expect(first.body).toEqual({
      data: { confirmNewsletter: { email: 'lettore@example.it', alreadyConfirmed: false } },
    });
    const row = await rowOf('lettore@example.it');
    expect(row?.consent_at_ms).toBeGreaterThanOrEqual(before);
    expect(await listed()).toEqual(['lettore@example.it']);

    const again = await confirm(token);
    expect(again.body).toEqual({
      data: { confirmNewsletter: { email: 'lettore@example.it', alreadyConfirmed: true } },
    });
    expect(await rowOf('lettore@example.it')).toEqual(row);
    await onlyMail('newsletter.welcome', 'lettore@example.it');
  });

  it('sets the consent and writes the welcome once when clicked twice at once', async () => {
    await subscribe('doppio@example.it');
    const token = tokenOf(await confirmLinkFor('doppio@example.it'));
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.body.errors)).toEqual([undefined, undefined]);
    expect(
      answers.map((answer) => answer.body.data?.confirmNewsletter.alreadyConfirmed).sort(),
    ).toEqual([false, true]);
    await onlyMail('newsletter.welcome', 'doppio@example.it');
    expect((await rowOf('doppio@example.it'))?.consent_at_ms).not.toBeNull();
  });

  it('is refused once expired, in Italian, and nothing changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await subscribe('tardi@example.it');
    const token = tokenOf(await confirmLinkFor('tardi@example.it'));
    vi.advanceTimersByTime(CONFIRM_LINK_LIFE_MS);
    const { body } = await confirm(token);
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe(REFUSED.expired);
    expect(await rowOf('tardi@example.it')).toMatchObject({ consent_at_ms: null });
    expect(await mailsOf('newsletter.welcome')).toEqual([]);
  });

  it('is refused when altered or made up, in Italian, and nothing changes', async () => {
    await subscribe('falso@example.it');
    const token = tokenOf(await confirmLinkFor('falso@example.it'));
    for (const forged of [tampered(token), token.slice(0, -3), 'abc', '']) {
      const { body } = await confirm(forged);
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors?.[0]?.message).toBe(REFUSED.invalid);
    }
    expect(await rowOf('falso@example.it')).toMatchObject({ consent_at_ms: null });
    expect(await mailsOf('newsletter.welcome')).toEqual([]);
  });

  it('gives way to the link of a repeat sign-up: only the newest works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await subscribe('ripetuto@example.it');
    const first = tokenOf(await confirmLinkFor('ripetuto@example.it'));
    vi.advanceTimersByTime(60_000);
    await subscribe('ripetuto@example.it');
    expect(await rowOf('ripetuto@example.it')).toMatchObject({
      consent_at_ms: null,
      created_at_ms: Date.now(),
    });
    expect(await mailsOf('newsletter.confirmation')).toHaveLength(2);
    const newest = tokenOf(await confirmLinkFor('ripetuto@example.it'));
    const stale = await confirm(first);
    expect(stale.body.errors?.[0]?.message).toBe(REFUSED.withdrawn);
    const fresh = await confirm(newest);
    expect(fresh.body.data?.confirmNewsletter.alreadyConfirmed).toBe(false);
  });

  it('no longer works once the address unsubscribed and signed up again; the new one does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await subscribe('ritorno@example.it');
    const old = tokenOf(await confirmLinkFor('ritorno@example.it'));
    const welcome = await subscribed('ritorno@example.it');
    const left = await unsubscribeByMutation(tokenOf(linkTo(welcome, '/newsletter/disiscrizione')));
    expect(left.body.errors).toBeUndefined();

    vi.advanceTimersByTime(60_000);
    await subscribe('ritorno@example.it');
    const stale = await confirm(old);
    expect(codes(stale.body)).toEqual(['BAD_USER_INPUT']);
    expect(stale.body.errors?.[0]?.message).toBe(REFUSED.withdrawn);
    expect(await rowOf('ritorno@example.it')).toMatchObject({ consent_at_ms: null });

    const fresh = await confirm(tokenOf(await confirmLinkFor('ritorno@example.it')));
    expect(fresh.body.data?.confirmNewsletter.alreadyConfirmed).toBe(false);
    expect(await mailsOf('newsletter.welcome')).toHaveLength(2);
  });
});

describe('the welcome e-mail', () => {
  it('carries the one-click unsubscribe link in its footer and the List-Unsubscribe headers', async () => {
    const welcome = await subscribed('benvenuto@example.it');
    expect(welcome.subject).toBe(
      `Iscrizione confermata: benvenuto nella newsletter di ${SHOP.name}`,
    );
    const link = linkTo(welcome, '/newsletter/disiscrizione');
    expect(new URL(link).origin).toBe(SITE);
    expect(welcome.text).toContain(`Cancellati con un clic <${link}>`);
    expect(welcome.headers).toEqual({
      'List-Unsubscribe': `<${link}>, <mailto:${SHOP.email}?subject=Cancellazione%20newsletter>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names only the mailto in its headers when the site is served over http (a local run)', () => {
    const local = 'http://127.0.0.1:8799/newsletter/disiscrizione?t=abc';
    const mail = newsletterWelcome({ email: 'locale@example.it', unsubscribeUrl: local });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<mailto:${SHOP.email}?subject=Cancellazione%20newsletter>`,
    });
    expect(mail.text).toContain(`Cancellati con un clic <${local}>`);
  });
});

describe('the unsubscribe link', () => {
  /** What a mail app's own "unsubscribe" button sends (RFC 8058). */
  const oneClick = (link: string) =>
    send(
      new Request(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );

  /** The link the welcome's List-Unsubscribe header names, the one a mail app POSTs to. */
  const headerLink = (welcome: { headers: Record<string, string> | null }) =>
    /<(https:[^>]+)>/.exec(welcome.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

  it("removes the address with the mail app's one-click POST", async () => {
    const welcome = await subscribed('uscita@example.it');
    const link = headerLink(welcome);
    expect(link).toBe(linkTo(welcome, '/newsletter/disiscrizione'));
    const answer = await oneClick(link);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('Fatto: questo indirizzo non riceverà più la newsletter.');
    expect(await rowOf('uscita@example.it')).toBeNull();
    expect(await listed()).toEqual([]);
    // Pressed again (the app retries): the same answer.
    expect((await oneClick(link)).status).toBe(200);
  });

  it('does nothing by being opened: a GET is the page with its button', async () => {
    const welcome = await subscribed('curioso@example.it');
    const consent = await rowOf('curioso@example.it');
    const assets = {
      fetch: async () =>
        new Response('<!doctype html><html><head><title>x</title></head><body></body></html>', {
          headers: { 'content-type': 'text/html' },
        }),
    } as unknown as Fetcher;
    const page = await send(new Request(linkTo(welcome, '/newsletter/disiscrizione')), {
      ...env,
      ASSETS: assets,
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Cancellazione dalla newsletter');
    expect(await rowOf('curioso@example.it')).toEqual(consent);
    expect(await listed()).toEqual(['curioso@example.it']);
  });

  it("removes the address through the page's mutation", async () => {
    const welcome = await subscribed('pagina@example.it');
    const { body } = await unsubscribeByMutation(
      tokenOf(linkTo(welcome, '/newsletter/disiscrizione')),
    );
    expect(body).toEqual({ data: { unsubscribeNewsletter: { email: 'pagina@example.it' } } });
    expect(await rowOf('pagina@example.it')).toBeNull();
  });

  it('is refused when altered, in Italian, and the address stays', async () => {
    const welcome = await subscribed('resta@example.it');
    const link = new URL(headerLink(welcome));
    link.searchParams.set('t', tampered(tokenOf(link.href)));
    const posted = await oneClick(link.href);
    expect(posted.status).toBe(400);
    expect(await posted.text()).toBe(REFUSED.unsubscribe);
    const { body } = await unsubscribeByMutation(tokenOf(link.href));
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe(REFUSED.unsubscribe);
    // A confirmation link is not an unsubscribe link, though both are signed with the same key.
    const other = await unsubscribeByMutation(tokenOf(await confirmLinkFor('resta@example.it')));
    expect(codes(other.body)).toEqual(['BAD_USER_INPUT']);
    expect(await listed()).toEqual(['resta@example.it']);
  });
});
