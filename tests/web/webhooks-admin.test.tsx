import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../schema/rules/webhooks';
import { WebhooksPage } from '../../web/webhooks/staff/WebhooksPage';
import { answeringClient, renderRoutes } from './render';

const SECRET = `whsec_${'a'.repeat(39)}Zq9X`;

const endpoint = {
  __typename: 'AdminWebhookEndpoint',
  id: 'ep-1',
  url: 'https://gestionale.esempio.it/webhook',
  description: 'Contabilità',
  events: ['ORDER_PLACED', 'ORDER_PAID'],
  enabled: true,
  secretHint: 'Zq9X',
  createdAt: '2026-11-28T08:00:00.000Z',
};

const delivery = {
  __typename: 'AdminWebhookDelivery',
  id: 'd-1',
  createdAt: '2026-11-28T09:00:00.000Z',
  event: 'ORDER_PLACED',
  ref: 'RL-2026-000042',
  status: 'PENDING',
  attempts: 1,
  lastStatusCode: 500,
  lastError: 'Risposta 500 invece di 2xx.',
  endpointId: 'ep-1',
  eventId: 'evt_1',
  nextAttemptAt: '2026-11-28T09:01:00.000Z',
  deliveredAt: null,
};

const attempts = [
  {
    __typename: 'AdminWebhookAttempt',
    attempt: 1,
    at: '2026-11-28T09:00:00.000Z',
    statusCode: 500,
    durationMs: 42,
    error: 'Risposta 500 invece di 2xx.',
    response: 'Errore interno',
  },
];

function renderWebhooks(path: string, endpoints = [endpoint], created?: unknown) {
  const { client, asked } = answeringClient({
    AdminStaffCheck: { adminCounts: { __typename: 'AdminCounts', openRepairs: 0 } },
    AdminWebhookEndpoints: { adminWebhookEndpoints: endpoints },
    AdminWebhookDeliveries: {
      adminWebhookDeliveries: {
        __typename: 'AdminWebhookDeliveryPage',
        total: 1,
        pageCount: 1,
        items: [delivery],
      },
    },
    AdminWebhookDelivery: { adminWebhookDelivery: delivery, adminWebhookAttempts: attempts },
    AdminCreateWebhookEndpoint: created ?? null,
    AdminReplayWebhookDelivery: {
      adminReplayWebhookDelivery: {
        __typename: 'AdminWebhookDelivery',
        id: 'd-2',
        status: 'PENDING',
      },
    },
  });
  renderRoutes([{ path: '/admin/webhook', element: <WebhooksPage /> }], path, client);
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Webhook (docs/product.md#webhooks)', () => {
  it('lists an endpoint with its events and the end of its secret, never the secret', async () => {
    renderWebhooks('/admin/webhook');
    const card = await screen.findByRole('article', { name: endpoint.url });
    expect(within(card).getByText('Ordine ricevuto · Ordine pagato')).toBeTruthy();
    expect(within(card).getByText(/Segreto che finisce con «Zq9X»/)).toBeTruthy();
    expect(within(card).getByText('Attivo')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Disattiva' })).toBeTruthy();
  });

  it('asks for at least one event before sending anything', async () => {
    const asked = renderWebhooks('/admin/webhook', []);
    await screen.findByText(/Nessun endpoint registrato/);
    fireEvent.input(screen.getByLabelText('Indirizzo del programma'), {
      target: { value: 'https://erp.esempio.it/hook' },
    });
    fireEvent.click(screen.getByLabelText('Ordine ricevuto'));
    fireEvent.click(screen.getByRole('button', { name: "Registra l'endpoint" }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.noEvents)).toBeTruthy();
    expect(asked.some((operation) => operation.name === 'AdminCreateWebhookEndpoint')).toBe(false);
  });

  it('shows the new secret once, with a way to copy it', async () => {
    const asked = renderWebhooks('/admin/webhook', [], {
      adminCreateWebhookEndpoint: {
        __typename: 'AdminWebhookEndpointSecret',
        secret: SECRET,
        endpoint: {
          __typename: 'AdminWebhookEndpoint',
          id: 'ep-2',
          url: 'https://erp.esempio.it/hook',
        },
      },
    });
    await screen.findByText(/Nessun endpoint registrato/);
    fireEvent.input(screen.getByLabelText('Indirizzo del programma'), {
      target: { value: 'https://erp.esempio.it/hook' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Registra l'endpoint" }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SECRET);
    expect(screen.getByText(/Non lo mostreremo più/)).toBeTruthy();
    const create = asked.find((operation) => operation.name === 'AdminCreateWebhookEndpoint');
    expect(create?.variables).toEqual({
      url: 'https://erp.esempio.it/hook',
      description: null,
      events: ['ORDER_PLACED'],
    });
    fireEvent.click(screen.getByRole('button', { name: "L'ho salvato, chiudi" }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('shows a delivery’s attempts and sends it again', async () => {
    const asked = renderWebhooks('/admin/webhook?id=d-1');
    const log = await screen.findByRole('table', { name: 'Tentativi' });
    expect(within(log).getByText('Risposta 500 invece di 2xx.')).toBeTruthy();
    expect(within(log).getByText('Errore interno')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
    await vi.waitFor(() =>
      expect(
        asked.find((operation) => operation.name === 'AdminReplayWebhookDelivery')?.variables,
      ).toEqual({
        id: 'd-1',
      }),
    );
  });
});
