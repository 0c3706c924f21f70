import { verifiedLabel } from '../../schema/rules/review-label';
import { axeViolations, drawn, WIDTHS } from './support/accessibility';
import { staffPage } from './support/admin';
import { cart } from './support/cart';
import { productPage } from './support/catalogue';
import { placeGuestOrder } from './support/checkout';
import { reserved } from './support/reserved';
import { staffOrder } from './support/returns';
import { reviewPage, reviewQueue } from './support/reviews';
import { sentMail } from './support/sent-mail';
import { expect, test } from './support/test';

/*
 * One Dell XPS 13 (4 in stock, reserved for this spec: tests/e2e/support/reserved.ts) paid on
 * delivery by a guest of its own. Its review, once published, is the only one the product has.
 */
const [XPS] = reserved('reviews').products;
// axe-core goes in as an inline script, which the site's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 240_000 });

const REVIEW =
  'Leggero, silenzioso e con una tastiera comodissima: lo uso ogni giorno per lavoro e studio.';

test('a buyer reviews a delivered order through the e-mailed link, staff publish it, the product page shows it verified', async ({
  page,
  browser,
}) => {
  await cart(page).addFromProductPage(XPS.id);
  const { number } = await placeGuestOrder(page, 'recensione');
  const verified = verifiedLabel(Date.now());

  const staffContext = await browser.newContext({ bypassCSP: true });
  const staff = await staffPage(await staffContext.newPage());
  const order = await staffOrder(staff, number);
  await order.panel.press('Segna come «Consegnato»');
  await expect(order.panel.fact('Stato')).toHaveText('Consegnato');

  const subject = `Il tuo ordine ${number} è stato consegnato`;
  await sentMail(staff).find(number, subject);
  const link = await sentMail(staff).linkInText(subject, 'Scrivi una recensione');
  expect(new URL(link).pathname).toBe('/recensisci');
  expect(new URL(link).hash).toMatch(/^#link=/);

  // The buyer, on another device, from the e-mail.
  const buyerContext = await browser.newContext({ bypassCSP: true, viewport: WIDTHS.phone });
  const buyer = await buyerContext.newPage();
  await buyer.goto(link);
  const reviewing = reviewPage(buyer);
  await expect(reviewing.heading).toBeVisible();
  await drawn(buyer);
  const violations = await axeViolations(buyer, '/recensisci, the form');
  await reviewing.review(XPS.name, 5, REVIEW);
  violations.push(...(await axeViolations(buyer, '/recensisci, sent')));

  // Nothing shows before staff read it.
  const product = productPage(page);
  await product.open(XPS.id);
  await expect(product.shows('Questo prodotto non ha ancora recensioni.')).toBeVisible();

  const queue = reviewQueue(staff);
  await queue.open();
  await expect(queue.review('Laura C.')).toContainText(REVIEW);
  violations.push(...(await axeViolations(staff, 'the staff review queue')));
  await queue.publish('Laura C.');

  await product.open(XPS.id);
  const reviews = page.getByRole('region', { name: /^Recensioni/ });
  await expect(reviews.getByText(REVIEW)).toBeVisible();
  await expect(reviews.getByText(verified)).toBeVisible();
  await expect(product.image(/Valutazione 5,0 su 5, 1 recensione$/).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: /come le raccogliamo e controlliamo/ }),
  ).toHaveAttribute('href', '/recensioni');
  await drawn(page);
  violations.push(...(await axeViolations(page, 'a product page with a review')));
  expect(violations, 'axe-core violations').toEqual([]);
  expect(await product.structuredData()).toMatchObject({
    aggregateRating: { ratingValue: 5, reviewCount: 1 },
    review: [
      {
        '@type': 'Review',
        author: { name: 'Laura C.' },
        reviewRating: { ratingValue: 5 },
        reviewBody: REVIEW,
      },
    ],
  });

  await staffContext.close();
  await buyerContext.close();
});
