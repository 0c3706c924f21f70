import type { Locator, Page } from '@playwright/test';
import { addressFields, fillIn, MUST_ACCEPT } from './forms';

/** A quote request as a visitor fills it in on /preventivo. */
export interface QuoteRequest {
  name: string;
  email: string;
  phone: string;
  /** The device type as the list shows it, e.g. "Smartphone". */
  deviceType: string;
  brand: string;
  model: string;
  problem: string;
}

/** /preventivo: the quote request form and what it answers. */
export function quoteForm(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const fields = {
    name: field('Nome e cognome'),
    email: field('E-mail'),
    phone: field('Telefono'),
    deviceType: field('Tipo di dispositivo'),
    brand: field('Marca'),
    model: field('Modello'),
    problem: field('Descrizione del problema'),
  };
  return {
    ...fields,
    /** Every field the form requires, in the order it shows them. */
    requiredFields: Object.values(fields),
    privacy: page.getByLabel(/acconsento al trattamento/),
    mustAccept: page.getByText(MUST_ACCEPT),
    received: page.getByRole('heading', { name: 'Richiesta di preventivo ricevuta' }),
    whatHappensNext: page.getByRole('heading', { name: 'Cosa succede ora' }),
    /** The request's number, PRV-<year>-NNNNNN. */
    number: (year: number) => page.getByText(new RegExp(`PRV-${year}-\\d{6}`)),
    async open() {
      await page.goto('/preventivo');
    },
    async fill(request: QuoteRequest) {
      await fields.name.fill(request.name);
      await fields.email.fill(request.email);
      await fields.phone.fill(request.phone);
      await fields.deviceType.selectOption({ label: request.deviceType });
      await fields.brand.fill(request.brand);
      await fields.model.fill(request.model);
      await fields.problem.fill(request.problem);
    },
    async submit() {
      await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    },
  };
}

/** A device sent in as a visitor fills in /modulo-spedizione. */
export interface ShippingRequest {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  device: string;
  problem: string;
  unlockCode: string;
}

/** /modulo-spedizione: the form for sending a device in, and the sheet it prints. */
export function shippingForm(page: Page) {
  const { street, postalCode, city, province } = addressFields(page);
  const fields = {
    name: page.getByLabel('Nome e cognome'),
    street,
    postalCode,
    city,
    province,
    phone: page.getByLabel('Telefono'),
    email: page.getByLabel('E-mail'),
    device: page.getByLabel('Dispositivo', { exact: true }),
    problem: page.getByLabel('Descrizione del problema'),
    unlockCode: page.getByLabel('Codice di sblocco'),
  };
  return {
    ...fields,
    rules: page.getByLabel(/Ho letto e accetto il/),
    mustAccept: page.getByText(MUST_ACCEPT),
    rulesLink: page.getByRole('link', { name: 'regolamento spedizioni' }).last(),
    /** The sheet to print and put in the parcel. */
    sheet: page.getByRole('article'),
    printButton: page.getByRole('button', { name: 'Stampa il foglio' }),
    async open() {
      await page.goto('/modulo-spedizione');
    },
    async fill(request: ShippingRequest) {
      await fillIn(fields, request);
    },
    async deviceHasNoCode() {
      await page.getByRole('button', { name: 'Il dispositivo non ha un codice' }).click();
    },
    async submit() {
      await page.getByRole('button', { name: 'Invia il modulo' }).click();
    },
    /** The page as the printer gets it. */
    async print() {
      await page.emulateMedia({ media: 'print' });
    },
  };
}

/** /stato-riparazione: a customer looks up a repair by its code and their e-mail. */
export function repairStatus(page: Page) {
  const code = page.getByLabel('Codice riparazione');
  return {
    code,
    email: page.getByLabel('E-mail'),
    notFound: page.getByText(/Riparazione non trovata\. Controlla il codice e l'e-mail/),
    async open() {
      await page.goto('/stato-riparazione');
    },
    async lookUp(repairCode: string, email: string) {
      await code.fill(repairCode);
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Controlla lo stato' }).click();
    },
    /** The card of the repair found, named after its device. */
    card(device: RegExp) {
      const card = page.getByRole('region', { name: device });
      return {
        card,
        timelineHeading: card.getByRole('heading', { name: 'Cronologia' }),
        /** The events under "Cronologia", the card's last list (the first is the progress bar). */
        events: card.getByRole('list').last().getByRole('listitem'),
      };
    },
  };
}

/** A visitor's quote request, sent the way /preventivo sends it; answers its number. */
export async function requestQuoteThroughApi(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation Q($input: QuoteRequestInput!) { requestQuote(input: $input) { number } }',
      variables: {
        input: {
          name: 'Sara Fontana',
          email,
          phone: '333 222 1111',
          deviceCategory: 'TABLET',
          brand: 'Apple',
          model: 'iPad 9',
          problem: 'Il vetro è rotto in un angolo e il touch non risponde.',
          privacy: true,
        },
      },
    },
  });
  const body = (await response.json()) as { data: { requestQuote: { number: string } } };
  return body.data.requestQuote.number;
}

/** A shipping form sent the way /modulo-spedizione sends it, naming the courier; answers its number. */
export async function sendShippingFormThroughApi(
  page: Page,
  email: string,
  parcel: { carrier: string; trackingNumber: string },
): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: {
      query:
        'mutation S($input: ShippingFormInput!) { submitShippingForm(input: $input) { number } }',
      variables: {
        input: {
          senderName: 'Marco Greco',
          street: 'Via Roma 1',
          postalCode: '90133',
          city: 'Palermo',
          province: 'PA',
          phone: '091 123456',
          email,
          device: 'Nintendo Switch OLED',
          problem: 'Il Joy-Con sinistro non risponde più ai comandi.',
          codLock: '00000',
          acceptRules: true,
          ...parcel,
        },
      },
    },
  });
  const body = (await response.json()) as { data: { submitShippingForm: { number: string } } };
  return body.data.submitShippingForm.number;
}

/** The parcels of a repair's card ("Spedizioni"), as its customer follows them. */
export function repairParcels(card: Locator) {
  return {
    heading: card.getByRole('heading', { name: 'Spedizioni' }),
    /** The link to the carrier's own tracking page. */
    trackingLink: (carrier: string) =>
      card.getByRole('link', { name: new RegExp(`Segui la spedizione su ${carrier}`) }),
  };
}
