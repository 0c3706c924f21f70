import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, signedIn } from './accounts';
import { definitionOf, literally } from './text';

/** The staff area at /admin: its sections, their lists and the panel of the row opened. */
export function adminArea(page: Page) {
  const sections = page.getByRole('navigation', { name: 'Sezioni' });
  return {
    heading: page.getByRole('heading', { name: 'Pannello di gestione' }),
    staffOnly: page.getByRole('alert'),
    latestChanges: page.getByRole('region', { name: 'Ultime modifiche' }),
    /** A tab of the area: Panoramica, Preventivi, Spedizioni, Riparazioni, Ordini, … */
    async openSection(name: string) {
      await sections.getByRole('button', { name, exact: true }).click();
    },
    /** A section's list, by its title ("Richieste di preventivo"). */
    list: (title: string) => staffList(page.getByRole('region', { name: title })),
    /** The panel of one request, repair or order, by its title ("Preventivo PRV-…"). */
    panel: (title: string) => staffPanel(page.getByRole('region', { name: title })),
  };
}

function staffList(region: Locator) {
  return {
    region,
    rows: region.getByRole('row'),
    async search(text: string) {
      await region.getByRole('searchbox').fill(text);
      await region.getByRole('button', { name: 'Cerca' }).click();
    },
    /** Opens the row of this number or code. */
    async open(reference: string) {
      await region.getByRole('button', { name: `Apri ${reference}` }).click();
    },
    /** Clicks the button and answers the file it downloads. */
    async download(button: string) {
      const [download] = await Promise.all([
        region.page().waitForEvent('download'),
        region.getByRole('button', { name: button }).click(),
      ]);
      return download;
    },
  };
}

function staffPanel(region: Locator) {
  return {
    region,
    async press(button: string) {
      await region.getByRole('button', { name: button }).click();
    },
    /** The value beside a term of the panel's facts ("Stato", "Cliente", …). */
    fact: (term: string) => definitionOf(region, term),
    /** The repair code just handed out, as the notice shows it to read to the customer. */
    async newRepairCode() {
      const code = region.getByRole('status').getByText(/^RIP-[A-Z0-9]{8}$/);
      return ((await code.textContent()) ?? '').trim();
    },
    /** Records a repair's parcel one way: the carrier from the table and its number. */
    async recordParcel(direction: string, carrier: string, trackingNumber: string) {
      const parcels = region.getByRole('form', { name: 'Spedizioni della riparazione' });
      await parcels.getByLabel('Tratta').selectOption({ label: direction });
      await parcels.getByLabel('Corriere').selectOption({ label: carrier });
      await parcels.getByLabel('Numero di spedizione').fill(trackingNumber);
      await parcels.getByRole('button', { name: 'Salva la spedizione' }).click();
    },
    /** Ships an order with a carrier chosen from the table and its number. */
    async shipOrder(carrier: string, trackingNumber: string) {
      await region.getByLabel(/^Corriere/).selectOption({ label: carrier });
      await region.getByLabel(/^Numero di spedizione/).fill(trackingNumber);
      await region.getByRole('button', { name: 'Segna come «Spedito»' }).click();
    },
    /** Moves a repair to a new state, with a note for the customer. */
    async updateRepair(status: string, note = '') {
      await region.getByLabel('Nuovo stato').selectOption({ label: status });
      await region.getByLabel(/Nota per il cliente/).fill(note);
      await region.getByRole('button', { name: 'Aggiorna lo stato' }).click();
    },
  };
}

/** The shop module at /admin/modulo/negozio: the products a page at a time, as staff edit them. */
export function shopModule(page: Page) {
  // The product's own form: the variants table below it has a price per variant.
  const editor = page.getByRole('form', { name: /^Modifica / });
  const price = editor.getByLabel('Prezzo (€, IVA esclusa)');
  const list = staffList(page.getByRole('region', { name: 'Prodotti del negozio' }));
  return {
    price,
    list,
    /** What the editor says the customer will see at the typed price (struck price or none). */
    preview: page.getByRole('region', { name: 'Come lo vedrà il cliente' }),
    async open() {
      await page.goto('/admin/modulo/negozio');
    },
    /** Opens the product's editor from its row. */
    async edit(product: string) {
      await list.open(product);
    },
    async save() {
      await editor.getByRole('button', { name: 'Salva', exact: true }).click();
    },
    saved: (product: string) =>
      page.getByText(`${product} aggiornato: le modifiche sono già nello shop.`),
    row: (product: string) => page.getByRole('row', { name: literally(product) }),
    /** Opens the product, types the price, saves, and waits for the shop to confirm it. */
    async setPrice(product: string, amount: string) {
      await this.edit(product);
      await price.fill(amount);
      await this.save();
      await expect(this.saved(product)).toBeVisible();
    },
  };
}

/** Staff signed in on a page of their own (nothing in its storage yet), in the staff area. */
export async function staffPage(page: Page) {
  await signedIn(page, ADMIN, '/admin');
  await expect(page).toHaveURL('/admin');
  return page;
}

/** Staff turn a shipping form into a repair and open its panel; answers the repair's code. */
export async function openRepairFromShippingForm(staff: Page, number: string): Promise<string> {
  const admin = adminArea(staff);
  await admin.openSection('Spedizioni');
  const forms = admin.list('Moduli di spedizione');
  await forms.search(number);
  await forms.open(number);
  const form = admin.panel(`Spedizione ${number}`);
  await form.press('Crea la riparazione');
  const code = await form.newRepairCode();
  await form.press('Vai alla riparazione');
  return code;
}

/** Staff turn a quote request into a repair and open its panel; answers the repair's code. */
export async function openRepairFromQuote(staff: Page, number: string): Promise<string> {
  const admin = adminArea(staff);
  await admin.openSection('Preventivi');
  const quotes = admin.list('Richieste di preventivo');
  await quotes.search(number);
  await quotes.open(number);
  const quote = admin.panel(`Preventivo ${number}`);
  await quote.press('Crea la riparazione');
  const code = await quote.newRepairCode();
  await quote.press('Vai alla riparazione');
  return code;
}
