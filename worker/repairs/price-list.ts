/**
 * The public price list (docs/product.md#price-list): the choices a customer goes through
 * (category, brand, model), the search over models, a model's prices, and the prices quote
 * requests booked from the list state.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  type QuoteRequestPriceRow,
  quoteRequestPrices,
  type RepairPriceRow,
  repairPrices,
} from '../../schema/db/price-list';
import {
  MAX_LISTED_MODELS,
  MAX_MODEL_PRICES,
  MAX_PRICE_SEARCH_LENGTH,
  PARTS_QUALITY,
  REPAIR_TYPE,
} from '../../schema/rules/price-list';
import { DEVICE_CATEGORY, type DeviceCategory } from '../../schema/vocabulary';
import { type Database, inJsonList } from '../db';
import { boundedText } from '../input';

/** What the customer has chosen so far, each choice narrowing the next. */
export interface PriceListChoice {
  category: DeviceCategory | null;
  brand: string | null;
  model: string | null;
  search: string | null;
}

export interface RepairModel {
  category: DeviceCategory;
  brand: string;
  model: string;
}

export interface PriceListView {
  categories: DeviceCategory[];
  brands: string[];
  models: RepairModel[];
  prices: RepairPriceRow[];
}

/** At most this many words of a search count, each to be found in the brand or the model. */
const MAX_SEARCH_WORDS = 5;

/**
 * Models whose brand and name hold every word of the search, case aside: instr, not LIKE, so no
 * pattern can reach D1's 50-byte cap on one, and `%` or `_` are just characters.
 */
function modelSearch(search: string): SQL | undefined {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const name = sql`lower(${repairPrices.brand} || ' ' || ${repairPrices.model})`;
  return words.length ? and(...words.map((word) => sql`instr(${name}, ${word}) > 0`)) : undefined;
}

const byRepair = (a: RepairPriceRow, b: RepairPriceRow) =>
  REPAIR_TYPE.values.indexOf(a.repair) - REPAIR_TYPE.values.indexOf(b.repair) ||
  PARTS_QUALITY.values.indexOf(a.partsQuality ?? 'originale') -
    PARTS_QUALITY.values.indexOf(b.partsQuality ?? 'originale');

/**
 * The page's answer for a choice: the categories listed, the brands of the chosen category, the
 * models of the chosen brand (or those the search finds), and the chosen model's prices.
 */
export async function priceListView(db: Database, choice: PriceListChoice): Promise<PriceListView> {
  const brand = boundedText(choice.brand?.trim() || null, 'brand', 40);
  const model = boundedText(choice.model?.trim() || null, 'model', 60);
  const search = boundedText(choice.search?.trim() || null, 'search', MAX_PRICE_SEARCH_LENGTH);
  const { category } = choice;
  const p = repairPrices;
  const modelColumns = { category: p.category, brand: p.brand, model: p.model };
  const modelsWhere = search
    ? and(category ? eq(p.category, category) : undefined, modelSearch(search))
    : category && brand
      ? and(eq(p.category, category), eq(p.brand, brand))
      : null;
  const [categories, brands, models, prices] = await Promise.all([
    db.selectDistinct({ category: p.category }).from(p),
    category
      ? db
          .selectDistinct({ brand: p.brand })
          .from(p)
          .where(eq(p.category, category))
          .orderBy(sql`${p.brand} COLLATE NOCASE`)
          .limit(MAX_LISTED_MODELS)
      : [],
    modelsWhere
      ? db
          .selectDistinct(modelColumns)
          .from(p)
          .where(modelsWhere)
          .orderBy(sql`${p.brand} COLLATE NOCASE`, sql`${p.model} COLLATE NOCASE`)
          .limit(MAX_LISTED_MODELS)
      : [],
    category && brand && model
      ? db
          .select()
          .from(p)
          .where(and(eq(p.category, category), eq(p.brand, brand), eq(p.model, model)))
          .limit(MAX_MODEL_PRICES)
      : [],
  ]);
  const listed = new Set(categories.map((row) => row.category));
  return {
    categories: DEVICE_CATEGORY.values.filter((value) => listed.has(value)),
    brands: brands.map((row) => row.brand),
    models,
    prices: prices.sort(byRepair),
  };
}

/** One row of the list, or null when it is not (or no longer) listed. */
export async function findRepairPrice(db: Database, id: number): Promise<RepairPriceRow | null> {
  return (await db.select().from(repairPrices).where(eq(repairPrices.id, id)).get()) ?? null;
}

/** A row's id as the API takes it: a whole number, or null so it is not found. */
export function priceIdOf(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** What a booked request states, written in the batch that saves the request. */
export function statedPrice(db: Database, quoteRequestId: string, row: RepairPriceRow) {
  return db.insert(quoteRequestPrices).values({
    quoteRequestId,
    priceId: row.id,
    repair: row.repair,
    partsQuality: row.partsQuality,
    price: row.price,
    minutes: row.minutes,
    whileYouWait: row.whileYouWait,
  });
}

/** The prices the given quote requests state, in their order; null for a free-text request. */
export async function statedPricesOf(
  db: Database,
  quoteRequestIds: readonly string[],
): Promise<(QuoteRequestPriceRow | null)[]> {
  const rows = await db
    .select()
    .from(quoteRequestPrices)
    .where(inJsonList(quoteRequestPrices.quoteRequestId, quoteRequestIds));
  const byId = new Map(rows.map((row) => [row.quoteRequestId, row]));
  return quoteRequestIds.map((id) => byId.get(id) ?? null);
}
