import { expect, type Page } from '@playwright/test';
import { newEmail } from './accounts';
import { addressFields, fillIn, MUST_ACCEPT } from './forms';
import { orderPage } from './orders';

/** A guest's details, as typed into the checkout form. */
export const GUEST = {
  email: 'laura.conti@example.it',
  phone: '+39 347 555 1234',
  firstName: 'Laura',
  lastName: 'Conti',
  street: 'Corso Buenos Aires 45',
  postalCode: '20124',
  city: 'Milano',
  province: 'MI',
};

/** /checkout-forms, then the summary at /order-summaries where the order is confirmed. */
export function checkout(page: Page) {
  const fields = { email: page.getByLabel('E-mail'), ...addressFields(page) };
  return {
    ...fields,
    field: (label: string) => page.getByLabel(label, { exact: true }),
    wantsInvoice: page.getByLabel('Desidero la fattura'),
    taxCode: page.getByLabel('Codice fiscale', { exact: true }),
    /** The invoice's fields (docs/product.md#invoices), once "Desidero la fattura" is ticked. */
    invoice: {
      /** "Privato" or "Azienda o professionista". */
      async forWhom(kind: string) {
        await page
          .getByRole('group', { name: 'La fattura è intestata a' })
          .getByLabel(kind)
          .check();
      },
      vatNumber: page.getByLabel('Partita IVA', { exact: true }),
      company: page.getByLabel('Ragione sociale', { exact: true }),
      sdiCode: page.getByLabel(/^Codice destinatario SDI/),
      pec: page.getByLabel(/^PEC/),
      billingDiffers: page.getByLabel(
        "L'indirizzo di fatturazione è diverso da quello di spedizione",
      ),
      billing: addressFields(page.getByRole('group', { name: 'Indirizzo di fatturazione' })),
    },
    savedAddress: page.getByLabel('Usa un indirizzo salvato'),
    /** The free take-back of an old device (docs/product.md#ritiro-raee), when the cart offers it. */
    raeeTakeBack: page.getByLabel(/^Ritiro gratuito dell’usato \(RAEE\)/),
    mustAccept: page.getByText(MUST_ACCEPT),
    says: (text: string) => page.getByText(text),
    async open() {
      await page.goto('/checkout-forms');
    },
    async fill(details = GUEST) {
      await fillIn(fields, details);
    },
    /** "Bonifico bancario", "Contrassegno" or "Ritiro in negozio". */
    async pay(method: string) {
      await page.getByLabel(method).check();
    },
    async acceptTerms() {
      await page.getByLabel(/Ho letto e accetto/).check();
    },
    async continueToSummary() {
      await page.getByRole('button', { name: 'Continua al riepilogo' }).click();
    },
    /** The summary page's main part, before the order is confirmed. */
    summary: page.getByRole('main'),
    async confirm() {
      await page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }).click();
    },
  };
}

/**
 * Checks out what the cart holds with these details and confirms it: the order's number and the
 * address of its page. A signed-in buyer's form first fills in the account's e-mail
 * (`signedInAs`), which the details then replace.
 */
export async function placeOrder(
  page: Page,
  details: typeof GUEST,
  { payment = 'Contrassegno', signedInAs }: { payment?: string; signedInAs?: string } = {},
) {
  const form = checkout(page);
  await form.open();
  if (signedInAs) await expect(form.email).toHaveValue(signedInAs);
  await form.fill(details);
  await form.pay(payment);
  await form.acceptTerms();
  await form.continueToSummary();
  await form.confirm();
  const placed = orderPage(page);
  await expect(placed.thanks).toBeVisible();
  return { number: await placed.number(), url: page.url(), email: details.email };
}

/** The cart's order by a guest of its own (a fresh e-mail starting `prefix`), paid on delivery. */
export function placeGuestOrder(page: Page, prefix: string, payment = 'Contrassegno') {
  return placeOrder(page, { ...GUEST, email: newEmail(prefix) }, { payment });
}
