import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotePage } from '../../web/repairs/QuotePage';
import { ShippingFormPage } from '../../web/repairs/ShippingFormPage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const DAY = 86_400_000;
const FIELDS_REFUSED = 'Alcuni campi non sono validi: correggili e riprova.';

const fill = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const refusedField = (field: string, message: string): Answer => ({
  errors: [
    {
      message: FIELDS_REFUSED,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } as never,
    },
  ],
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the quote request page', () => {
  function renderQuote(answer: (name: string) => Answer, path = '/preventivo') {
    const worker = workerClient(answer);
    renderRoutes([{ path: '/preventivo', element: <QuotePage /> }], path, worker.client);
    return worker;
  }

  function fillQuote() {
    fill('Nome e cognome', 'Chiara Bianchi');
    fill('E-mail', 'chiara@example.it');
    fill('Telefono', '333 1234567');
    fireEvent.change(screen.getByLabelText('Tipo di dispositivo'), {
      target: { value: 'smartphone' },
    });
    fill('Marca', 'Apple');
    fill('Modello', 'iPhone 13');
    fill(/Descrizione del problema/, 'Il display non si accende più.');
    fireEvent.click(screen.getByRole('checkbox'));
  }

  it('sends the request with the API category and shows its number and what happens next', async () => {
    const { asked } = renderQuote(() => ({
      data: {
        requestQuote: {
          __typename: 'QuoteRequest',
          id: 'q1',
          number: 'PRV-000123',
          labBookingToken: 'firmato.prenotazione',
        },
      },
    }));
    fillQuote();
    submit('Invia la richiesta');

    await screen.findByRole('heading', { name: 'Richiesta di preventivo ricevuta' });
    expect(screen.getByText('PRV-000123')).toBeTruthy();
    expect(screen.getByText('chiara@example.it')).toBeTruthy();
    expect(screen.getByText('Cosa succede ora')).toBeTruthy();
    // The booking step that follows asks for the lab's free slots (docs/product.md#appointments).
    expect(asked.map((operation) => operation.name)).toContain('LabCalendar');
    expect(asked.filter((operation) => operation.name !== 'LabCalendar')).toEqual([
      {
        name: 'RequestQuote',
        variables: {
          input: {
            name: 'Chiara Bianchi',
            email: 'chiara@example.it',
            phone: '333 1234567',
            deviceCategory: 'SMARTPHONE',
            brand: 'Apple',
            model: 'iPhone 13',
            problem: 'Il display non si accende più.',
            privacy: true,
            warrantyOfRepairCode: null,
          },
        },
      },
    ]);
  });

  it('says what is missing, focuses the first field and sends nothing', () => {
    const { asked } = renderQuote(() => ({}));
    submit('Invia la richiesta');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome e cognome'));
    expect(screen.getByLabelText('Nome e cognome').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it("shows the Worker's refusal on its field and above the form, and stays on the form", async () => {
    const message = 'Il modello deve avere al massimo 60 caratteri.';
    renderQuote(() => refusedField('model', message));
    fillQuote();
    submit('Invia la richiesta');

    await screen.findByText(message);
    expect(screen.getByRole('alert').textContent).toContain(FIELDS_REFUSED);
    expect(document.activeElement).toBe(screen.getByLabelText('Modello'));
    expect(screen.queryByText('Richiesta di preventivo ricevuta')).toBeNull();
  });

  it('shows a refusal without fields in Italian, with nothing lost', async () => {
    const message = 'Troppe richieste in poco tempo: riprova tra qualche minuto.';
    renderQuote(() => ({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] }));
    fillQuote();
    submit('Invia la richiesta');

    await screen.findByText(message);
    expect(screen.getByLabelText('Modello')).toHaveProperty('value', 'iPhone 13');
  });

  it('claims the warranty of a repair: fills e-mail and device, and sends its code', async () => {
    const until = new Date(Date.now() + 60 * DAY).toISOString();
    window.history.replaceState({ warrantyEmail: 'chiara@example.it' }, '', '/');
    const { asked } = renderQuote(
      (name) =>
        name === 'WarrantyClaim'
          ? {
              data: {
                warrantyClaim: {
                  __typename: 'WarrantyClaim',
                  repair: {
                    __typename: 'Repair',
                    code: 'RIP-7KQ2M9XD',
                    device: 'iPhone 13',
                    warrantyUntil: until,
                  },
                  deviceCategory: 'SMARTPHONE',
                  brand: 'Apple',
                  model: 'iPhone 13',
                },
              },
            }
          : {
              data: {
                requestQuote: {
                  __typename: 'QuoteRequest',
                  id: 'q2',
                  number: 'PRV-9',
                  labBookingToken: 'firmato.prenotazione',
                },
              },
            },
      '/preventivo?garanzia=RIP-7KQ2M9XD',
    );
    await screen.findByText(/Intervento in garanzia per iPhone 13/);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'chiara@example.it');
    expect(screen.getByLabelText('Marca')).toHaveProperty('value', 'Apple');
    expect(screen.getByLabelText('Tipo di dispositivo')).toHaveProperty('value', 'smartphone');

    fill('Nome e cognome', 'Chiara Bianchi');
    fill('Telefono', '333 1234567');
    fill(/Descrizione del problema/, 'Il display si è spento di nuovo.');
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Invia la richiesta');

    await screen.findByText('PRV-9');
    const request = asked.find((operation) => operation.name === 'RequestQuote');
    expect(request?.variables).toMatchObject({
      input: { warrantyOfRepairCode: 'RIP-7KQ2M9XD', email: 'chiara@example.it' },
    });
  });
});

describe('the shipping form page', () => {
  function renderShipping(answer: (name: string) => Answer) {
    const worker = workerClient(answer);
    renderRoutes(
      [{ path: '/modulo-spedizione', element: <ShippingFormPage /> }],
      '/modulo-spedizione',
      worker.client,
    );
    return worker;
  }

  function fillShipping() {
    fill('Nome e cognome', 'Marco Rossi');
    fill('Indirizzo', 'Via Roma 1');
    fill('CAP', '20121');
    fill('Città', 'Milano');
    fill('Provincia', 'MI');
    fill('Telefono', '333 1234567');
    fill('E-mail', 'marco@example.it');
    fill('Dispositivo', 'Samsung Galaxy S21');
    fill(/Descrizione del problema/, 'La batteria si scarica in un’ora.');
    fireEvent.click(screen.getByRole('button', { name: 'Il dispositivo non ha un codice' }));
    fireEvent.click(screen.getByRole('checkbox'));
  }

  it('fills the no-code value, sends the form and opens the printed sheet', async () => {
    const { asked } = renderShipping(() => ({
      data: {
        submitShippingForm: {
          __typename: 'ShippingFormReceipt',
          id: 's1',
          number: 'SPD-000045',
          createdAt: new Date().toISOString(),
          senderName: 'Marco Rossi',
          street: 'Via Roma 1',
          postalCode: '20121',
          city: 'Milano',
          province: 'MI',
          phone: '333 1234567',
          email: 'marco@example.it',
          device: 'Samsung Galaxy S21',
          problem: 'La batteria si scarica in un’ora.',
        },
      },
    }));
    fillShipping();
    expect(screen.getByLabelText(/Codice di sblocco/)).toHaveProperty('value', '00000');
    submit('Invia il modulo');

    await screen.findByText(/Modulo ricevuto!/, {}, { timeout: 5000 });
    expect(screen.getAllByText('SPD-000045').length).toBeGreaterThan(0);
    expect(asked[0]?.variables).toMatchObject({
      input: { codLock: '00000', province: 'MI', warrantyOfRepairCode: null },
    });
  });

  it('says what is missing, focuses the first field and sends nothing', () => {
    const { asked } = renderShipping(() => ({}));
    submit('Invia il modulo');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome e cognome'));
    expect(asked).toEqual([]);
  });

  it("shows the Worker's refusal on its field and keeps the form", async () => {
    const message = 'Il CAP deve avere 5 cifre.';
    renderShipping(() => refusedField('postalCode', message));
    fillShipping();
    submit('Invia il modulo');

    await screen.findByText(message);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('CAP')));
    expect(screen.getByRole('alert').textContent).toContain(FIELDS_REFUSED);
    expect(screen.queryByText(/Modulo ricevuto!/)).toBeNull();
  });
});

describe('reopening a shipping sheet from its e-mailed link', () => {
  const RECEIPT = {
    __typename: 'ShippingFormReceipt',
    id: 's1',
    number: 'SPD-2026-000045',
    createdAt: new Date().toISOString(),
    senderName: 'Marco Rossi',
    street: 'Via Roma 1',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
    phone: '333 1234567',
    email: 'marco@example.it',
    device: 'Samsung Galaxy S21',
    problem: 'La batteria si scarica.',
  };

  function renderReopen(answer: () => Answer) {
    const worker = workerClient(answer);
    renderRoutes(
      [{ path: '/modulo-spedizione', element: <ShippingFormPage /> }],
      '/modulo-spedizione?numero=SPD-2026-000045',
      worker.client,
    );
    return worker;
  }

  it('takes the number from the link, asks the e-mail and opens the sheet', async () => {
    const { asked } = renderReopen(() => ({ data: { shippingSheet: RECEIPT } }));
    const number = await screen.findByLabelText('Numero del modulo');
    expect(number).toHaveProperty('value', 'SPD-2026-000045');
    fill('E-mail', 'marco@example.it');
    submit('Apri il foglio');

    await screen.findByText('Il tuo foglio di spedizione', {}, { timeout: 5000 });
    expect(screen.getByText(/Ecco il tuo foglio/)).toBeTruthy();
    expect(asked).toEqual([
      {
        name: 'ShippingSheet',
        variables: { number: 'SPD-2026-000045', email: 'marco@example.it' },
      },
    ]);
  });

  it('says the form was not found when number and e-mail do not match', async () => {
    renderReopen(() => ({ data: { shippingSheet: null } }));
    await screen.findByLabelText('Numero del modulo');
    fill('E-mail', 'altro@example.it');
    submit('Apri il foglio');
    expect((await screen.findByRole('alert')).textContent).toContain('Modulo non trovato.');
  });

  it("shows the Worker's refusal in its words, and sends nothing without the e-mail", async () => {
    const message = 'Troppe ricerche in poco tempo: riprova tra qualche minuto.';
    const { asked } = renderReopen(() => ({
      errors: [{ message, extensions: { code: 'RATE_LIMITED' } }],
    }));
    await screen.findByLabelText('Numero del modulo');
    submit('Apri il foglio');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(asked).toEqual([]);

    fill('E-mail', 'marco@example.it');
    submit('Apri il foglio');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Apri il foglio' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
