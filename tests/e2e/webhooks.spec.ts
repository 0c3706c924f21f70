import { axeViolations } from './support/accessibility';
import { staffPage } from './support/admin';
import { cart } from './support/cart';
import { placeGuestOrder } from './support/checkout';
import { expect, test } from './support/test';
import { startReceiver, verifyRiparoLab, webhooksPage } from './support/webhooks';

/*
 * One pair of AirPods (shared, 25 in stock) by a guest of its own. The endpoint is deleted at the
 * end, so no later order is sent to a receiver that has gone.
 */
test.describe.configure({ timeout: 120_000 });
// axe-core is injected into each page the test checks.
test.use({ bypassCSP: true });

test('staff register a webhook, see its secret once, and an order reaches the receiver signed', async ({
  page,
  browser,
}) => {
  const receiver = await startReceiver();
  const staff = await staffPage(await browser.newPage({ bypassCSP: true }));
  const hooks = webhooksPage(staff);
  await hooks.open();
  const violations = await axeViolations(staff, 'the webhooks page');

  const secret = await hooks.register(receiver.url);
  expect(secret).toMatch(/^whsec_/);
  violations.push(...(await axeViolations(staff, 'the secret shown once')));
  await hooks.dismissSecret();
  await staff.reload();
  await expect(hooks.endpoint(receiver.url)).toContainText(`«${secret.slice(-4)}»`);
  expect(await staff.content()).not.toContain(secret);

  await cart(page).addFromProductPage(6);
  const { number } = await placeGuestOrder(page, 'webhook', 'Bonifico bancario');
  const hook = await receiver.deliveryOf(number);
  expect(hook.headers['riparolab-event']).toBe('order.placed');
  expect(verifyRiparoLab(hook.body, hook.headers['riparolab-signature'] as string, secret)).toBe(
    true,
  );
  expect(
    verifyRiparoLab(hook.body, hook.headers['riparolab-signature'] as string, 'whsec_altro'),
  ).toBe(false);
  const payload = JSON.parse(hook.body);
  expect(payload).toMatchObject({ type: 'order.placed', data: { order: { number } } });
  expect(hook.body).not.toContain('@');

  const row = await hooks.delivered(number);
  await expect(row).toContainText('Ordine ricevuto');
  await hooks.deliveries.open(`Ordine ricevuto ${number}`);
  const log = staff.getByRole('table', { name: 'Tentativi' });
  await expect(log).toContainText('200');
  await expect(log).toContainText('ricevuto');
  violations.push(...(await axeViolations(staff, "a delivery's attempts")));

  await hooks.remove(receiver.url);
  await receiver.close();
  expect(violations).toEqual([]);
  await staff.context().close();
});
