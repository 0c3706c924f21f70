import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { adminArea } from './admin';

/**
 * Whether a RiparoLab webhook is genuine: `rawBody` exactly as received. The verification example
 * of docs/product.md#verifying-a-webhook, word for word: the receiver below runs it.
 */
export function verifyRiparoLab(
  rawBody: string,
  header: string | undefined,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map<string, string[]>();
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name && value) parts.set(name, [...(parts.get(name) ?? []), value]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return (parts.get('v1') ?? []).some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An outside program's endpoint, on this machine (the local exception to https): it keeps every
 * POST and answers 200. Other specs' orders reach it too while it is registered.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ricevuto');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/riparolab`,
    received,
    /** The delivery whose payload names this reference, once it has arrived. */
    async deliveryOf(ref: string): Promise<ReceivedWebhook> {
      await expect
        .poll(() => received.some((hook) => hook.body.includes(`"${ref}"`)), { timeout: 30_000 })
        .toBe(true);
      const found = received.find((hook) => hook.body.includes(`"${ref}"`));
      if (!found) throw new Error(`no webhook about ${ref}`);
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** "Webhook" at /admin/webhook: the endpoints, a new one's secret shown once, the delivery log. */
export function webhooksPage(page: Page) {
  const endpoints = page.getByRole('region', { name: 'Endpoint' });
  const form = page.getByRole('form', { name: 'Nuovo endpoint' });
  const secret = page.getByTestId('webhook-secret');
  const deliveries = adminArea(page).list('Invii');
  return {
    endpoints,
    secret,
    deliveries,
    async open() {
      await page.goto('/admin/webhook');
      await expect(page.getByRole('heading', { name: 'Webhook', level: 1 })).toBeVisible();
    },
    /** Registers an endpoint for new orders; answers the secret shown once. */
    async register(url: string) {
      await form.getByLabel('Indirizzo del programma').fill(url);
      await expect(form.getByLabel('Ordine ricevuto')).toBeChecked();
      await form.getByRole('button', { name: "Registra l'endpoint" }).click();
      await expect(secret).toBeVisible();
      return ((await secret.textContent()) ?? '').trim();
    },
    async dismissSecret() {
      await page.getByRole('button', { name: "L'ho salvato, chiudi" }).click();
      await expect(secret).toHaveCount(0);
    },
    endpoint: (url: string) => endpoints.getByRole('article', { name: url }),
    /** Searches the log until the delivery about this reference is listed as delivered. */
    async delivered(ref: string) {
      const row = deliveries.region.getByRole('row', { name: new RegExp(ref) });
      await expect(async () => {
        await page.goto(`/admin/webhook?${new URLSearchParams({ cerca: ref })}`);
        await expect(row).toContainText('Consegnato');
      }).toPass({ intervals: [500], timeout: 30_000 });
      return row;
    },
    async remove(url: string) {
      const card = endpoints.getByRole('article', { name: url });
      await card.getByRole('button', { name: 'Elimina' }).click();
      await card.getByRole('button', { name: /Conferma: elimina/ }).click();
      await expect(card).toHaveCount(0);
    },
  };
}
