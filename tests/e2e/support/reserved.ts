/**
 * Who may change what in the seeded data. Every spec runs against one e2e stack and its D1, two
 * at a time in CI, so a spec that moves a product's stock or price, or fills an account, must not
 * change what another spec checks. tests/scripts/e2e-reserved.test.ts holds the specs to this.
 */
import { CUSTOMER } from './accounts';

/** The seeded catalogue (migrations/0001_seed_catalogue.sql), by id, as the specs name it. */
export const PRODUCTS = {
  iPhone: { id: 1, name: 'iPhone 15 Pro' },
  galaxyS24: { id: 2, name: 'Galaxy S24 Ultra' },
  macBookAir: { id: 3, name: 'MacBook Air 13" M3' },
  xps13: { id: 4, name: 'XPS 13' },
  iPadAir: { id: 5, name: 'iPad Air 11" M2' },
  airPods: { id: 6, name: 'AirPods Pro (2a generazione)' },
  galaxyWatch: { id: 7, name: 'Galaxy Watch6 Classic' },
  playStation: { id: 8, name: 'PlayStation 5 Slim' },
} as const;

export type Product = (typeof PRODUCTS)[keyof typeof PRODUCTS];

/**
 * Bought one at a time by any spec (12 iPhones and 25 pairs of AirPods in stock): no spec
 * reprices them or reads their stock beyond "Disponibile", which holds down to 6 left. The other
 * products are never bought or edited, except by the one spec that reserves them.
 */
export const SHARED_PRODUCTS: readonly Product[] = [PRODUCTS.iPhone, PRODUCTS.airPods];

interface Reservation {
  /** The products only this spec buys or edits. */
  products: readonly Product[];
  /** The parts of seeded accounts only this spec fills in (`addresses`, `repairs`). */
  accounts: readonly { account: typeof CUSTOMER; part: string }[];
  /** Why the change stays invisible to the other specs. */
  why: string;
}

export const RESERVATIONS = {
  admin: {
    products: [PRODUCTS.galaxyWatch],
    accounts: [],
    why: 'Staff re-price it, at 299,00 still between the cheapest and the dearest product the price sort checks, and put its price back when the test ends.',
  },
  omnibus: {
    products: [PRODUCTS.iPadAir],
    accounts: [],
    why: 'Staff re-price it within its place in every price order and put its seeded price back; nothing else reads its price.',
  },
  'stock-alert': {
    products: [PRODUCTS.playStation],
    accounts: [],
    why: 'The sold-out product other specs check as such: staff put it on sale for one save and take it off straight after. Staff also add a product of their own, named E2E-avviso and the run, hold none of one version and archive it before the test ends, as staff-catalogue does; it runs in that project, after every other spec.',
  },
  reviews: {
    products: [PRODUCTS.xps13],
    accounts: [],
    why: 'One is bought and reviewed: its review is the only one the product has.',
  },
  raee: {
    products: [PRODUCTS.galaxyS24],
    accounts: [],
    why: 'One is bought with the take-back of an old phone (8 in stock); other specs only name it.',
  },
  'account-repairs': {
    products: [],
    accounts: [{ account: CUSTOMER, part: 'repairs' }],
    why: "Chiara's quote requests and repairs: each test names a device model no other test uses and finds its own by number and code.",
  },
  'staff-catalogue': {
    products: [],
    accounts: [],
    why: 'Staff add a product of their own, named E2E-archivio and the run, and archive it before the test ends: the shop holds the seeded eight again. While it runs a listing counts one more, so it runs after every other spec (its own project in playwright.config.ts).',
  },
  'staff-photos': {
    products: [],
    accounts: [],
    why: 'Staff add a product of their own, named E2E-foto and the run, upload its photo and archive it before the test ends; the seeded products keep their images. Like staff-catalogue, it runs after every other spec (the "catalogue writes" project).',
  },
  variants: {
    products: [],
    accounts: [],
    why: 'Staff add a product of their own with two versions, named E2E-varianti and the run, price one apart and archive it before the test ends, as staff-catalogue does; it runs in that project, after every other spec.',
  },
  'variant-grade': {
    products: [],
    accounts: [],
    why: 'Staff add a refurbished phone of their own with two versions, named E2E-grado and the run, give one its own grade and archive it before the test ends, as staff-catalogue does; it runs in that project, after every other spec.',
  },
  'staff-csv': {
    products: [],
    accounts: [],
    why: 'Staff export the catalogue, then import a product of their own, named E2E-csv and the run, and archive it before the test ends, as staff-catalogue does; it runs in that project, after every other spec.',
  },
  accounts: {
    products: [],
    accounts: [{ account: CUSTOMER, part: 'addresses' }],
    why: "Chiara's address book: a test adds one and finds it at checkout; no other spec reads her addresses.",
  },
} as const satisfies Record<string, Reservation>;

export type ReservingSpec = keyof typeof RESERVATIONS;

/** What this spec (its file name without `.spec.ts`) has reserved. */
export function reserved<Spec extends ReservingSpec>(spec: Spec): (typeof RESERVATIONS)[Spec] {
  return RESERVATIONS[spec];
}
