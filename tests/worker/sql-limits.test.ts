import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLInputField,
  getNamedType,
  isInputObjectType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRACKING_NUMBER_LENGTH } from '../../schema/rules/carriers';
import { CATALOGUE_CSV_HEADER, MAX_GRAPHQL_IMPORT_BYTES } from '../../schema/rules/catalogue-csv';
import { MAX_PRICE_CSV_BYTES, PRICE_LIST_CSV_HEADER } from '../../schema/rules/price-list-csv';
import { REVIEW_BODY_MAX } from '../../schema/rules/reviews';
import { MAX_SKU_LENGTH } from '../../schema/rules/variant-edit';
import sdl from '../../schema/schema.graphql?raw';
import { graphql } from '../../web/graphql';
import { gql } from './client';
import {
  asCustomer,
  asStaff,
  HOME_ADDRESS,
  newBuyerEmail,
  orderPlaced,
  PRODUCT_EDIT,
  QUOTE_REQUEST,
  REPAIR,
  SHIPPING_FORM,
  seedQuote,
  seedRepair,
  seedShippingForm,
  stockOf,
} from './fixtures';
import { type Answer, assertFuzz, call, checkAnswer, SEED } from './fuzzing';

/*
 * D1 refuses some statements outright, whatever the data: more than 100 bound parameters, more
 * than 100 KB of SQL, more than 5 terms in a compound SELECT, a LIKE or GLOB pattern over 50
 * bytes, an expression more than 100 deep. The local D1 (workerd, as in production) refuses the
 * same, so any text that builds such a statement shows here as INTERNAL_SERVER_ERROR.
 *
 * Every text argument a caller can send is fuzzed at its longest allowed length and one character
 * over: many words with different starts (each its own slice of the search index), misspelt words
 * (each looked up for corrections), accented Italian, emoji and CJK (2 to 4 bytes a character).
 * At the limit the answer is data or a coded refusal; over it, a coded refusal, BAD_USER_INPUT:
 * every text argument has a maximum. The first test checks that the local D1 still holds the
 * caps, the second that every String and ID argument of the schema is in the lists below.
 *
 * Seeded as tests/worker/hostile-input.test.ts; a failure prints its seed and how to replay it.
 */

const FILE = 'tests/worker/sql-limits.test.ts';
/** Texts per argument, each sent at the limit and over it; searches reach SQL as text, so more. */
const RUNS = 1;
const SEARCH_RUNS = 4;
const TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** Word lists of twelve, no two longer words starting with the same two letters (accents dropped). */
// biome-ignore format: six words to a line
const WORDS = {
  brands: [
    'apple', 'samsung', 'sony', 'dell', 'iphone', 'galaxy',
    'macbook', 'airpods', 'lenovo', 'xiaomi', 'huawei', 'nintendo',
  ],
  misspelt: [
    'iphnoe', 'samsumg', 'galxy', 'wtach', 'lapotp', 'tablte',
    'macbok', 'airpdos', 'lenvoo', 'xiamoi', 'huawie', 'nitnendo',
  ],
  accented: [
    'perché', 'città', 'università', 'caffè', 'novità', 'qualità',
    'velocità', 'attività', 'società', 'felicità', 'già', 'più',
  ],
  emoji: [
    '📱telefono', '💻portatile', '⌚orologio', '🎧cuffie', '🔋batteria', '📷fotocamera',
    '🎮console', '🖨️stampante', '🖥️monitor', '⌨️tastiera', '📀lettore', '🔌caricatore',
  ],
  cjk: [
    '智能手机', '笔记本电脑', '平板电脑', '无线耳机', '电子手表', '数码相机',
    '游戏主机', '机械键盘', '光电鼠标', '液晶屏幕', '锂电池组', '快速充电',
  ],
  long: ['precipitevolissimevolmente'],
  // Too short for the trigram index: each one a filter over the catalogue.
  short: ['a', 'x', 'è', 'ù', 'ps', 'ng', 'wi', 'fi', '5g', 'm3', 'ai', 'tv'],
} as const;

/**
 * The words, over and over, as long as `fits` allows and never splitting a character, then padded
 * with letters so it ends in one: trimming must not make it shorter.
 */
function filled(words: readonly string[], fits: (text: string) => boolean, suffix: string) {
  const chars = [...`${words.join(' ')} `];
  let text = '';
  for (let i = 0; fits(`${text}${chars[i % chars.length]}${suffix}`); i += 1) {
    text += chars[i % chars.length];
  }
  text = text.trimEnd();
  while (fits(`${text}x${suffix}`)) text += 'x';
  return `${text}${suffix}`;
}

interface Texts {
  /** At the maximum, in UTF-16 units (what boundedText counts): never more characters either. */
  atMax: string;
  /** One character over, however it is counted. */
  over: string;
}

/** A text at an argument's limit and one over it; shaped as an e-mail when the argument is one. */
function texts(max: number, email: boolean): fc.Arbitrary<Texts> {
  const suffix = email ? '@esempio.it' : '';
  return fc
    .record({
      kind: fc.constantFrom(...(Object.keys(WORDS) as (keyof typeof WORDS)[])),
      picks: fc.shuffledSubarray([...Array(12).keys()], { minLength: 6, maxLength: 12 }),
    })
    .map(({ kind, picks }) => {
      const list: readonly string[] = WORDS[kind];
      const chosen = picks.flatMap((i) => list[i] ?? []);
      const words = email ? [chosen.join('.')] : chosen;
      return {
        atMax: filled(words, (text) => text.length <= max, suffix),
        over: filled(words, (text) => [...text].length <= max + 1, suffix),
      };
    });
}

// ---------------------------------------------------------------------------------------------
// The arguments
// ---------------------------------------------------------------------------------------------

type Who = 'visitor' | 'customer' | 'staff';

/** Rows the arguments' valid values point at, made once per test when first asked for. */
interface Fixtures {
  order: () => Promise<{ id: string; number: string; accessToken: string }>;
  addressId: () => Promise<string>;
  /** Luca's repair (REPAIR). */
  repair: () => Promise<void>;
  /** The repair, quote request q1 and shipping form s1 (SPD-2026-000001). */
  requests: () => Promise<void>;
  /** A row in each staff list a search reads, so the search is evaluated, not skipped. */
  lists: () => Promise<void>;
}

interface TextArgument {
  /** The field and the argument as the schema names them: "placeOrder(input.lines.productId)". */
  name: string;
  who: Who;
  document: string;
  /** Valid variables; the fuzzed text then replaces the value at `path`. */
  variables: (fixtures: Fixtures) => Promise<Record<string, unknown>> | Record<string, unknown>;
  path: string;
  max: number;
  email?: boolean;
  /** The text reaches SQL as text (full-text or substring search): fuzzed harder. */
  search?: boolean;
  /** A public read, sent as GET like the shop's own pages, through the catalogue's cache. */
  get?: boolean;
}

/** Every text argument of one field, the rest of its variables valid. */
function field(
  who: Who,
  document: string,
  variables: TextArgument['variables'],
  maxima: Record<string, number>,
  options: { email?: string[]; search?: string[]; get?: boolean } = {},
): TextArgument[] {
  return Object.entries(maxima).map(([path, max]) => ({
    name: schemaName(document, path),
    who,
    document,
    variables,
    path,
    max,
    email: options.email?.includes(path),
    search: options.search?.includes(path),
    get: options.get,
  }));
}

const none = () => ({});
/** Variables that point at seeded rows: made first, by the fixture named. */
const after =
  (rows: 'repair' | 'requests' | 'lists', variables: Record<string, unknown>) =>
  async (fixtures: Fixtures) => {
    await fixtures[rows]();
    return variables;
  };
// The maxima the Worker holds arguments to (docs/product.md#validation, worker/input.ts); the
// rest are written beside their arguments below.
const EMAIL = 254;
const ROW_ID = 64;
const PRODUCT_ID = 9;
const REPAIR_CODE = 12;
const LINK_TOKEN = 2000;
const ESTIMATE_TOKEN = 512;
const ORDER_TOKEN = 128;
/** A slot in the form the appointment fields take; whether it is free does not matter here. */
const SLOT = { day: '2026-12-01', time: '09:30' };
const LAB_SETTINGS = {
  weekdays: Array.from({ length: 7 }, () => ({ ranges: [{ from: '09:30', to: '13:00' }] })),
  slotMinutes: 30,
  capacity: 2,
  horizonDays: 28,
};
const REVIEW_LINK = 512;
const CURSOR = 512;

/** A product staff add, every field of its technical sheet given (each at most DETAIL_TEXT). */
const PRODUCT_CREATE = {
  ...PRODUCT_EDIT,
  name: 'Cover MagSafe',
  brand: 'Nilkin',
  categoryId: 'accessori',
  details: {
    display: '6,1"',
    processor: 'A17 Pro',
    camera: '48 MP',
    battery: '3274 mAh',
    connectivity: '5G',
    waterResistance: 'IP68',
    specialFeatures: ['Dynamic Island'],
    chip: 'A17 Pro',
    features: ['MagSafe'],
    resistance: 'Ceramic Shield',
    charging: '20 W',
  },
};
const DETAIL_TEXT = 200;

/** Every row of PRODUCT_CREATE's sheet at its limit, a list's first entry. */
const DETAIL_LIMITS = Object.fromEntries(
  Object.entries(PRODUCT_CREATE.details).map(([key, value]) => [
    Array.isArray(value) ? `input.details.${key}.0` : `input.details.${key}`,
    DETAIL_TEXT,
  ]),
);

/** A photo's key: the SHA-256 of its bytes in hex (docs/product.md#product-photos). */
const PHOTO_KEY = 'c'.repeat(64);

const ADDRESS = { street: 'Via Roma 10', postalCode: '20121', city: 'Milano', province: 'MI' };
const ESTIMATE = {
  lines: [{ kind: 'PART', description: 'Display OLED originale', amount: 12_000 }],
  estimatedDays: 3,
  note: 'Il vetro posteriore è integro.',
};
const STAFF_LISTS = [
  'adminOrders',
  'adminReturns',
  'adminRepairs',
  'adminQuoteRequests',
  'adminShippingForms',
  'adminNewsletter',
  'adminOutbox',
  'adminProductPage',
  'adminWebhookDeliveries',
  'adminRepairPrices',
];

const PUBLIC_READS: TextArgument[] = [
  // The header's search, as web/catalogue/useProductSearch.ts sends it.
  ...field(
    'visitor',
    `query ($t: String!) { catalogue(search: $t, searchIn: HEADER, sort: RELEVANCE, first: 8) { nodes { id } } }`,
    none,
    { t: 100 },
    { search: ['t'], get: true },
  ),
  ...field(
    'visitor',
    `query ($search: String, $filter: ProductFilter, $after: String, $before: String) {
      catalogue(search: $search, filter: $filter, after: $after, before: $before) {
        totalCount nodes { id } facets { brands { value count } }
      }
    }`,
    none,
    {
      search: 100,
      'filter.category': 40,
      'filter.brand': 80,
      'filter.priceRange': 20,
      'filter.sizes.0': 40,
      after: 512,
      before: 512,
    },
    { search: ['search'], get: true },
  ),
  ...field(
    'visitor',
    `query ($search: String, $category: ID) { products(search: $search, category: $category) { id } }`,
    none,
    { search: 100, category: 40 },
    { search: ['search'], get: true },
  ),
  ...field('visitor', `query ($t: ID!) { product(id: $t) { id } }`, () => ({ t: '1' }), {
    t: PRODUCT_ID,
  }),
  ...field(
    'visitor',
    `query ($lines: [CartLineInput!]!) { cartTotals(lines: $lines) { total } }`,
    () => ({ lines: [{ productId: '1', quantity: 1 }] }),
    { 'lines.0.productId': PRODUCT_ID, 'lines.0.color': 60, 'lines.0.size': 60 },
  ),
  ...field(
    'visitor',
    `query ($id: ID!, $token: String) { order(id: $id, token: $token) { id } }`,
    async ({ order }) => ({ id: (await order()).id, token: (await order()).accessToken }),
    { id: ROW_ID, token: ORDER_TOKEN },
  ),
  ...field(
    'visitor',
    `query ($refs: [OrderRefInput!]!) { guestOrders(refs: $refs) { id } }`,
    async ({ order }) => ({
      refs: [{ id: (await order()).id, token: (await order()).accessToken }],
    }),
    { 'refs.0.id': ROW_ID, 'refs.0.token': ORDER_TOKEN },
  ),
  ...field(
    'visitor',
    `query ($brand: String, $model: String, $search: String) {
      repairPriceList(category: SMARTPHONE, brand: $brand, model: $model, search: $search) { models { model } prices { id } }
    }`,
    () => ({ brand: 'Apple', model: 'iPhone 13', search: 'iphone' }),
    { brand: 40, model: 60, search: 40 },
    { search: ['search'] },
  ),
  ...field(
    'visitor',
    `query ($code: String!, $email: String!) { repairStatus(code: $code, email: $email) { code } }`,
    after('repair', REPAIR),
    { code: REPAIR_CODE, email: EMAIL },
    { email: ['email'] },
  ),
  ...field(
    'visitor',
    `query ($t: String!) { repairByLink(token: $t) { code } }`,
    () => ({ t: 'x' }),
    { t: ESTIMATE_TOKEN },
  ),
  ...field(
    'visitor',
    `query ($number: String!, $email: String!) { shippingSheet(number: $number, email: $email) { number } }`,
    after('requests', { number: 'SPD-2026-000001', email: 'marco.greco@example.it' }),
    { number: 30, email: EMAIL },
    { email: ['email'] },
  ),
  ...field(
    'visitor',
    `query ($code: String!, $email: String) { warrantyClaim(code: $code, email: $email) { brand } }`,
    after('repair', REPAIR),
    { code: REPAIR_CODE, email: EMAIL },
    { email: ['email'] },
  ),
];

const PUBLIC_CHANGES: TextArgument[] = [
  ...field(
    'visitor',
    `mutation ($id: ID!, $token: String) { payOrder(id: $id, token: $token) { __typename } }`,
    async ({ order }) => ({ id: (await order()).id, token: (await order()).accessToken }),
    { id: ROW_ID, token: ORDER_TOKEN },
  ),
  ...field(
    'visitor',
    `mutation ($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { accessToken } }`,
    () => ({
      input: {
        email: newBuyerEmail(),
        firstName: 'Giulia',
        lastName: 'Bianchi',
        phone: '+39 333 123 4567',
        shippingAddress: ADDRESS,
        paymentMethod: 'BONIFICO',
        acceptTerms: true,
        notes: 'Citofono Bianchi',
        invoice: {
          taxCode: '04827150964',
          kind: 'AZIENDA',
          companyName: 'Studio Bianchi',
          billingAddress: ADDRESS,
        },
        lines: [{ productId: '6', quantity: 1 }],
      },
      key: crypto.randomUUID(),
    }),
    {
      'input.email': EMAIL,
      'input.firstName': 60,
      'input.lastName': 60,
      'input.phone': 20,
      'input.shippingAddress.street': 120,
      'input.shippingAddress.postalCode': 5,
      'input.shippingAddress.city': 60,
      'input.shippingAddress.province': 2,
      'input.notes': 500,
      'input.invoice.taxCode': 16,
      'input.invoice.companyName': 120,
      'input.invoice.sdiCode': 7,
      'input.invoice.pec': EMAIL,
      'input.invoice.billingAddress.street': 120,
      'input.invoice.billingAddress.postalCode': 5,
      'input.invoice.billingAddress.city': 60,
      'input.invoice.billingAddress.province': 2,
      'input.lines.0.productId': PRODUCT_ID,
      'input.lines.0.color': 60,
      'input.lines.0.size': 60,
      key: 100,
    },
    { email: ['input.email', 'input.invoice.pec'] },
  ),
  ...field(
    'visitor',
    `mutation ($orderId: ID!, $token: String, $input: WithdrawalInput!) {
      requestWithdrawal(orderId: $orderId, token: $token, input: $input) { id }
    }`,
    async ({ order }) => ({
      orderId: (await order()).id,
      token: (await order()).accessToken,
      input: {
        lines: [{ position: 0, quantity: 1 }],
        name: 'Giulia Bianchi',
        address: 'Via Roma 10',
      },
    }),
    {
      orderId: ROW_ID,
      token: ORDER_TOKEN,
      'input.name': 100,
      'input.address': 300,
      'input.reason': 1000,
    },
  ),
  ...field(
    'visitor',
    `mutation ($productId: ID!, $email: String!, $variantId: ID) { requestStockAlert(productId: $productId, email: $email, variantId: $variantId) { email } }`,
    () => ({ productId: '8', email: newBuyerEmail(), variantId: null }),
    { productId: PRODUCT_ID, email: EMAIL, variantId: PRODUCT_ID },
    { email: ['email'] },
  ),
  ...field(
    'visitor',
    `mutation ($number: String!, $email: String!) { requestOrderLink(number: $number, email: $email) }`,
    () => ({ number: 'RL-2026-000001', email: newBuyerEmail() }),
    { number: 30, email: EMAIL },
    { email: ['email'] },
  ),
  ...['acceptEstimate', 'declineEstimate'].flatMap((answer) =>
    field(
      'visitor',
      `mutation ($access: RepairAccessInput!, $estimateId: ID!) {
        ${answer}(access: $access, estimateId: $estimateId) { code }
      }`,
      after('repair', { access: { code: REPAIR.code, email: REPAIR.email }, estimateId: 'e1' }),
      {
        'access.code': REPAIR_CODE,
        'access.email': EMAIL,
        'access.token': ESTIMATE_TOKEN,
        estimateId: ROW_ID,
      },
      { email: ['access.email'] },
    ),
  ),
  ...field(
    'visitor',
    `mutation ($access: RepairAccessInput!) { payRepair(access: $access) { url } }`,
    after('repair', { access: { code: REPAIR.code, email: REPAIR.email } }),
    { 'access.code': REPAIR_CODE, 'access.email': EMAIL, 'access.token': ESTIMATE_TOKEN },
    { email: ['access.email'] },
  ),
  ...field(
    'visitor',
    `query ($t: String!) { appointmentByLink(token: $t) { id } }`,
    () => ({ t: 'x' }),
    { t: ESTIMATE_TOKEN },
  ),
  ...field(
    'visitor',
    `mutation ($t: String!, $slot: AppointmentSlotInput!) { bookAppointment(bookingToken: $t, slot: $slot) { id } }`,
    () => ({ t: 'x', slot: SLOT }),
    { t: ESTIMATE_TOKEN, 'slot.day': 10, 'slot.time': 5 },
  ),
  ...field(
    'visitor',
    `mutation ($t: String!, $slot: AppointmentSlotInput!) { rescheduleAppointment(token: $t, slot: $slot) { id } }`,
    () => ({ t: 'x', slot: SLOT }),
    { t: ESTIMATE_TOKEN, 'slot.day': 10, 'slot.time': 5 },
  ),
  ...field(
    'visitor',
    `mutation ($t: String!) { cancelAppointment(token: $t) { id } }`,
    () => ({ t: 'x' }),
    { t: ESTIMATE_TOKEN },
  ),
  ...field(
    'visitor',
    `mutation ($access: RepairAccessInput!, $slot: AppointmentSlotInput!) { bookRepairAppointment(access: $access, slot: $slot) { id } }`,
    after('repair', { access: { code: REPAIR.code, email: REPAIR.email }, slot: SLOT }),
    {
      'access.code': REPAIR_CODE,
      'access.email': EMAIL,
      'access.token': ESTIMATE_TOKEN,
      'slot.day': 10,
      'slot.time': 5,
    },
    { email: ['access.email'] },
  ),
  ...field(
    'staff',
    `query ($day: String!) { adminAgenda(day: $day) { id } }`,
    () => ({ day: '2026-12-01' }),
    { day: 10 },
  ),
  ...field(
    'staff',
    `mutation ($input: LabSettingsInput!) { adminUpdateLabSettings(input: $input) { capacity } }`,
    () => ({ input: LAB_SETTINGS }),
    { 'input.weekdays.0.ranges.0.from': 5, 'input.weekdays.0.ranges.0.to': 5 },
  ),
  ...field(
    'staff',
    `mutation ($input: LabClosureInput!) { adminAddLabClosure(input: $input) { id } }`,
    () => ({ input: { fromDay: '2026-12-24', toDay: '2026-12-26', reason: 'Natale' } }),
    { 'input.fromDay': 10, 'input.toDay': 10, 'input.reason': 200 },
  ),
  ...[
    'adminRemoveLabClosure(id: $t) { id }',
    'adminCloseAppointment(id: $t, status: PRESENTATO)',
  ].flatMap((change) =>
    field('staff', `mutation ($t: ID!) { ${change} }`, () => ({ t: 'x' }), { t: ROW_ID }),
  ),
  ...field(
    'visitor',
    `mutation ($input: QuoteRequestInput!) { requestQuote(input: $input) { id } }`,
    () => ({ input: QUOTE_REQUEST }),
    {
      'input.name': 80,
      'input.email': EMAIL,
      'input.phone': 20,
      'input.brand': 40,
      'input.model': 60,
      'input.problem': 1000,
      'input.warrantyOfRepairCode': 20,
    },
    { email: ['input.email'] },
  ),
  ...field(
    'visitor',
    `mutation ($input: ListedRepairInput!) { requestListedRepair(input: $input) { id } }`,
    () => ({
      input: {
        priceId: '1',
        name: 'Marta Colombo',
        email: 'marta.colombo@example.it',
        phone: '347 555 0101',
        note: 'Vetro crepato.',
        privacy: true,
      },
    }),
    {
      'input.priceId': ROW_ID,
      'input.name': 80,
      'input.email': EMAIL,
      'input.phone': 20,
      'input.note': 500,
    },
    { email: ['input.email'] },
  ),
  ...field(
    'visitor',
    `mutation ($input: ShippingFormInput!) { submitShippingForm(input: $input) { id } }`,
    () => ({ input: SHIPPING_FORM }),
    {
      'input.senderName': 80,
      'input.street': 120,
      'input.postalCode': 5,
      'input.city': 60,
      'input.province': 2,
      'input.phone': 20,
      'input.email': EMAIL,
      'input.device': 100,
      'input.problem': 1000,
      'input.codLock': 40,
      'input.trackingNumber': MAX_TRACKING_NUMBER_LENGTH,
      'input.warrantyOfRepairCode': 20,
    },
    { email: ['input.email'] },
  ),
  ...field(
    'visitor',
    `mutation ($email: String!) { subscribeNewsletter(email: $email, consent: true) { email } }`,
    () => ({ email: newBuyerEmail() }),
    { email: EMAIL },
    { email: ['email'] },
  ),
  ...['confirmStockAlert', 'confirmNewsletter', 'unsubscribeNewsletter'].flatMap((link) =>
    field(
      'visitor',
      `mutation ($t: String!) { ${link}(token: $t) { email } }`,
      () => ({ t: 'x' }),
      {
        t: LINK_TOKEN,
      },
    ),
  ),
  // A review link that opens nothing: the refusal is coded, and the text is what is fuzzed.
  ...field(
    'visitor',
    `query ($link: String!) { reviewInvitation(link: $link) { orderNumber } }`,
    () => ({ link: 'x' }),
    { link: REVIEW_LINK },
  ),
  ...field(
    'visitor',
    `mutation ($input: ReviewInput!) { submitReview(input: $input) { orderNumber } }`,
    () => ({
      input: {
        link: 'x',
        position: 0,
        stars: 5,
        body: 'Ottimo, arrivato in perfetto stato e funziona.',
      },
    }),
    { 'input.link': REVIEW_LINK, 'input.body': REVIEW_BODY_MAX * 2 },
  ),
];

/** The customer's own lists a page at a time: the cursor reaches SQL as a time and an id. */
const CUSTOMER_READS: TextArgument[] = [
  ...field(
    'customer',
    `query ($t: String) { myOrdersConnection(after: $t) { nodes { id } } }`,
    none,
    { t: CURSOR },
  ),
];

const CUSTOMER_CHANGES: TextArgument[] = [
  ...field(
    'customer',
    `mutation ($t: String!) { updateProfile(displayName: $t) { id } }`,
    () => ({ t: 'Chiara' }),
    { t: 60 },
  ),
  ...field(
    'customer',
    `mutation ($id: ID, $input: SavedAddressInput!) { saveAddress(id: $id, input: $input) { id } }`,
    async ({ addressId }) => ({ id: await addressId(), input: HOME_ADDRESS }),
    {
      id: ROW_ID,
      'input.label': 40,
      'input.firstName': 60,
      'input.lastName': 60,
      'input.phone': 20,
      'input.street': 120,
      'input.postalCode': 5,
      'input.city': 60,
      'input.province': 2,
    },
  ),
  ...['setDefaultAddress(id: $t) { id }', 'deleteAddress(id: $t)'].flatMap((change) =>
    field(
      'customer',
      `mutation ($t: ID!) { ${change} }`,
      async ({ addressId }) => ({ t: await addressId() }),
      { t: ROW_ID },
    ),
  ),
  ...['addFavorite', 'removeFavorite'].flatMap((change) =>
    field(
      'customer',
      `mutation ($t: ID!) { ${change}(productId: $t) { id } }`,
      () => ({ t: '1' }),
      {
        t: PRODUCT_ID,
      },
    ),
  ),
];

const STAFF_READS: TextArgument[] = [
  ...STAFF_LISTS.flatMap((list) =>
    field(
      'staff',
      `query ($t: String) { ${list}(search: $t) { total } }`,
      after('lists', {}),
      { t: 100 },
      {
        search: ['t'],
      },
    ),
  ),
  ...field(
    'staff',
    `query ($from: String!, $to: String!) { adminOrdersCsv(from: $from, to: $to) }`,
    () => ({ from: '2026-01-01', to: '2026-12-31' }),
    { from: 10, to: 10 },
  ),
  ...['adminSalesFigures', 'adminRepairFigures'].flatMap((read) =>
    field(
      'staff',
      `query ($from: String!, $to: String!) { ${read}(from: $from, to: $to) { __typename } }`,
      () => ({ from: '2026-03-01', to: '2026-03-31' }),
      { from: 10, to: 10 },
    ),
  ),
  ...field(
    'staff',
    `query ($month: String!) { adminAccountantSummary(month: $month) { __typename } }`,
    () => ({ month: '2026-03' }),
    { month: 10 },
  ),
  ...field(
    'staff',
    `query ($month: String!) { adminAccountantCsv(month: $month) }`,
    () => ({ month: '2026-03' }),
    { month: 10 },
  ),
  ...[
    'adminOrder',
    'adminRepair',
    'adminQuoteRequest',
    'adminShippingForm',
    'adminOutboxEmail',
    'adminWebhookDelivery',
  ].flatMap((read) =>
    field('staff', `query ($t: ID!) { ${read}(id: $t) { __typename } }`, () => ({ t: 'x' }), {
      t: ROW_ID,
    }),
  ),
  ...field(
    'staff',
    `query ($t: ID!) { adminWebhookAttempts(deliveryId: $t) { attempt } }`,
    () => ({ t: 'x' }),
    { t: ROW_ID },
  ),
  ...field(
    'staff',
    `query ($t: ID) { adminCatalogueCsv(after: $t) { after } }`,
    () => ({ t: '1' }),
    { t: PRODUCT_ID },
  ),
  ...field(
    'staff',
    `query ($t: ID!) { adminProductPriceChanges(id: $t) { __typename } }`,
    () => ({ t: '1' }),
    { t: PRODUCT_ID },
  ),
];

/** The staff's price list, a group of its own to keep each group within its time. */
const STAFF_PRICE_LIST: TextArgument[] = [
  ...['adminPreviewRepairPriceCsv', 'adminImportRepairPriceCsv'].flatMap((mutation) =>
    field(
      'staff',
      `mutation ($csv: String!) { ${mutation}(csv: $csv) { written } }`,
      () => ({ csv: PRICE_LIST_CSV_HEADER.join(',') }),
      { csv: MAX_PRICE_CSV_BYTES },
    ),
  ),
  ...field(
    'staff',
    `mutation ($id: ID, $input: AdminRepairPriceInput!) { adminSaveRepairPrice(id: $id, input: $input) { id } }`,
    () => ({
      id: '1',
      input: {
        category: 'SMARTPHONE',
        brand: 'Apple',
        model: 'iPhone 11',
        repair: 'SCHERMO',
        partsQuality: 'ORIGINALE',
        price: 12_900,
        typicalMinutes: 60,
        whileYouWait: true,
      },
    }),
    { id: ROW_ID, 'input.brand': 40, 'input.model': 60 },
  ),
  ...field('staff', `query ($t: ID!) { adminRepairPrice(id: $t) { id } }`, () => ({ t: '1' }), {
    t: ROW_ID,
  }),
  ...field('staff', `mutation ($t: ID!) { adminRemoveRepairPrice(id: $t) }`, () => ({ t: '1' }), {
    t: ROW_ID,
  }),
];

const STAFF_CHANGES: TextArgument[] = [
  ...field(
    'staff',
    `mutation ($id: ID!) { adminPublishReview(id: $id) { id } }`,
    () => ({ id: '1' }),
    { id: ROW_ID },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $reason: String!) { adminRefuseReview(id: $id, reason: $reason) { id } }`,
    () => ({ id: '1', reason: 'Non riguarda il prodotto.' }),
    { id: ROW_ID, reason: 2000 },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $input: AdminProductInput!, $seenStock: Int!) { adminUpdateProduct(id: $id, input: $input, seenStock: $seenStock) { id } }`,
    async () => ({
      id: '1',
      input: { ...PRODUCT_EDIT, details: PRODUCT_CREATE.details },
      seenStock: await stockOf('1'),
    }),
    {
      id: PRODUCT_ID,
      'input.price': 20,
      'input.description': 2000,
      'input.colors.0.name': 40,
      'input.colors.0.hex': 7,
      'input.sizes.0': 40,
      ...DETAIL_LIMITS,
    },
  ),
  ...field(
    'staff',
    `mutation ($input: AdminProductCreateInput!) { adminCreateProduct(input: $input) { id } }`,
    () => ({ input: PRODUCT_CREATE }),
    {
      'input.name': 120,
      'input.brand': 60,
      'input.categoryId': ROW_ID,
      'input.price': 20,
      'input.description': 2000,
      'input.colors.0.name': 40,
      'input.colors.0.hex': 7,
      'input.sizes.0': 40,
      ...DETAIL_LIMITS,
    },
  ),
  ...field(
    'staff',
    `mutation ($productId: ID!, $keys: [ID!]!) { adminReorderProductPhotos(productId: $productId, keys: $keys) { key } }`,
    () => ({ productId: '2', keys: [PHOTO_KEY] }),
    { productId: PRODUCT_ID, 'keys.0': PHOTO_KEY.length },
  ),
  ...field(
    'staff',
    `mutation ($productId: ID!, $key: ID!) { adminRemoveProductPhoto(productId: $productId, key: $key) { key } }`,
    () => ({ productId: '2', key: PHOTO_KEY }),
    { productId: PRODUCT_ID, key: PHOTO_KEY.length },
  ),
  ...['adminPreviewCatalogueCsv', 'adminImportCatalogueCsv'].flatMap((mutation) =>
    field(
      'staff',
      `mutation ($csv: String!) { ${mutation}(csv: $csv) { written } }`,
      () => ({ csv: CATALOGUE_CSV_HEADER.join(',') }),
      { csv: MAX_GRAPHQL_IMPORT_BYTES },
    ),
  ),
  ...field(
    'staff',
    `mutation ($input: AdminProductCreateInput!) { adminCreateProduct(input: $input) { id } }`,
    () => ({
      input: {
        ...PRODUCT_CREATE,
        variants: [
          { color: 'Titanio naturale', size: '256GB', price: '24,90', sku: null, stock: 1 },
        ],
      },
    }),
    {
      'input.variants.0.color': 40,
      'input.variants.0.size': 40,
      'input.variants.0.price': 20,
      'input.variants.0.sku': MAX_SKU_LENGTH,
    },
  ),
  ...field(
    'staff',
    `mutation ($productId: ID!, $variants: [AdminVariantInput!]!) { adminUpdateProductVariants(productId: $productId, variants: $variants) { id } }`,
    async () => {
      const variant = await env.DB.prepare(
        'SELECT id, sku FROM product_variants WHERE product_id = 1 ORDER BY position LIMIT 1',
      ).first<{ id: number; sku: string }>();
      if (!variant) throw new Error('product 1 has no variant');
      return {
        productId: '1',
        variants: [
          {
            id: String(variant.id),
            price: '1.299,00',
            sku: variant.sku,
            stock: null,
            seenStock: null,
          },
        ],
      };
    },
    {
      productId: PRODUCT_ID,
      'variants.0.id': ROW_ID,
      'variants.0.price': 20,
      'variants.0.sku': MAX_SKU_LENGTH,
    },
  ),
  ...['adminArchiveProduct', 'adminRestoreProduct'].flatMap((mutation) =>
    field('staff', `mutation ($id: ID!) { ${mutation}(id: $id) { id } }`, () => ({ id: '2' }), {
      id: PRODUCT_ID,
    }),
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $trackingNumber: String, $note: String) {
      adminAdvanceOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO, status: PAGATO, trackingNumber: $trackingNumber, note: $note) { id }
    }`,
    async ({ order }) => ({ id: (await order()).id }),
    { id: ROW_ID, trackingNumber: 60, note: 500 },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $note: String) { adminCancelOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO, note: $note) { id } }`,
    async ({ order }) => ({ id: (await order()).id }),
    { id: ROW_ID, note: 500 },
  ),
  ...field(
    'staff',
    `mutation ($url: String!, $description: String) { adminCreateWebhookEndpoint(url: $url, description: $description, events: [ORDER_PLACED]) { secret } }`,
    () => ({ url: 'https://erp.esempio.it/hook', description: 'Gestionale' }),
    { url: 500, description: 100 },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $description: String) { adminUpdateWebhookEndpoint(id: $id, description: $description) { id } }`,
    () => ({ id: 'x', description: 'Gestionale' }),
    { id: ROW_ID, description: 100 },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!) { adminDeleteWebhookEndpoint(id: $id) }`,
    () => ({ id: 'x' }),
    { id: ROW_ID },
  ),
  ...[
    'adminOrderReadyForPickup(id: $t)',
    'adminAcceptReturn(id: $t, from: RICHIESTO)',
    'adminReceiveReturn(id: $t, from: ACCETTATO)',
    'adminResendEmail(id: $t)',
    'adminRetryRefund(id: $t)',
    'adminRotateWebhookSecret(id: $t)',
    'adminReplayWebhookDelivery(id: $t)',
  ].flatMap((change) =>
    field('staff', `mutation ($t: ID!) { ${change} { __typename } }`, () => ({ t: 'x' }), {
      t: ROW_ID,
    }),
  ),
  ...field(
    'staff',
    `mutation ($t: ID!) { adminSetRequestStatus(kind: PREVENTIVO, id: $t, status: ARCHIVIATA) }`,
    after('requests', { t: 'q1' }),
    { t: ROW_ID },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $reason: String!) { adminRefuseReturn(id: $id, from: RICHIESTO, reason: $reason) { id } }`,
    () => ({ id: 'x', reason: 'Il prodotto è stato usato.' }),
    { id: ROW_ID, reason: 1000 },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $note: String) { adminRefundReturn(id: $id, from: RICEVUTO, note: $note) { id } }`,
    () => ({ id: 'x' }),
    { id: ROW_ID, note: 500 },
  ),
  ...field(
    'staff',
    `mutation ($input: AdminRepairInput!) { adminCreateRepair(input: $input) { id } }`,
    () => ({
      input: {
        customerName: 'Luca Gallo',
        email: REPAIR.email,
        phone: '333 444 5555',
        device: 'Galaxy S21',
        problem: 'Schermo nero dopo una caduta.',
      },
    }),
    {
      'input.customerName': 80,
      'input.email': EMAIL,
      'input.phone': 20,
      'input.device': 100,
      'input.problem': 1000,
    },
    { email: ['input.email'] },
  ),
  ...field(
    'staff',
    `mutation ($t: ID!) { adminCreateRepairFromQuote(quoteRequestId: $t) { id } }`,
    after('requests', { t: 'q1' }),
    { t: ROW_ID },
  ),
  ...field(
    'staff',
    `mutation ($t: ID!) { adminCreateRepairFromShippingForm(shippingFormId: $t) { id } }`,
    after('requests', { t: 's1' }),
    { t: ROW_ID },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!, $note: String) { adminUpdateRepairStatus(id: $id, status: IN_RIPARAZIONE, note: $note) { id } }`,
    after('requests', { id: REPAIR.id }),
    { id: ROW_ID, note: 500 },
  ),
  ...field(
    'staff',
    `mutation ($repairId: ID!, $trackingNumber: String!) {
      adminSetRepairShipment(repairId: $repairId, direction: RITORNO, carrier: BRT, trackingNumber: $trackingNumber) { id }
    }`,
    after('requests', { repairId: REPAIR.id, trackingNumber: '088123456789' }),
    { repairId: ROW_ID, trackingNumber: MAX_TRACKING_NUMBER_LENGTH },
  ),
  ...field(
    'staff',
    `mutation ($id: ID!) { adminRevokeRepairLinks(id: $id) { id } }`,
    after('requests', { id: REPAIR.id }),
    { id: ROW_ID },
  ),
  ...field(
    'staff',
    `mutation ($repairId: ID!, $input: EstimateInput!) { adminSendEstimate(repairId: $repairId, input: $input) { status } }`,
    after('requests', { repairId: REPAIR.id, input: ESTIMATE }),
    { repairId: ROW_ID, 'input.lines.0.description': 200, 'input.note': 500 },
  ),
];

// ---------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------

/** A copy of `value` with `text` at the dotted path ("input.lines.0.description"). */
function withText(value: Record<string, unknown>, path: string, text: string) {
  const copy = structuredClone(value);
  const keys = path.split('.');
  const last = keys.pop() as string;
  let at: Record<string, unknown> = copy;
  keys.forEach((key, index) => {
    // A list where the path goes on with an index ("filter.sizes.0").
    at[key] ??= /^\d+$/.test(keys[index + 1] ?? last) ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[last] = text;
  return copy;
}

const headersOf = (who: Who) =>
  who === 'staff' ? asStaff().headers : who === 'customer' ? asCustomer().headers : {};

async function send(argument: TextArgument, variables: Record<string, unknown>): Promise<Answer> {
  return call(argument.document, {
    variables,
    extensions: undefined,
    caller: {
      label: argument.who,
      signedIn: argument.who !== 'visitor',
      headers: headersOf(argument.who),
    },
    method: argument.get ? 'GET' : 'POST',
    accept: 'application/json',
  });
}

/** The root field a document asks, the one whose answer is data or null. */
function rootField(document: string): string {
  return document.match(/\{\s*(\w+)/)?.[1] ?? '';
}

/** An argument as the schema names it: "placeOrder(input.lines.productId)". */
function schemaName(document: string, path: string): string {
  const [variable, ...inside] = path.split('.');
  const argument = document.match(new RegExp(`(\\w+):\\s*\\$${variable}\\b`))?.[1];
  return `${rootField(document)}(${[argument, ...inside.filter((key) => !/^\d+$/.test(key))].join('.')})`;
}

/** Every String and ID argument of the schema's root fields, inside input objects too. */
function textArgumentsOfSchema(): string[] {
  const schema = buildSchema(sdl);
  const walk = (prefix: string, value: GraphQLArgument | GraphQLInputField): string[] => {
    if (value.deprecationReason) return [];
    const type = getNamedType(value.type);
    if (isInputObjectType(type)) {
      return Object.values(type.getFields()).flatMap((inner) =>
        walk(`${prefix}${value.name}.`, inner),
      );
    }
    return type.name === 'String' || type.name === 'ID' ? [`${prefix}${value.name}`] : [];
  };
  return [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
    Object.values(root?.getFields() ?? {}).flatMap((field) =>
      field.args.flatMap((argument) => walk('', argument)).map((path) => `${field.name}(${path})`),
    ),
  );
}

/**
 * One argument: at its limit, data or a coded refusal (never a crash, whatever SQL it becomes);
 * one character over, refused as bad input with no data.
 */
async function fuzzArgument(group: string, argument: TextArgument, fixtures: Fixtures) {
  const root = rootField(argument.document);
  await assertFuzz(
    FILE,
    group,
    fc.asyncProperty(
      fc.constant(argument.name),
      texts(argument.max, argument.email ?? false),
      async (_name, { atMax, over }) => {
        const valid = await argument.variables(fixtures);
        checkAnswer(await send(argument, withText(valid, argument.path, atMax)));
        const refused = checkAnswer(await send(argument, withText(valid, argument.path, over)));
        expect(
          refused.data?.[root] ?? null,
          `${argument.name} took ${over.length} units`,
        ).toBeNull();
        expect(refused.errors?.map((error) => error.extensions?.code)).toContain('BAD_USER_INPUT');
      },
    ),
    argument.search ? SEARCH_RUNS : RUNS,
  );
}

/** A fixture made on first use; later uses wait for the same one. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const done = () => {};

/**
 * The rows valid values point at, each made when first asked for: the seeded requests take the
 * first numbers without counting them, so a test that sends the public forms must not have them.
 */
function prepareFixtures(): Fixtures {
  const repair = once(() => seedRepair());
  const requests = once(() => Promise.all([repair(), seedQuote(), seedShippingForm()]).then(done));
  const order = once(() => orderPlaced([{ productId: '6', quantity: 1 }]));
  const subscriber = () =>
    env.DB.prepare(
      'INSERT INTO list_newsletter (email, consent_at_ms, created_at_ms) VALUES (?, ?, ?)',
    )
      .bind('giulia.bianchi@example.it', Date.now(), Date.now())
      .run();
  const lists = once(() => Promise.all([requests(), order(), subscriber()]).then(done));
  const addressId = once(async () => {
    const { body } = await gql(
      graphql('mutation ($input: SavedAddressInput!) { saveAddress(input: $input) { id } }'),
      { input: HOME_ADDRESS },
      asCustomer(),
    );
    const id = body.data?.saveAddress.id;
    if (!id) throw new Error(`fixture failed: ${JSON.stringify(body)}`);
    return id;
  });
  return { order, addressId, repair, requests, lists };
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('no text reaches a D1 limit', () => {
  beforeAll(() => {
    console.info('fuzz seed', SEED);
  });

  it('the local D1 refuses what D1 refuses, so a crash here is one in production', async () => {
    const refusal = (sql: string, ...values: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...values)
        .all()
        .then(
          () => 'ran',
          (error: Error) => error.message,
        );
    const terms = (n: number) =>
      Array.from({ length: n }, (_, i) => `SELECT ${i}`).join(' UNION ALL ');
    expect(await refusal(terms(5))).toBe('ran');
    expect(await refusal(terms(6))).toMatch(/too many terms in compound SELECT/);
    expect(await refusal(`SELECT 'a' LIKE ?`, 'x'.repeat(50))).toBe('ran');
    expect(await refusal(`SELECT 'a' LIKE ?`, 'x'.repeat(51))).toMatch(/pattern too complex/);
    const parameters = (n: number) => `SELECT ${Array.from({ length: n }, () => '?').join(', ')}`;
    expect(await refusal(parameters(100), ...Array(100).fill(1))).toBe('ran');
    expect(await refusal(parameters(101), ...Array(101).fill(1))).toMatch(/too many SQL variables/);
    const literal = (bytes: number) => `SELECT '${'x'.repeat(bytes - 9)}'`;
    expect(await refusal(literal(100_000))).toBe('ran');
    expect(await refusal(literal(100_001))).toMatch(/too big|too long/i);
    const sum = (terms: number) => `SELECT ${Array(terms).fill('1').join(' + ')}`;
    expect(await refusal(sum(50))).toBe('ran');
    expect(await refusal(sum(150))).toMatch(/maximum depth 100/);
  });

  const GROUPS = [
    ['public reads', PUBLIC_READS],
    ['public forms', PUBLIC_CHANGES],
    ['a customer’s reads', CUSTOMER_READS],
    ['a customer’s changes', CUSTOMER_CHANGES],
    ['staff reads', STAFF_READS],
    ['staff changes', STAFF_CHANGES],
    ['the staff’s price list', STAFF_PRICE_LIST],
  ] as const;

  it('fuzzes every text argument of the schema', () => {
    const fuzzed = new Set(
      GROUPS.flatMap(([, argumentsOf]) => argumentsOf.map((argument) => argument.name)),
    );
    expect([...fuzzed].sort()).toEqual([...new Set(textArgumentsOfSchema())].sort());
  });

  for (const [group, argumentsOf] of GROUPS) {
    it(
      `${group}: every text argument at its limit and one over`,
      async () => {
        const fixtures = prepareFixtures();
        for (const argument of argumentsOf) await fuzzArgument(group, argument, fixtures);
      },
      TIMEOUT_MS,
    );
  }
});
