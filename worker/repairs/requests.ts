import { and, eq } from 'drizzle-orm';
import type { RepairPriceRow } from '../../schema/db/price-list';
import { quoteRequests, shippingForms } from '../../schema/db/repairs';
import { generateToken } from '../../schema/rules/identifiers';
import { normaliseAddress, normaliseEmail } from '../../schema/rules/normalise';
import type { QuoteFields, ShippingFormFields } from '../../schema/rules/repairs';
import { storedShipment } from '../../schema/rules/shipments';
import { shippingSheetPath } from '../../schema/shipping-sheet-link';
import type { DeviceCategory } from '../../schema/vocabulary';
import { verifiedEmailOf } from '../accounts/account-repairs';
import { ownsVerifiedAddress, type Viewer } from '../accounts/viewer';
import type { Database } from '../db';
import { boundedText } from '../input';
import type { Mailer } from '../mail/mailer';
import { siteUrl } from '../mail/templates/escape';
import { nextNumber } from '../numbering';
import { ORDER_NUMBER_SLOT, withOrderNumber } from '../orders/order-mail';
import { randomBytes } from '../random';
import { statedPrice } from './price-list';
import { repairMail } from './repair-mail';
import { repairUnderWarranty } from './warranty';

/** Whose account a request belongs to and which repair's warranty it claims, if any. */
export interface RequestLinks {
  accountUid: string | null;
  warrantyOfRepairId: string | null;
  /** The sender is signed in with the request's address, verified: its e-mail is not budgeted. */
  ownAddress: boolean;
}

/**
 * The links of a request being sent: the signed-in viewer's account when their e-mail is verified
 * (docs/product.md#accounts), and the repair named for a warranty claim, refused unless the
 * claimant may name it and its warranty runs (docs/product.md#warranty).
 */
export async function requestLinks(
  db: Database,
  viewer: Viewer | null,
  email: string,
  warrantyOfRepairCode: string | null,
  now = Date.now(),
): Promise<RequestLinks> {
  const code = boundedText(warrantyOfRepairCode?.trim() || null, 'warrantyOfRepairCode', 20);
  const claimed = code ? await repairUnderWarranty(db, code, { email, viewer }, now) : null;
  return {
    accountUid: viewer && verifiedEmailOf(viewer) ? viewer.uid : null,
    warrantyOfRepairId: claimed?.id ?? null,
    ownAddress: ownsVerifiedAddress(viewer, email),
  };
}

/**
 * Saves a quote request with its number and the customer's "received" e-mail, in one batch. The
 * number is only taken inside the batch, so the e-mail is written with a slot the batch fills.
 * A request booked from the price list states the row's price as it is now, in the same batch,
 * and its e-mail says so (docs/product.md#price-list).
 */
export async function createQuoteRequest(
  db: Database,
  fields: Omit<QuoteFields, 'privacy'> & { deviceCategory: DeviceCategory },
  { ownAddress, ...links }: RequestLinks,
  mail: Mailer,
  now = new Date(),
  listed: RepairPriceRow | null = null,
) {
  const id = generateToken(randomBytes, 12);
  const numbered = nextNumber(db, 'quote', now);
  const request = {
    name: fields.name.trim(),
    email: normaliseEmail(fields.email),
    phone: fields.phone.trim(),
    deviceCategory: fields.deviceCategory,
    brand: fields.brand.trim(),
    model: fields.model.trim(),
    problem: fields.problem.trim(),
  };
  const slotted = { ...request, number: ORDER_NUMBER_SLOT };
  const email = listed
    ? repairMail(
        db,
        'listedRepairReceived',
        ORDER_NUMBER_SLOT,
        { origin: mail.origin, request: slotted, listed },
        now.getTime(),
        ownAddress,
      )
    : repairMail(
        db,
        'quoteReceived',
        ORDER_NUMBER_SLOT,
        { origin: mail.origin, request: slotted },
        now.getTime(),
        ownAddress,
      );
  await db.batch([
    numbered.advance,
    db.insert(quoteRequests).values({
      id,
      number: numbered.number,
      ...request,
      ...links,
      privacyConsentAtMs: now.getTime(),
      status: 'nuova',
      createdAtMs: now.getTime(),
    }),
    ...(listed ? [statedPrice(db, id, listed)] : []),
    email.statement,
    withOrderNumber(db, email.id, numbered.number),
  ]);
  mail.dispatch([email.id]);
  const row = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).get();
  if (!row) throw new Error(`Quote request ${id} was written but cannot be read back`);
  return row;
}

/**
 * Saves a shipping form with its number and the sender's e-mail (with the link that reopens the
 * printable sheet), in one batch; the number fills the e-mail's slot inside the batch.
 */
export async function createShippingForm(
  db: Database,
  fields: ShippingFormFields,
  { ownAddress, ...links }: RequestLinks,
  mail: Mailer,
  now = new Date(),
) {
  const id = generateToken(randomBytes, 12);
  const numbered = nextNumber(db, 'shipping', now);
  const form = {
    senderName: fields.senderName.trim(),
    email: normaliseEmail(fields.email),
    device: fields.device.trim(),
  };
  const email = repairMail(
    db,
    'shippingFormReceived',
    ORDER_NUMBER_SLOT,
    {
      origin: mail.origin,
      form: { ...form, number: ORDER_NUMBER_SLOT },
      sheetUrl: siteUrl(mail.origin, shippingSheetPath(ORDER_NUMBER_SLOT)),
    },
    now.getTime(),
    ownAddress,
  );
  await db.batch([
    numbered.advance,
    db.insert(shippingForms).values({
      id,
      number: numbered.number,
      ...normaliseAddress(fields),
      ...form,
      phone: fields.phone.trim(),
      problem: fields.problem.trim(),
      codLock: fields.codLock.trim(),
      ...storedShipment(fields),
      ...links,
      rulesAcceptedAtMs: now.getTime(),
      status: 'nuova',
      createdAtMs: now.getTime(),
    }),
    email.statement,
    withOrderNumber(db, email.id, numbered.number),
  ]);
  mail.dispatch([email.id]);
  const row = await db.select().from(shippingForms).where(eq(shippingForms.id, id)).get();
  if (!row) throw new Error(`Shipping form ${id} was written but cannot be read back`);
  return row;
}

/**
 * A shipping form's printable sheet for whoever holds both its number and the sender's e-mail;
 * any mismatch is the same null, so nobody learns which half was wrong.
 */
export async function shippingSheetFor(db: Database, number: string, email: string) {
  const row = await db
    .select()
    .from(shippingForms)
    .where(
      and(
        eq(shippingForms.number, number.trim().toUpperCase()),
        eq(shippingForms.email, normaliseEmail(email)),
      ),
    )
    .get();
  return row ?? null;
}
