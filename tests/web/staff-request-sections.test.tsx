import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteRequestsSection } from '../../web/repairs/staff/QuoteRequestsSection';
import { ShippingFormsSection } from '../../web/repairs/staff/ShippingFormsSection';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const page = (typename: string, items: unknown[]) => ({
  __typename: typename,
  total: items.length,
  pageCount: 1,
  items,
});

function renderSection(element: React.ReactElement, path: string, answers: Record<string, Answer>) {
  const worker = workerClient((name) => answers[name] ?? {});
  renderRoutes([{ path: '/admin', element }], path, worker.client);
  return worker;
}

const SHIPPING_FORM = {
  __typename: 'AdminShippingForm',
  id: 's1',
  number: 'SPD-2026-000045',
  senderName: 'Marco Rossi',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '333 1234567',
  email: 'marco@example.it',
  device: 'Samsung Galaxy S21',
  problem: 'La batteria si scarica.',
  lockCode: null,
  status: 'NUOVA',
  repairId: null,
  createdAt: new Date().toISOString(),
  warrantyOf: { __typename: 'WarrantyOrigin', repairId: 'r1', code: 'RIP-7KQ2M9XD' },
};

describe('the staff shipping forms', () => {
  it('opens a form with its address, a claimed warranty and an erased unlock code', async () => {
    renderSection(<ShippingFormsSection />, '/admin?vista=spedizioni&id=s1', {
      AdminShippingForms: { data: { adminShippingForms: page('AdminShippingFormPage', []) } },
      AdminShippingForm: { data: { adminShippingForm: SHIPPING_FORM } },
    });
    const panel = await screen.findByRole('region', { name: 'Spedizione SPD-2026-000045' });
    expect(panel.textContent).toContain('Via Roma 1, 20121 Milano (MI)');
    expect(panel.textContent).toContain('Cancellato (riparazione chiusa o modulo archiviato)');
    expect(
      within(panel).getByRole('button', {
        name: 'Intervento in garanzia della riparazione RIP-7KQ2M9XD',
      }),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Crea la riparazione' })).toBeTruthy();
  });

  it('shows the unlock code while the repair is open', async () => {
    renderSection(<ShippingFormsSection />, '/admin?vista=spedizioni&id=s1', {
      AdminShippingForms: { data: { adminShippingForms: page('AdminShippingFormPage', []) } },
      AdminShippingForm: {
        data: { adminShippingForm: { ...SHIPPING_FORM, lockCode: '1234', warrantyOf: null } },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Spedizione SPD-2026-000045' });
    expect(within(panel).getByText('1234')).toBeTruthy();
    expect(within(panel).queryByText(/Intervento in garanzia/)).toBeNull();
  });
});

describe('the staff quote requests', () => {
  it('opens a request with the device as the customer described it', async () => {
    renderSection(<QuoteRequestsSection />, '/admin?vista=preventivi&id=q1', {
      AdminQuoteRequests: { data: { adminQuoteRequests: page('AdminQuoteRequestPage', []) } },
      AdminQuoteRequest: {
        data: {
          adminQuoteRequest: {
            __typename: 'AdminQuoteRequest',
            id: 'q1',
            number: 'PRV-000123',
            name: 'Chiara Bianchi',
            email: 'chiara@example.it',
            phone: '333 1234567',
            deviceCategory: 'SMARTPHONE',
            brand: 'Apple',
            model: 'iPhone 13',
            problem: 'Il display non si accende.',
            status: 'CONVERTITA',
            repairId: 'r9',
            createdAt: new Date().toISOString(),
            warrantyOf: null,
          },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Preventivo PRV-000123' });
    expect(panel.textContent).toContain('Smartphone: Apple iPhone 13');
    expect(within(panel).getByRole('button', { name: 'Vai alla riparazione' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Archivia' })).toBeNull();
  });
});
