import type { Page } from '@playwright/test';

/** /listino-riparazioni: the choices, the chosen repair and its booking form. */
export function priceList(page: Page) {
  const chosen = page.getByRole('region', { name: 'Riparazione scelta' });
  const booking = page.getByRole('form', { name: 'Prenota la riparazione' });
  const field = (label: string) => booking.getByLabel(label, { exact: true });
  return {
    chosen,
    booking,
    heading: page.getByRole('heading', { name: 'Listino riparazioni', level: 1 }),
    notListed: page.getByRole('region', { name: 'Non trovi il tuo modello o il guasto?' }),
    async open(search = '') {
      await page.goto(`/listino-riparazioni${search}`);
    },
    /** Follows one choice: a device type, a brand, a model or a repair, by its link's name. */
    async pick(name: string | RegExp) {
      await page.getByRole('link', { name, exact: typeof name === 'string' }).click();
    },
    async search(text: string) {
      await page.getByRole('searchbox', { name: 'Cerca il tuo modello' }).fill(text);
      await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    },
    async startBooking() {
      await chosen.getByRole('button', { name: 'Prenota la riparazione' }).click();
    },
    name: field('Nome e cognome'),
    email: field('E-mail'),
    phone: field('Telefono'),
    privacy: booking.getByLabel(/acconsento al trattamento/),
    async book() {
      await booking.getByRole('button', { name: 'Conferma la prenotazione' }).click();
    },
  };
}

/** The staff's "Listino" section: a row's panel, new or opened, as staff fill it in. */
export function staffPriceList(page: Page) {
  const panel = (title: string | RegExp) => page.getByRole('region', { name: title });
  return {
    panel,
    async add(row: {
      category: string;
      brand: string;
      model: string;
      repair: string;
      part: string;
      price: string;
      minutes: string;
    }) {
      await page.getByRole('button', { name: 'Nuova voce' }).click();
      const form = panel('Nuova voce del listino');
      await form.getByLabel('Tipo di dispositivo').selectOption({ label: row.category });
      await form.getByLabel('Marca', { exact: true }).fill(row.brand);
      await form.getByLabel('Modello', { exact: true }).fill(row.model);
      await form.getByLabel('Riparazione').selectOption({ label: row.repair });
      await form.getByLabel('Ricambio').selectOption({ label: row.part });
      await form.getByLabel('Prezzo (IVA esclusa)').fill(row.price);
      await form.getByLabel('Tempo tipico (minuti)').fill(row.minutes);
      await form.getByRole('button', { name: 'Aggiungi al listino' }).click();
    },
    async setPrice(title: string, price: string) {
      const form = panel(title);
      await form.getByLabel('Prezzo (IVA esclusa)').fill(price);
      await form.getByRole('button', { name: 'Salva le modifiche' }).click();
    },
  };
}
