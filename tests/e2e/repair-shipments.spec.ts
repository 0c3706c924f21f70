import { axeViolations, settled } from './support/accessibility';
import { newEmail } from './support/accounts';
import { adminArea, openRepairFromShippingForm, staffPage } from './support/admin';
import { cart } from './support/cart';
import { placeGuestOrder } from './support/checkout';
import { orderPage } from './support/orders';
import { repairParcels, repairStatus, sendShippingFormThroughApi } from './support/repairs';
import { PRODUCTS } from './support/reserved';
import { expect, test } from './support/test';

/*
 * A mail-in repair of its own (a fresh e-mail, a shipping form sent by the test) and one pair of
 * AirPods (shared, bought one at a time) paid on delivery by a guest of its own.
 */

// axe-core is injected as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const BRT_LINK =
  'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=088123456789';

test('a mail-in repair shows both parcels, the return one set by staff, with the carrier’s link', async ({
  page,
  browser,
}) => {
  const email = newEmail('spedizioni');
  const number = await sendShippingFormThroughApi(page, email, {
    carrier: 'GLS',
    trackingNumber: 'M1 123456789',
  });
  const staff = await staffPage(await browser.newPage({ bypassCSP: true }));
  const code = await openRepairFromShippingForm(staff, number);
  const panel = adminArea(staff).panel(`Riparazione ${code}`);
  await expect(panel.region.getByText('Verso il laboratorio:')).toBeVisible();

  // A number BRT does not print is refused in place; the right one is saved.
  await panel.recordParcel('Di ritorno al cliente', 'BRT', '12345');
  await expect(
    panel.region.getByText(/Questo non sembra un numero di spedizione BRT/),
  ).toBeVisible();
  await settled(staff);
  const violations = await axeViolations(staff, "the repair's parcels, a number refused");
  await panel.recordParcel('Di ritorno al cliente', 'BRT', '0881 2345 6789');
  await expect(staff.getByText('Spedizione salvata: BRT 088123456789.')).toBeVisible();
  await expect(panel.region.getByText('Di ritorno al cliente:')).toBeVisible();
  await panel.updateRepair('Spedito');
  await expect(panel.fact('Stato')).toContainText('Spedito');
  await settled(staff);
  violations.push(...(await axeViolations(staff, "the repair's parcels, both recorded")));

  const status = repairStatus(page);
  await status.open();
  await status.lookUp(code, email);
  const { card } = status.card(/Nintendo Switch OLED/);
  const parcels = repairParcels(card);
  await expect(parcels.heading).toBeVisible();
  await expect(card).toContainText('Il tuo pacco verso il laboratorio');
  await expect(card).toContainText('M1123456789');
  const back = parcels.trackingLink('BRT');
  await expect(back).toHaveAttribute('href', BRT_LINK);
  await expect(back).toHaveAttribute('target', '_blank');
  await expect(back).toHaveAttribute('rel', /noopener/);
  await expect(parcels.trackingLink('GLS')).toHaveAttribute('href', /match=M1123456789$/);
  violations.push(...(await axeViolations(page, 'the status page with both parcels')));
  expect(violations).toEqual([]);
  await staff.context().close();
});

test('staff ship an order with a carrier from the list, and the buyer follows it', async ({
  page,
  browser,
}) => {
  await cart(page).addFromProductPage(PRODUCTS.airPods.id);
  const { number, url } = await placeGuestOrder(page, 'spedizione.ordine');

  const staff = await staffPage(await browser.newPage({ bypassCSP: true }));
  const admin = adminArea(staff);
  await admin.openSection('Ordini');
  const orders = admin.list('Ordini');
  await orders.search(number);
  await orders.open(number);
  const panel = admin.panel(`Ordine ${number}`);
  await panel.shipOrder('DHL Express', '123');
  await expect(
    panel.region.getByText(/Questo non sembra un numero di spedizione DHL/).first(),
  ).toBeVisible();
  await settled(staff);
  const violations = await axeViolations(staff, 'the order panel, a number refused');
  await panel.shipOrder('DHL Express', '1234567891');
  await expect(staff.getByText(`Ordine ${number}: Spedito.`)).toBeVisible();
  await expect(panel.fact('Corriere')).toHaveText('DHL Express');

  await page.goto(url);
  const placed = orderPage(page);
  await expect(placed.shows('Corriere: DHL Express.', { exact: false })).toBeVisible();
  const follow = page.getByRole('link', { name: /Segui la spedizione/ });
  await expect(follow).toHaveAttribute(
    'href',
    'https://www.dhl.com/it-it/home/tracking/tracking-express.html?submit=1&tracking-id=1234567891',
  );
  violations.push(...(await axeViolations(page, 'the order page, shipped with DHL')));
  expect(violations).toEqual([]);
  await staff.context().close();
});
