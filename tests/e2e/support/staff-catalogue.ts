import { expect, type Page } from '@playwright/test';
import { ADMIN, signedIn } from './accounts';

/** A product staff add in the shop module, named for this run so reruns never meet it. */
export interface NewProduct {
  name: string;
  brand: string;
  department: string;
  price: string;
  /** Its versions as the form takes them, comma-separated; one, "Unica", when absent. */
  sizes?: string;
  /** The technical sheet's display row, left empty when absent. */
  display?: string;
  /** Refurbished or used: its condition, grade and battery as the form's selects name them. */
  preowned?: { condition: string; grade: string; battery: string };
}

/** The shop module's new product form and the archive bar of an open product. */
export function staffCatalogue(page: Page) {
  return {
    async open() {
      await page.goto('/admin/modulo/negozio');
    },
    /** Opens the "Nuovo prodotto" form. */
    async openNew() {
      await page.getByRole('button', { name: 'Nuovo prodotto' }).click();
      await expect(page.getByRole('heading', { name: 'Nuovo prodotto' })).toBeVisible();
    },
    /** Fills the open "Nuovo prodotto" form and adds it; answers the new product's number. */
    async create(product: NewProduct): Promise<string> {
      await page.getByLabel('Nome', { exact: true }).fill(product.name);
      await page.getByLabel('Marca').fill(product.brand);
      await page.getByLabel('Reparto').selectOption({ label: product.department });
      await page.getByLabel('Prezzo (€, IVA esclusa)').fill(product.price);
      await page.getByLabel('Pezzi disponibili').fill('5');
      await page
        .getByLabel('Descrizione')
        .fill('Cover in silicone morbido, compatibile con la ricarica wireless.');
      await page.getByLabel('Nome del colore 1').fill('Nero');
      await page.getByLabel('Versioni').fill(product.sizes ?? 'Unica');
      if (product.display) await page.getByLabel('Display').fill(product.display);
      if (product.preowned) {
        await page.getByLabel('Condizione').selectOption({ label: product.preowned.condition });
        await page.getByLabel('Grado').selectOption({ label: product.preowned.grade });
        await page.getByLabel('Batteria (%)').fill(product.preowned.battery);
      }
      await page.getByRole('button', { name: 'Aggiungi al negozio' }).click();
      await expect(page.getByText(`${product.name} aggiunto: è già nello shop.`)).toBeVisible();
      await expect(page).toHaveURL(/[?&]id=\d+/);
      return new URL(page.url()).searchParams.get('id') ?? '';
    },
    /** Sets one variant's price in the open product's variants table and saves the table. */
    async priceVariant(variant: string, price: string) {
      const row = page.getByRole('group', { name: variant });
      await row.getByLabel('Prezzo (€, IVA esclusa)').fill(price);
      await saveVariants(page);
    },
    /** Holds `pieces` apart for one variant in the variants table ("Scorta propria"), and saves. */
    async holdVariant(variant: string, pieces: number) {
      const row = page.getByRole('group', { name: variant });
      await row.getByLabel('Scorta').selectOption({ label: 'Scorta propria' });
      await row.getByLabel('Pezzi propri').fill(String(pieces));
      await saveVariants(page);
    },
    /** Gives one variant its own grade and battery in the variants table and saves the table. */
    async gradeVariant(variant: string, grade: string, battery: string) {
      const row = page.getByRole('group', { name: variant });
      await row.getByLabel('Grado').selectOption({ label: grade });
      await row.getByLabel('Batteria (%)').fill(battery);
      await saveVariants(page);
    },
    async archive(name: string) {
      await page.getByRole('button', { name: `Archivia ${name}` }).click();
      await expect(page.getByText(`${name} archiviato: non è più in vendita.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ripristina' })).toBeVisible();
    },
  };
}

/** Saves the open product's variants table, and expects it taken. */
async function saveVariants(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('adminUpdateProductVariants'),
  );
  await page.getByRole('button', { name: 'Salva le varianti' }).click();
  expect((await (await saved).json()).errors).toBeUndefined();
}

/**
 * Staff sign in and add `product` in the shop module, which stays open on it: answers its number
 * and the module's helpers.
 */
export async function staffAdd(page: Page, product: NewProduct) {
  await signedIn(page, ADMIN, '/admin/modulo/negozio');
  const staff = staffCatalogue(page);
  await staff.openNew();
  return { id: await staff.create(product), staff };
}
