import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import type { VariablesOf } from 'gql.tada';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { graphql } from '../../web/graphql';
import { dataOf, gql } from './client';
import {
  asStaff,
  fromNewClient,
  QUOTE_REQUEST,
  REPAIR,
  rowCount,
  SHIPPING_FORM,
  seedQuote,
  seedRepair,
  seedShippingForm,
} from './fixtures';
import { writtenMails } from './outbox-mail';

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  ref: string | null;
}

function mailOf(kind: string): Promise<OutboxRow[]> {
  return writtenMails(eq(outbox.kind, kind));
}

/** The links an e-mail's plain-text part carries. */
const linksIn = (text: string) => text.match(/https?:\/\/[^\s)>\]]+/g) ?? [];

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

afterEach(() => {
  vi.restoreAllMocks();
});

const REQUEST_QUOTE = graphql(
  `mutation ($input: QuoteRequestInput!) { requestQuote(input: $input) { number } }`,
);
const SUBMIT_FORM = graphql(
  `mutation ($input: ShippingFormInput!) { submitShippingForm(input: $input) { number } }`,
);
const SHEET = graphql(`query ($number: String!, $email: String!) {
  shippingSheet(number: $number, email: $email) { number senderName device }
}`);
const MOVE = graphql(`mutation ($id: ID!, $status: RepairStatus!, $note: String) {
  adminUpdateRepairStatus(id: $id, status: $status, note: $note) { status }
}`);
const FORM = graphql(`query ($id: ID!) { adminShippingForm(id: $id) { codLock lockCode } }`);

describe('quote request received', () => {
  it('writes one e-mail with the request, its number filled in', async () => {
    const { body } = await gql(REQUEST_QUOTE, { input: QUOTE_REQUEST }, fromNewClient());
    const number = body.data?.requestQuote.number ?? '';
    expect(number).toMatch(/^PRV-\d{4}-\d{6}$/);
    const [mail, ...more] = await mailOf('repair.quote-received');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: QUOTE_REQUEST.email, ref: number });
    expect(mail?.subject).toBe(`Richiesta di preventivo ${number} ricevuta`);
    expect(mail?.text).toContain(number);
    expect(`${mail?.html}${mail?.text}`).not.toContain('__');
    expect(await rowCount('outbox')).toBe(1);
  });

  it('writes neither the request nor the e-mail when the batch fails', async () => {
    await failNextOutboxInsert();
    const { body } = await gql(REQUEST_QUOTE, { input: QUOTE_REQUEST }, fromNewClient());
    expect(body.errors).toHaveLength(1);
    expect(await rowCount('list_preventivo')).toBe(0);
    expect(await rowCount('outbox', "kind <> 'test.taken'")).toBe(0);
  });
});

describe('shipping form received', () => {
  it('writes one e-mail whose link reopens the sheet without the e-mail or the unlock code', async () => {
    const input = { ...SHIPPING_FORM, codLock: '4711' };
    const { body } = await gql(SUBMIT_FORM, { input }, fromNewClient());
    const number = body.data?.submitShippingForm.number ?? '';
    const [mail, ...more] = await mailOf('repair.shipping-form-received');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: SHIPPING_FORM.email, ref: number });
    expect(mail?.subject).toBe(`Modulo di spedizione ${number} ricevuto`);
    const sheet = linksIn(mail?.text ?? '').find((link) => link.includes('numero='));
    expect(sheet).toBe(`https://shop.test/modulo-spedizione?numero=${number}`);
    expect(`${mail?.html}${mail?.text}`).not.toContain('4711');
    expect(sheet).not.toContain('example.it');
  });

  it('writes neither the form nor the e-mail when the batch fails', async () => {
    await failNextOutboxInsert();
    const { body } = await gql(SUBMIT_FORM, { input: SHIPPING_FORM }, fromNewClient());
    expect(body.errors).toHaveLength(1);
    expect(await rowCount('list_module_assist')).toBe(0);
    expect(await rowCount('outbox', "kind <> 'test.taken'")).toBe(0);
  });

  it('reopens the sheet for its number and e-mail, and answers any other pair with null', async () => {
    await seedShippingForm();
    const right = await gql(
      SHEET,
      { number: ' spd-2026-000001 ', email: 'Marco.Greco@example.it' },
      fromNewClient(),
    );
    expect(right.body.data?.shippingSheet).toEqual({
      number: 'SPD-2026-000001',
      senderName: 'Marco Greco',
      device: 'Switch OLED',
    });
    const wrong = await Promise.all(
      [
        { number: 'SPD-2026-000002', email: 'marco.greco@example.it' },
        { number: 'SPD-2026-000001', email: 'altro@example.it' },
      ].map((variables) => gql(SHEET, variables, fromNewClient())),
    );
    for (const answer of wrong) expect(answer.text).toBe('{"data":{"shippingSheet":null}}');
  });
});

describe('repair opened', () => {
  it('from a shipping form: one e-mail with the RIP code and the status link', async () => {
    await seedShippingForm();
    const { body } = await gql(
      graphql('mutation { adminCreateRepairFromShippingForm(shippingFormId: "s1") { code } }'),
      {},
      asStaff(),
    );
    const code = body.data?.adminCreateRepairFromShippingForm.code ?? '';
    const [mail, ...more] = await mailOf('repair.opened');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: 'marco.greco@example.it', ref: code });
    expect(mail?.subject).toBe(`Riparazione ${code} aperta`);
    expect(linksIn(mail?.text ?? '')).toContain(`https://shop.test/stato-riparazione?code=${code}`);
  });

  it('from a quote request: the repair, the conversion and the e-mail, or none of them', async () => {
    await seedQuote();
    await failNextOutboxInsert();
    const { body } = await gql(
      graphql('mutation { adminCreateRepairFromQuote(quoteRequestId: "q1") { code } }'),
      {},
      asStaff(),
    );
    expect(body.errors).toHaveLength(1);
    expect(await rowCount('list_repair')).toBe(0);
    expect(await rowCount('list_preventivo', "status = 'nuova' AND repair_id IS NULL")).toBe(1);
    expect(await rowCount('outbox', "kind <> 'test.taken'")).toBe(0);
  });
});

describe('repair status changed', () => {
  it('writes one e-mail per change, with the note, to the intake address', async () => {
    await seedRepair({}, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
    await gql(
      MOVE,
      { id: REPAIR.id, status: 'IN_RIPARAZIONE', note: 'Ordinato il display' },
      asStaff(),
    );
    await gql(MOVE, { id: REPAIR.id, status: 'PRONTO_PER_IL_RITIRO' }, asStaff());
    await gql(MOVE, { id: REPAIR.id, status: 'SPEDITO', note: 'BRT 0123456789' }, asStaff());
    const mails = await mailOf('repair.status-changed');
    expect(mails.map((mail) => [mail.recipient, mail.ref, mail.subject])).toEqual([
      [REPAIR.email, REPAIR.code, `Riparazione ${REPAIR.code}: in riparazione`],
      [
        REPAIR.email,
        REPAIR.code,
        `Riparazione ${REPAIR.code}: il dispositivo è pronto per il ritiro`,
      ],
      [
        REPAIR.email,
        REPAIR.code,
        `Riparazione ${REPAIR.code}: il dispositivo è in viaggio verso di te`,
      ],
    ]);
    expect(mails[0]?.text).toContain('Ordinato il display');
    expect(mails[2]?.text).toContain('BRT 0123456789');
    expect(linksIn(mails[1]?.text ?? '')).toContain(
      `https://shop.test/stato-riparazione?code=${REPAIR.code}`,
    );
  });

  it('writes neither the change nor the e-mail when the batch fails', async () => {
    await seedRepair({ status: 'ricevuto' }, [{ status: 'ricevuto' }]);
    await failNextOutboxInsert();
    const { body } = await gql(MOVE, { id: REPAIR.id, status: 'IN_DIAGNOSI' }, asStaff());
    expect(body.errors).toHaveLength(1);
    expect(await rowCount('list_repair', "status = 'in_diagnosi'")).toBe(0);
    expect(await rowCount('repair_events')).toBe(1);
    expect(await rowCount('outbox', "kind <> 'test.taken'")).toBe(0);
  });
});

describe('unlock codes', () => {
  async function formWithCode() {
    await seedShippingForm();
    await env.DB.prepare("UPDATE list_module_assist SET cod_lock = '4711' WHERE id = 's1'").run();
  }
  const lockCode = async () =>
    (await gql(FORM, { id: 's1' }, asStaff())).body.data?.adminShippingForm;
  const stored = async () =>
    (
      await env.DB.prepare("SELECT cod_lock FROM list_module_assist WHERE id = 's1'").first<{
        cod_lock: string;
      }>()
    )?.cod_lock;

  it('stays readable while the repair is open and is erased when it closes', async () => {
    await formWithCode();
    const opened = await gql(
      graphql('mutation { adminCreateRepairFromShippingForm(shippingFormId: "s1") { id } }'),
      {},
      asStaff(),
    );
    const id = dataOf(opened).adminCreateRepairFromShippingForm.id;
    await gql(MOVE, { id, status: 'PRONTO_PER_IL_RITIRO' }, asStaff());
    expect(await lockCode()).toEqual({ codLock: '4711', lockCode: '4711' });
    await gql(MOVE, { id, status: 'CONSEGNATO' }, asStaff());
    expect(await stored()).toBe('');
    expect(await lockCode()).toEqual({ codLock: '', lockCode: null });
    await gql(MOVE, { id, status: 'IN_RIPARAZIONE', note: 'Riaperta in garanzia' }, asStaff());
    expect(await lockCode()).toEqual({ codLock: '', lockCode: null });
  });

  it('is erased when the repair is cancelled', async () => {
    await formWithCode();
    const opened = await gql(
      graphql('mutation { adminCreateRepairFromShippingForm(shippingFormId: "s1") { id } }'),
      {},
      asStaff(),
    );
    const id = dataOf(opened).adminCreateRepairFromShippingForm.id;
    await gql(MOVE, { id, status: 'ANNULLATO' }, asStaff());
    expect(await stored()).toBe('');
    expect((await lockCode())?.lockCode).toBeNull();
  });

  it('is erased when the form is archived, and kept while it is only in progress', async () => {
    await formWithCode();
    const SET_STATUS = graphql(`mutation ($status: RequestStatus!) {
      adminSetRequestStatus(kind: SPEDIZIONE, id: "s1", status: $status)
    }`);
    const setStatus = (status: VariablesOf<typeof SET_STATUS>['status']) =>
      gql(SET_STATUS, { status }, asStaff());
    await setStatus('IN_LAVORAZIONE');
    expect((await lockCode())?.lockCode).toBe('4711');
    await setStatus('ARCHIVIATA');
    expect(await stored()).toBe('');
    await setStatus('IN_LAVORAZIONE');
    expect(await lockCode()).toEqual({ codLock: '', lockCode: null });
  });
});
