import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../schema/rules/invoices';
import { cart } from '../../web/cart/cart-store';
import { CheckoutPage } from '../../web/checkout/CheckoutPage';
import { readDraft } from '../../web/checkout/checkout-draft';
import { renderRoutes } from './render';

const BUYER: [string, string][] = [
  ['E-mail', 'laura.conti@example.it'],
  ['Telefono', '+39 347 555 1234'],
  ['Nome', 'Laura'],
  ['Cognome', 'Conti'],
  ['Indirizzo', 'Corso Buenos Aires 45'],
  ['CAP', '20124'],
  ['Città', 'Milano'],
  ['Provincia', 'MI'],
];

function openCheckout() {
  return renderRoutes(
    [
      { path: '/checkout-forms', element: <CheckoutPage /> },
      { path: '/order-summaries', element: <p>Riepilogo</p> },
    ],
    '/checkout-forms',
  );
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of BUYER) {
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  await user.click(screen.getByLabelText(/Bonifico bancario/));
  await user.click(screen.getByLabelText(/Ho letto e accetto/));
}

/** Ticks "Desidero la fattura" and waits for the invoice's fields to load. */
async function wantInvoice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Desidero la fattura'));
  return screen.findByRole('group', { name: 'La fattura è intestata a' });
}

/** What a screen reader reads after the field's name: its hint and its message. */
function description(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const continueButton = () => screen.getByRole('button', { name: /Continua al riepilogo/ });

describe('the invoice fields at checkout', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    act(() => {
      cart.clear();
      cart.add(
        {
          id: 6,
          name: 'AirPods Pro',
          brand: 'Apple',
          price: 27900,
          originalPrice: null,
          image: '/images/products/airpods.svg',
          inStock: true,
          stock: 10,
        },
        1,
      );
    });
  });

  it('shows nothing of the invoice until it is wanted, then a person by default', async () => {
    const user = userEvent.setup();
    openCheckout();
    expect(screen.queryByLabelText('Codice destinatario SDI', { exact: false })).toBeNull();
    const kind = await wantInvoice(user);
    expect((within(kind).getByLabelText(/Privato/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Codice fiscale', { exact: true })).toBeDefined();
    expect(screen.getByLabelText(/Codice destinatario SDI/).closest('div')?.textContent).toMatch(
      /facoltativo/,
    );
    expect(screen.queryByLabelText('Ragione sociale')).toBeNull();
  });

  it('asks a company for SDI code or PEC, naming both, and keeps the form', async () => {
    const user = userEvent.setup();
    const { current } = openCheckout();
    await fillBuyer(user);
    const kind = await wantInvoice(user);
    await user.click(within(kind).getByLabelText(/Azienda o professionista/));
    await user.type(screen.getByLabelText('Ragione sociale'), 'Conti S.r.l.');
    await user.type(screen.getByLabelText('Partita IVA', { exact: true }), '04827150964');
    await user.click(continueButton());
    const sdi = screen.getByLabelText(/Codice destinatario SDI/);
    expect(description(sdi)).toContain(INVOICE_MESSAGES.companyRecipient);
    expect(document.activeElement).toBe(sdi);
    expect(current().pathname).toBe('/checkout-forms');
  });

  it('checks the SDI code and the PEC when they are left', async () => {
    const user = userEvent.setup();
    openCheckout();
    await wantInvoice(user);
    await user.type(screen.getByLabelText(/Codice destinatario SDI/), 'M5-XCR');
    await user.type(screen.getByLabelText(/^PEC/), 'conti.pec.it');
    await user.tab();
    expect(description(screen.getByLabelText(/Codice destinatario SDI/))).toContain(
      INVOICE_MESSAGES.sdiCode,
    );
    expect(description(screen.getByLabelText(/^PEC/))).toBe(INVOICE_MESSAGES.pec);
  });

  it('takes a different billing address with the shipping rules, into the draft', async () => {
    const user = userEvent.setup();
    const { current } = openCheckout();
    await fillBuyer(user);
    await wantInvoice(user);
    await user.type(screen.getByLabelText('Codice fiscale', { exact: true }), 'rssmra85t10a562s');
    await user.click(
      screen.getByLabelText("L'indirizzo di fatturazione è diverso da quello di spedizione"),
    );
    const billing = within(screen.getByRole('group', { name: 'Indirizzo di fatturazione' }));
    await user.type(billing.getByLabelText('Indirizzo', { exact: true }), 'Via Dante 3');
    await user.type(billing.getByLabelText('CAP'), '184');
    await user.click(continueButton());
    expect(description(billing.getByLabelText('CAP'))).toBe('Il CAP deve avere 5 cifre.');
    expect(description(billing.getByLabelText('Città'))).toBe('Il campo non deve essere vuoto.');
    await user.clear(billing.getByLabelText('CAP'));
    await user.type(billing.getByLabelText('CAP'), '00184');
    await user.type(billing.getByLabelText('Città'), 'Roma');
    await user.type(billing.getByLabelText('Provincia'), 'RM');
    await user.click(continueButton());
    await waitFor(() => expect(current().pathname).toBe('/order-summaries'));
    expect(readDraft()?.fields).toMatchObject({
      wantsInvoice: true,
      invoiceKind: 'privato',
      invoiceTaxCode: 'rssmra85t10a562s',
      invoiceSdiCode: '',
      billingDifferent: true,
      billingStreet: 'Via Dante 3',
      billingPostalCode: '00184',
      billingCity: 'Roma',
      billingProvince: 'RM',
    });
  });
});
