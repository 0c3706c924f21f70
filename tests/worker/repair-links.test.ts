import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { linkExpiryAfterEmail, REPAIR_LINK_REFUSALS } from '../../schema/rules/repair-links';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import { asCustomer, asStaff, fromNewClient, REPAIR, rowCount, seedRepair } from './fixtures';
import { writtenMails } from './outbox-mail';

const DAY = 86_400_000;

const SEND = graphql(`mutation ($repairId: ID!, $input: EstimateInput!) {
  adminSendEstimate(repairId: $repairId, input: $input) { estimate { id validUntil } }
}`);
const BY_LINK = graphql(`query ($token: String!) {
  repairByLink(token: $token) { code timeline { note } }
}`);
const ACCEPT = graphql(`mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  acceptEstimate(access: $access, estimateId: $estimateId) { status timeline { note } }
}`);
const MOVE = graphql(`mutation ($id: ID!, $status: RepairStatus!, $note: String) {
  adminUpdateRepairStatus(id: $id, status: $status, note: $note) { status }
}`);
const REVOKE = graphql(`mutation ($id: ID!) { adminRevokeRepairLinks(id: $id) { linksExpireAt } }`);
const STATUS = graphql(`query ($code: String!, $email: String!) {
  repairStatus(code: $code, email: $email) { code timeline { note } }
}`);

const INPUT = {
  lines: [{ kind: 'PART' as const, description: 'Display OLED originale', amount: 12_000 }],
  estimatedDays: 3,
  validityDays: 10,
};

/** Luca's repair at diagnosis with an estimate just e-mailed: the estimate and its link's token. */
async function estimateSent() {
  await seedRepair({}, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
  return sendEstimate();
}

async function sendEstimate() {
  const { body } = await gql(SEND, { repairId: REPAIR.id, input: INPUT }, asStaff());
  const estimate = body.data?.adminSendEstimate.estimate;
  if (!estimate) throw new Error(`adminSendEstimate failed: ${JSON.stringify(body.errors)}`);
  return { estimate, token: await latestLinkToken() };
}

/** The token of the link in the latest estimate e-mail. */
async function latestLinkToken(): Promise<string> {
  const mail = (await writtenMails(eq(outbox.kind, 'repair.estimate-sent'))).at(-1);
  const link = mail?.text.match(/stato-riparazione#accesso=([^\s>]+)/);
  if (!link?.[1]) throw new Error(`no link in ${mail?.text}`);
  return decodeURIComponent(link[1]);
}

const byLink = (token: string) => gql(BY_LINK, { token }, fromNewClient());

const linksExpireAt = async () =>
  (
    await env.DB.prepare('SELECT link_expires_at_ms AS at FROM list_repair WHERE id = ?')
      .bind(REPAIR.id)
      .first<{ at: number }>()
  )?.at;

const expireLinks = () =>
  env.DB.prepare('UPDATE list_repair SET link_expires_at_ms = ? WHERE id = ?')
    .bind(Date.now() - 1, REPAIR.id)
    .run();

describe('repair links expire', () => {
  it('30 days after the estimate’s validity; then the link is refused in Italian, and answers nothing', async () => {
    const { estimate, token } = await estimateSent();
    expect(await linksExpireAt()).toBe(linkExpiryAfterEmail(0, Date.parse(estimate.validUntil)));
    expect((await linksExpireAt()) ?? 0).toBe(Date.parse(estimate.validUntil) + 30 * DAY);
    expect((await byLink(token)).body.data?.repairByLink?.code).toBe(REPAIR.code);

    await expireLinks();
    const read = await byLink(token);
    expect(codes(read.body)).toEqual(['FORBIDDEN']);
    expect(read.body.errors?.[0]?.message).toBe(REPAIR_LINK_REFUSALS.expired);
    const act = await gql(
      ACCEPT,
      { access: { code: REPAIR.code, token }, estimateId: estimate.id },
      fromNewClient(),
    );
    expect(act.body.errors?.[0]?.message).toBe(REPAIR_LINK_REFUSALS.expired);
    expect(await rowCount('repair_estimates', "status = 'sent'")).toBe(1);
    // Code and e-mail still open it.
    const typed = await gql(STATUS, { code: REPAIR.code, email: REPAIR.email }, fromNewClient());
    expect(typed.body.errors).toBeUndefined();
  });

  it('and each e-mail about the repair renews every link sent before it', async () => {
    const { token } = await estimateSent();
    await expireLinks();
    expect(codes((await byLink(token)).body)).toEqual(['FORBIDDEN']);
    const before = Date.now();
    const moved = await gql(
      MOVE,
      { id: REPAIR.id, status: 'IN_DIAGNOSI', note: 'Aspettiamo il ricambio.' },
      asStaff(),
    );
    expect(moved.body.errors).toBeUndefined();
    expect(await rowCount('outbox', "kind = 'repair.status-changed'")).toBe(1);
    expect(await linksExpireAt()).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect((await byLink(token)).body.data?.repairByLink?.code).toBe(REPAIR.code);
  });

  it('never earlier than an estimate’s validity already allows', async () => {
    await estimateSent();
    const afterEstimate = await linksExpireAt();
    await gql(MOVE, { id: REPAIR.id, status: 'IN_DIAGNOSI', note: 'Ancora un giorno.' }, asStaff());
    expect(await linksExpireAt()).toBe(afterEstimate);
  });
});

describe('staff revoke a repair’s links', () => {
  it('the links sent so far are refused as revoked; code and e-mail still work; the next e-mail’s link opens', async () => {
    const { estimate, token } = await estimateSent();
    const revoked = await gql(REVOKE, { id: REPAIR.id }, asStaff());
    expect(revoked.body.errors).toBeUndefined();
    expect(
      Date.parse(revoked.body.data?.adminRevokeRepairLinks.linksExpireAt ?? ''),
    ).toBeLessThanOrEqual(Date.now());
    expect(await rowCount('admin_audit', "action = 'repair.links-revoked'")).toBe(1);

    const read = await byLink(token);
    expect(codes(read.body)).toEqual(['FORBIDDEN']);
    expect(read.body.errors?.[0]?.message).toBe(REPAIR_LINK_REFUSALS.revoked);
    const act = await gql(
      ACCEPT,
      { access: { code: REPAIR.code, token }, estimateId: estimate.id },
      fromNewClient(),
    );
    expect(act.body.errors?.[0]?.message).toBe(REPAIR_LINK_REFUSALS.revoked);
    const typed = await gql(STATUS, { code: REPAIR.code, email: REPAIR.email }, fromNewClient());
    expect(typed.body.errors).toBeUndefined();

    // A new e-mail carries a link of the new generation; the old one stays revoked.
    const next = await sendEstimate();
    expect(next.token).not.toBe(token);
    expect((await byLink(next.token)).body.data?.repairByLink?.code).toBe(REPAIR.code);
    expect((await byLink(token)).body.errors?.[0]?.message).toBe(REPAIR_LINK_REFUSALS.revoked);
  });

  it('only staff may revoke them', async () => {
    await estimateSent();
    for (const who of [fromNewClient(), asCustomer()]) {
      const { body } = await gql(REVOKE, { id: REPAIR.id }, who);
      expect(body.data).toBeNull();
      expect(codes(body)).not.toEqual([]);
    }
    expect(await rowCount('admin_audit', "action = 'repair.links-revoked'")).toBe(0);
  });
});

describe('what a link holder reads', () => {
  it('has no intake e-mail on the timeline, whichever way the estimate was answered', async () => {
    const { estimate, token } = await estimateSent();
    const answered = await gql(
      ACCEPT,
      { access: { code: REPAIR.code, email: REPAIR.email }, estimateId: estimate.id },
      fromNewClient(),
    );
    expect(answered.body.data?.acceptEstimate.timeline.at(-1)?.note).toBe(
      'Preventivo accettato dalla pagina Stato riparazione.',
    );
    const read = await byLink(token);
    const notes = read.body.data?.repairByLink?.timeline.map((event) => event.note ?? '') ?? [];
    expect(notes.length).toBeGreaterThan(2);
    for (const note of notes) expect(note).not.toContain(REPAIR.email);
    expect(JSON.stringify(read.body)).not.toContain('@');
  });
});
