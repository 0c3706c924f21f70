import { eq } from 'drizzle-orm';
import { quoteRequests, shippingForms } from '../../schema/db/repairs';
import { generateToken } from '../../schema/rules/identifiers';
import { normaliseAddress, normaliseEmail } from '../../schema/rules/normalise';
import type { QuoteFields, ShippingFormFields } from '../../schema/rules/repairs';
import type { DeviceCategory } from '../../schema/vocabulary';
import type { Database } from '../db';
import { nextNumber } from '../numbering';
import { randomBytes } from '../random';

/** Saves a quote request with its number, in one batch. */
export async function createQuoteRequest(
  db: Database,
  fields: QuoteFields & { deviceCategory: DeviceCategory },
  now = new Date(),
) {
  const id = generateToken(randomBytes, 12);
  const numbered = nextNumber(db, 'quote', now);
  await db.batch([
    numbered.advance,
    db.insert(quoteRequests).values({
      id,
      number: numbered.number,
      name: fields.name.trim(),
      email: normaliseEmail(fields.email),
      phone: fields.phone.trim(),
      deviceCategory: fields.deviceCategory,
      brand: fields.brand.trim(),
      model: fields.model.trim(),
      problem: fields.problem.trim(),
      privacyConsentAtMs: now.getTime(),
      status: 'nuova',
      createdAtMs: now.getTime(),
    }),
  ]);
  const row = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).get();
  if (!row) throw new Error(`Quote request ${id} was written but cannot be read back`);
  return row;
}

/** Saves a shipping form with its number, in one batch. */
export async function createShippingForm(
  db: Database,
  fields: ShippingFormFields,
  now = new Date(),
) {
  const id = generateToken(randomBytes, 12);
  const numbered = nextNumber(db, 'shipping', now);
  await db.batch([
    numbered.advance,
    db.insert(shippingForms).values({
      id,
      number: numbered.number,
      ...normaliseAddress(fields),
      senderName: fields.senderName.trim(),
      phone: fields.phone.trim(),
      email: normaliseEmail(fields.email),
      device: fields.device.trim(),
      problem: fields.problem.trim(),
      codLock: fields.codLock.trim(),
      rulesAcceptedAtMs: now.getTime(),
      status: 'nuova',
      createdAtMs: now.getTime(),
    }),
  ]);
  const row = await db.select().from(shippingForms).where(eq(shippingForms.id, id)).get();
  if (!row) throw new Error(`Shipping form ${id} was written but cannot be read back`);
  return row;
}
