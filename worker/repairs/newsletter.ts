import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { type NewsletterRow, newsletter } from '../../schema/db/repairs';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '../../schema/newsletter-links';
import { csvLine } from '../../schema/rules/csv';
import { normaliseEmail } from '../../schema/rules/normalise';
import { SHOP } from '../../schema/shop';
import { type AuditActor, audit } from '../admin/audit';
import { matchesAny, paginate, type StaffListArgs } from '../admin/paging';
import { type Database, violates } from '../db';
import { DomainError } from '../domain-error';
import { checkLink, signLink } from '../http/signed-links';
import { floodedAddressRefusal } from '../mail/confirmation-limit';
import type { Mailer } from '../mail/mailer';
import { queueEmail } from '../mail/outbox';
import { siteUrl } from '../mail/templates/escape';
import { sha256Hex } from '../random';

/** How long a confirmation link works (docs/product.md#newsletter). */
export const CONFIRM_LINK_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

type LinkKeys = Pick<Env, 'LINK_SECRET'>;

/** A confirmed address: the only kind that is subscribed, listed and exported. */
export type Subscriber = Pick<NewsletterRow, 'email'> & { consentAtMs: number };

const subscribed = isNotNull(newsletter.consentAtMs);
const isSubscriber = (row: NewsletterRow): row is NewsletterRow & Subscriber =>
  row.consentAtMs !== null;

/** Why a newsletter link is refused, as the page that followed it says it. */
const REFUSALS = {
  invalid: "Il link non è valido: aprilo di nuovo dall'e-mail, per intero.",
  expired:
    "Il link di conferma è scaduto: iscriviti di nuovo dal modulo in fondo alla pagina e ti inviamo un'e-mail con un link nuovo.",
  withdrawn:
    "Questo link non vale più: ti abbiamo inviato un link più recente, oppure l'iscrizione è stata annullata. Puoi iscriverti di nuovo dal modulo in fondo alla pagina.",
  unsubscribeInvalid: `Il link non è valido: aprilo di nuovo dall'e-mail, per intero, oppure scrivi a ${SHOP.privacyEmail} e ti cancelliamo noi.`,
};

function refusedLink(reason: keyof typeof REFUSALS): DomainError {
  return new DomainError(REFUSALS[reason], 'BAD_USER_INPUT', 'token');
}

/** The confirmation link names the sign-up (its time) as well as the address. */
const confirmPayload = (email: string, createdAtMs: number) => `${createdAtMs} ${email}`;

function readConfirmPayload(payload: string): { email: string; createdAtMs: number } | null {
  const match = /^(\d+) (.+)$/s.exec(payload);
  return match?.[1] && match[2] ? { createdAtMs: Number(match[1]), email: match[2] } : null;
}

/**
 * Signs an address up: the address unconfirmed (a new sign-up, or a repeat that replaces an
 * unconfirmed one) and the confirmation e-mail, in one batch. Every sign-up, new, pending or already confirmed, gets the same e-mail and the same
 * answer, so neither tells whether the address was on the list (docs/product.md#newsletter);
 * following the link of a confirmed address just says so.
 */
export async function subscribe(
  db: Database,
  keys: LinkKeys,
  mail: Mailer,
  email: string,
  now = Date.now(),
): Promise<string> {
  const address = normaliseEmail(email);
  const known = await db
    .select({ createdAtMs: newsletter.createdAtMs, consentAtMs: newsletter.consentAtMs })
    .from(newsletter)
    .where(eq(newsletter.email, address))
    .get();
  // A repeat of an unconfirmed sign-up is a new sign-up: its time moves, so only the newest link
  // works and the retention job counts from it (worker/privacy/retention.ts).
  const createdAtMs = known && known.consentAtMs !== null ? known.createdAtMs : now;
  const expiresAtMs = now + CONFIRM_LINK_LIFE_MS;
  const token = await signLink(
    keys,
    'newsletter.confirm',
    confirmPayload(address, createdAtMs),
    expiresAtMs,
  );
  const id = crypto.randomUUID();
  const input = {
    email: address,
    confirmUrl: siteUrl(mail.origin, newsletterConfirmPath(token)),
    expiresAtMs,
  };
  try {
    await db.batch([
      db
        .insert(newsletter)
        .values({ email: address, consentAtMs: null, createdAtMs })
        .onConflictDoUpdate({
          target: newsletter.email,
          set: { createdAtMs },
          setWhere: isNull(newsletter.consentAtMs),
        }),
      queueEmail(db, { id, kind: 'newsletter.confirmation', input }, now),
    ]);
  } catch (error) {
    throw floodedAddressRefusal(error) ?? error;
  }
  mail.dispatch([id]);
  return address;
}

/**
 * The welcome e-mail's outbox id, one per sign-up: a second confirmation of the same sign-up
 * collides with it and its batch writes nothing, so the consent is set and welcomed once.
 */
async function welcomeId(email: string, createdAtMs: number): Promise<string> {
  const hash = await sha256Hex(`${createdAtMs} ${email}`);
  return `newsletter-welcome-${hash.slice(0, 40)}`;
}

/** An address's one-click way out, in every newsletter e-mail: it never expires. */
async function unsubscribeUrl(keys: LinkKeys, origin: string, email: string) {
  const token = await signLink(keys, 'newsletter.unsubscribe', email, null);
  return siteUrl(origin, newsletterUnsubscribePath(token));
}

/**
 * Follows a confirmation link: the consent time and the welcome e-mail (with the unsubscribe
 * link and headers) in one batch, once; following it again says it is already confirmed.
 */
export async function confirmSubscription(
  db: Database,
  keys: LinkKeys,
  mail: Mailer,
  token: string,
  now = Date.now(),
): Promise<{ email: string; alreadyConfirmed: boolean }> {
  const link = await checkLink(keys, 'newsletter.confirm', token, now);
  if (!link.ok) throw refusedLink(link.reason);
  const signUp = readConfirmPayload(link.payload);
  if (!signUp) throw refusedLink('invalid');
  const { email, createdAtMs } = signUp;
  const row = await db.select().from(newsletter).where(eq(newsletter.email, email)).get();
  if (!row || row.createdAtMs !== createdAtMs) throw refusedLink('withdrawn');
  if (row.consentAtMs !== null) return { email, alreadyConfirmed: true };

  const id = await welcomeId(email, createdAtMs);
  const input = { email, unsubscribeUrl: await unsubscribeUrl(keys, mail.origin, email) };
  try {
    await db.batch([
      db
        .update(newsletter)
        .set({ consentAtMs: now })
        .where(
          and(
            eq(newsletter.email, email),
            eq(newsletter.createdAtMs, createdAtMs),
            isNull(newsletter.consentAtMs),
          ),
        ),
      queueEmail(db, { id, kind: 'newsletter.welcome', input }, now),
    ]);
  } catch (error) {
    // The same link followed twice at once: the other click confirmed it and wrote the welcome.
    if (violates(error, 'outbox.id')) return { email, alreadyConfirmed: true };
    throw error;
  }
  mail.dispatch([id]);
  return { email, alreadyConfirmed: false };
}

/**
 * Follows an unsubscribe link: the address leaves the list at once, and is forgotten
 * (docs/product.md#newsletter). An address already gone gets the same answer.
 */
export async function unsubscribe(db: Database, keys: LinkKeys, token: string): Promise<string> {
  const link = await checkLink(keys, 'newsletter.unsubscribe', token);
  if (!link.ok) throw refusedLink('unsubscribeInvalid');
  await db.delete(newsletter).where(eq(newsletter.email, link.payload));
  return link.payload;
}

export async function countSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletter).where(subscribed);
  return row?.n ?? 0;
}

/** The staff's list of subscribers (confirmed addresses), newest consent first, searched by address. */
export async function listSubscribers(db: Database, args: StaffListArgs) {
  const where = and(subscribed, matchesAny([newsletter.email], args.search));
  const page = await paginate(db, newsletter, newsletter.consentAtMs, where, args);
  return { ...page, items: page.items.filter(isSubscriber) };
}

/**
 * Every subscriber as CSV (email, consent time), newest first, safe to open in a spreadsheet;
 * written to the audit log like every export of customers' data (docs/product.md#staff-area).
 */
export async function subscribersCsv(db: Database, actor: AuditActor): Promise<string> {
  const rows = await db
    .select()
    .from(newsletter)
    .where(subscribed)
    .orderBy(desc(newsletter.consentAtMs), desc(newsletter.createdAtMs));
  await audit(db, actor, {
    action: 'export.newsletter',
    entityType: 'export',
    entityId: 'newsletter',
    summary: `Esportati ${rows.length} iscritti alla newsletter`,
  });
  return [
    csvLine(['email', 'consenso']),
    ...rows
      .filter(isSubscriber)
      .map((row) => csvLine([row.email, new Date(row.consentAtMs).toISOString()])),
  ].join('\n');
}
