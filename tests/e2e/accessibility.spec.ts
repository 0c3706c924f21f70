import { randomUUID } from 'node:crypto';
import {
  accountPages,
  axeViolations,
  contactButton,
  contactButtonCovers,
  drawn,
  openInApp,
  publicPages,
  scrollToEnd,
  settled,
  WIDTHS,
} from './support/accessibility';
import { CUSTOMER, newEmail, signedIn } from './support/accounts';
import { cart } from './support/cart';
import { productPage, searchOverlay } from './support/catalogue';
import { checkout, GUEST } from './support/checkout';
import { quoteForm } from './support/repairs';
import { mobileMenu } from './support/shell';
import { expect, type Page, test } from './support/test';

/*
 * WCAG 2.2 AA (docs/product.md#accessibility): axe-core finds nothing on any public page, at a
 * phone's width and a laptop's, nor in what a person opens there; the WhatsApp button covers no
 * control and no text, at the top of a page or at its end.
 */

// axe-core goes in as an inline script, which the site's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

/** One pair of AirPods paid on delivery, placed as the checkout places it: its private address. */
async function placedOrder(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: {
      query:
        'mutation Place($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { accessToken order { id } } }',
      variables: {
        key: randomUUID(),
        input: {
          email: newEmail('accessibile'),
          firstName: GUEST.firstName,
          lastName: GUEST.lastName,
          phone: GUEST.phone,
          shippingAddress: {
            street: GUEST.street,
            postalCode: GUEST.postalCode,
            city: GUEST.city,
            province: GUEST.province,
          },
          paymentMethod: 'CONTRASSEGNO',
          acceptTerms: true,
          lines: [{ productId: '6', quantity: 1, color: 'Bianco', size: 'Taglia unica' }],
        },
      },
    },
  });
  const body = (await response.json()) as {
    data: { placeOrder: { accessToken: string; order: { id: string } } } | null;
  };
  const data = body.data;
  if (!data) throw new Error(`The order was refused: ${JSON.stringify(body)}`);
  return `/order/${data.placeOrder.order.id}#t=${data.placeOrder.accessToken}`;
}

/**
 * Opens each page and runs axe at its top and at its end, where it also finds out what the
 * WhatsApp button covers; fails with every violation and every overlap of all the pages at once.
 */
async function auditPages(page: Page, paths: string[]) {
  const violations: string[] = [];
  const covered: string[] = [];
  for (const [index, path] of paths.entries()) {
    if (index === 0) {
      await page.goto(path);
      await drawn(page);
    } else {
      await openInApp(page, path);
    }
    violations.push(...(await axeViolations(page, path)));
    const atTop = await contactButtonCovers(page);
    await scrollToEnd(page);
    // At a page's end the button always shows, over the room kept for it.
    await expect
      .poll(() => contactButtonCovers(page), { message: `${path}: the button shows at the end` })
      .not.toBeNull();
    await settled(page);
    const atEnd = await contactButtonCovers(page);
    covered.push(
      ...(atTop ?? []).map((what) => `${path}, top: ${what}`),
      ...(atEnd ?? []).map((what) => `${path}, end: ${what}`),
    );
    // No scrolling back: the next page starts at its top (openInApp).
    violations.push(...(await axeViolations(page, `${path} at its end`)));
  }
  expect.soft(violations, 'axe-core violations').toEqual([]);
  expect(covered, 'what the WhatsApp button covers').toEqual([]);
}

/** Stands for an order's page in the walk: the part that opens it places the order first. */
const ORDER_PAGE = 'the page of an order placed for the walk';

/** Every public page, with a real address for those that take one, and some that answer 404. */
const PUBLIC_WALK = [
  ...publicPages({ product: '/product-overview/1', order: ORDER_PAGE }),
  '/shop?category=laptop',
  '/category-pages?q=iphone',
  '/questa-pagina-non-esiste',
];

/** The walk in parts, so both workers share it: whole, it took almost two minutes. */
const WALK_PARTS = 3;

function walkPart(index: number): string[] {
  return PUBLIC_WALK.filter((_, position) => position % WALK_PARTS === index);
}

for (const [device, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at a ${device}'s width`, () => {
    test.use({ viewport });

    for (let index = 0; index < WALK_PARTS; index += 1) {
      test(`every public page passes axe, and the WhatsApp button covers nothing at its top or end (part ${index + 1} of ${WALK_PARTS})`, async ({
        page,
      }) => {
        const paths = walkPart(index);
        const order = paths.includes(ORDER_PAGE) ? await placedOrder(page) : ORDER_PAGE;
        await auditPages(
          page,
          paths.map((path) => (path === ORDER_PAGE ? order : path)),
        );
      });
    }

    test('so does every page of the account area, signed in', async ({ page }) => {
      await signedIn(page, CUSTOMER, '/profilo');
      await expect(page).not.toHaveURL(/\/login/);
      await auditPages(page, accountPages());
    });

    test("the Worker's first paint of the painted pages passes axe before the client starts", async ({
      page,
    }) => {
      // Without the client's code the page stays as the Worker painted it.
      await page.route('**/assets/*.js', (route) => route.abort());
      const violations: string[] = [];
      for (const path of ['/', '/shop', '/product-overview/1']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        violations.push(...(await axeViolations(page, `${path} as painted`)));
      }
      expect(violations).toEqual([]);
    });

    test('what a person opens passes axe: the search, the menu, a full cart, a form with errors', async ({
      page,
    }) => {
      const violations: string[] = [];
      const check = async (where: string) => violations.push(...(await axeViolations(page, where)));

      await page.goto('/');
      await drawn(page);
      if (device === 'desktop') {
        const search = searchOverlay(page);
        await search.open();
        await search.type('iphone');
        await expect(search.results.first()).toBeVisible();
        await check('the search overlay with results');
        await page.keyboard.press('Escape');
      } else {
        const menu = mobileMenu(page);
        await menu.open();
        await expect(menu.dialog).toBeVisible();
        await check('the mobile menu');
        await page.keyboard.press('Escape');
        await page.getByPlaceholder('Search').fill('iphone');
        await expect(page.getByRole('list', { name: 'Risultati della ricerca' })).toBeVisible();
        await check('the mobile search with results');
      }

      const shopper = cart(page);
      await shopper.addFromProductPage(6);
      await check('the cart drawer');
      await shopper.open();
      await expect(shopper.confirmed).toBeVisible();
      await check('the cart with a product');

      const form = checkout(page);
      await form.open();
      await drawn(page);
      await form.continueToSummary();
      await expect(form.mustAccept).toBeVisible();
      await check('the checkout sent empty');

      const quote = quoteForm(page);
      await quote.open();
      await drawn(page);
      await quote.submit();
      await expect(quote.mustAccept).toBeVisible();
      await check('the quote request sent empty');

      expect(violations).toEqual([]);
    });
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('on a short laptop screen', () => {
  // Short enough that the favourite button can be scrolled into the button's corner once the
  // header is past (at the top of a page the WhatsApp button waits below the screen).
  const viewport = { width: 1280, height: 640 };
  test.use({ viewport });

  test('a control reached with Tab is never left under the WhatsApp button', async ({ page }) => {
    const product = productPage(page);
    await product.open(1);
    await drawn(page);
    const favourite = product.favourite('iPhone 15 Pro');
    const button = contactButton(page);
    // Scrolled so the favourite button sits in the corner where the WhatsApp button floats.
    await favourite.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.bottom - (window.innerHeight - 24));
    });
    await settled(page);
    const [before, floating] = await Promise.all([favourite.boundingBox(), button.boundingBox()]);
    expect(before && floating && overlap(before, floating), 'the favourite starts covered').toBe(
      true,
    );

    await product.addToCartButton.focus();
    await page.keyboard.press('Tab');
    await expect(favourite).toBeFocused();
    await settled(page);
    const [reached, after] = await Promise.all([favourite.boundingBox(), button.boundingBox()]);
    if (!reached || !after) throw new Error('The favourite or the WhatsApp button is gone.');
    expect(overlap(reached, after), 'the focused favourite is clear of the WhatsApp button').toBe(
      false,
    );
    expect(reached.y + reached.height).toBeLessThanOrEqual(viewport.height);
  });
});
