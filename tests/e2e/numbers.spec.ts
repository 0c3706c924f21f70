import { axeViolations, WIDTHS } from './support/accessibility';
import { adminArea, staffPage } from './support/admin';
import { cart } from './support/cart';
import { placeGuestOrder } from './support/checkout';
import { expect, test } from './support/test';

// axe-core is added to the page as a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

/** Today in Rome as the chart's table names a day: "29 mar". */
const todayShort = () =>
  new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'Europe/Rome' })
    .format(new Date())
    .replace('.', '');

test("staff open Numeri, change the period and read the sales chart's table", async ({ page }) => {
  // A sale of today, so today's day has a row whatever else the other specs sold.
  await cart(page).addFromProductPage(6);
  await placeGuestOrder(page, 'numeri');

  await staffPage(page);
  await adminArea(page).openSection('Numeri');
  await expect(page.getByRole('heading', { name: 'Vendite', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Per il commercialista: / })).toBeVisible();
  const violations = await axeViolations(page, 'Numeri, this month');

  await page.getByRole('button', { name: 'Giorno', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Giorno', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const chart = page.getByRole('figure', { name: 'Vendite nel tempo' });
  await expect(chart.getByRole('img', { name: 'Vendite nel tempo' })).toBeVisible();
  await chart.getByRole('button', { name: 'Mostra la tabella' }).click();
  const table = chart.getByRole('table', { name: 'Vendite nel tempo' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(todayShort());
  await expect(rows.nth(1).getByRole('cell')).toHaveText(/\d,\d{2}\s€$/);
  violations.push(...(await axeViolations(page, 'Numeri, today, the table shown')));

  // Whole on a phone and a laptop, nothing wider than the window; a screenshot of each kept.
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: test.info().outputPath(`numeri-${width}.png`), fullPage: true });
  }

  expect(violations).toEqual([]);
});
