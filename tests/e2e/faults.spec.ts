import { listing, productPage } from './support/catalogue';
import { shell } from './support/shell';
import { expect, type Page, test } from './support/test';

/** What the Worker answers when D1 fails: a coded error, never a 500 page. */
const DATABASE_DOWN = {
  errors: [
    {
      message: 'Si è verificato un errore imprevisto. Riprova tra qualche istante.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
  ],
};

/** The API only: a glob ending in graphql** would also catch the graphql-*.js asset. */
const isApi = (url: URL) => url.pathname === '/graphql';

async function breakGraphQL(page: Page, how: 'coded-error' | 'network') {
  await page.route(isApi, (route) =>
    how === 'network'
      ? route.abort('connectionfailed')
      : route.fulfill({ status: 200, contentType: 'application/json', json: DATABASE_DOWN }),
  );
}

test.describe('when the data does not arrive', () => {
  test('the shop offers a retry, and the retry recovers', async ({ page }) => {
    await breakGraphQL(page, 'coded-error');
    await page.goto('/shop');
    const alert = shell(page).loadError;
    await expect(alert).toBeVisible();
    await expect(shell(page).landmark).toBeVisible();

    await page.unroute(isApi);
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await expect(listing(page).count).toHaveText('8 prodotti');
    await expect(alert).toBeHidden();
  });

  test('a product page offers a retry when the network drops', async ({ page }) => {
    await breakGraphQL(page, 'network');
    await productPage(page).open(1);
    const alert = shell(page).loadError;
    await expect(alert).toBeVisible();

    await page.unroute(isApi);
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await expect(productPage(page).heading).toHaveText('iPhone 15 Pro');
  });

  test('the home page keeps its content and retries its products', async ({ page }) => {
    await breakGraphQL(page, 'coded-error');
    await page.goto('/');
    await expect(shell(page).heading).toBeVisible();
    const alert = shell(page).loadError;
    await expect(alert.first()).toBeVisible();

    await page.unroute(isApi);
    await alert.first().getByRole('button', { name: 'Riprova' }).click();
    await expect(shell(page).loadError).toHaveCount(0);
  });
});
