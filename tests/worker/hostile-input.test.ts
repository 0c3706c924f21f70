import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROOT_FIELDS } from '../../schema/public-reads';
import sdl from '../../schema/schema.graphql?raw';
import { graphql } from '../../web/graphql';
import { reviewLinkToken } from '../../worker/catalogue/reviews';
import { repairAccessToken } from '../../worker/repairs/repair-links';
import { gql, send } from './client';
import {
  asCustomer,
  HOME_ADDRESS,
  newClientAddress,
  orderPlaced,
  REPAIR,
  rowCount,
  seedRepair,
} from './fixtures';
import {
  type Answer,
  type Attempt,
  assertFuzz as assertSeeded,
  type Caller,
  call,
  checkAnswer,
  PATH,
  SEED,
} from './fuzzing';
import { CUSTOMER, type TestIdentity } from './identity';

/*
 * Property-based fuzzing of every public root field (admin* are covered in admin.test.ts):
 * valid-looking, boundary, hostile and mistyped variables, from signed-out, signed-in, oddly
 * named and garbage-token callers. Whatever comes in:
 *  1. the status is 200 (or 400 where GraphQL over HTTP says so) and the body is JSON;
 *  2. no stack frame, source file, original error or database text reaches the client;
 *  3. every error has a string `extensions.code`, never INTERNAL_SERVER_ERROR (a masked crash);
 *  4. a refused mutation changes no row count, no stock and no number series; a query, nothing.
 *
 * Each run explores new inputs from a new seed, and prints it ("fuzz seed 1234567"); a failure
 * names its seed, its path and the shrunk counterexample. To replay a failure, run again with
 * that seed, the whole file or just the field that failed:
 *
 *   FUZZ_SEED=1234567 npm run test:worker -- tests/worker/hostile-input.test.ts
 *   FUZZ_SEED=1234567 npm run test:worker -- tests/worker/hostile-input.test.ts -t 'placeOrder:'
 *
 * With -t, adding FUZZ_PATH (the path the failure printed) goes straight to the shrunk case.
 * (vitest.worker.config.ts hands both variables to workerd, which does not see the shell's.)
 */

const RUNS = 40;
const TIMEOUT_MS = 60_000;
const FILE = 'tests/worker/hostile-input.test.ts';

/** This file's fuzz: RUNS inputs per property, and a replay hint naming this file. */
const assertFuzz = <Ts extends [unknown, ...unknown[]]>(
  name: string,
  property: fc.IAsyncProperty<Ts>,
) => assertSeeded(FILE, name, property, RUNS);

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** Text that has broken servers before, by kind. */
// biome-ignore format: grouped by kind, a few to a line
const HOSTILE_STRINGS = [
  // Blank, whitespace, invisible.
  '', ' ', ' \t\n\r ', '\uFEFF', 'a\u200Bb\u200C\u200D', '\u202Egnp.exe',
  // SQL, LIKE wildcards, regex metacharacters.
  "' OR 1=1 --", "'; DROP TABLE orders; --", '" OR ""="', '1; SELECT * FROM users',
  "Robert'); DELETE FROM products; --", '%', '_', '\\', '.*(',
  // Markup, templates, format strings, paths.
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '{{7*7}}', '%s%s%n',
  '../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, on purpose
  '${7*7}',
  // Unicode: emoji and ZWJ sequences, stacked accents, NUL, lone surrogates, look-alike digits.
  '😀👍🏽👨‍👩‍👧‍👦', 'Z\u0351\u0300\u0301\u0302\u0303', '\u0000', 'a\u0000b', '\uD800', '\uDFFF\uD800',
  'ＲＩＰ－１２３', '١٢٣',
  // JSON-ish text and JavaScript's own names.
  '{"$ne":null}', '{"__proto__":{"isAdmin":true}}', '[]', '{}', 'null', 'undefined', 'true',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  // Numbers as text: NaN-ish, overflowing, signed zero, hex, float, padded.
  'NaN', 'Infinity', '-Infinity', '-0', '0', '-1', '1e309', '2147483648', '9007199254740993',
  '0x1F', '1.5', ' 3 ',
  // Long: 10,000 characters or 10 kB of UTF-8, and an over-long e-mail.
  'A'.repeat(10_000), 'è'.repeat(5_000), '😀'.repeat(2_500), `${'x'.repeat(245)}@example.it`,
];

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

/** Numbers an Int argument must refuse or bound: floats, overflows, -0, and numbers as text. */
const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '1',
    '1.5',
    'NaN',
    '',
  ),
  fc.integer(),
  fc.double(),
);

/** A copy with one more own property, even `__proto__` (as JSON.parse makes it). */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Values of the wrong type altogether: objects, arrays and nulls where scalars belong. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(withOwnKey({}, '__proto__', { isAdmin: true })),
  fc.constant({ constructor: { prototype: { isAdmin: true } } }),
  fc.constant([[]]),
);

/** A field: what a real client sends, and what an attacker or a broken client sends instead. */
interface Field {
  valid: fc.Arbitrary<unknown>;
  bad: fc.Arbitrary<unknown>;
}
type Shape = Record<string, Field>;

/** Bad values for a field: hostile, near misses, wrong types, null, or left out (undefined). */
function badValue(
  hostile: fc.Arbitrary<unknown>,
  nearMisses: readonly unknown[] = [],
): fc.Arbitrary<unknown> {
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: hostile },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
  ];
  if (nearMisses.length > 0) {
    choices.push({ weight: 3, arbitrary: fc.constantFrom(...nearMisses) });
  }
  return fc.oneof(...choices);
}

function text(valid: fc.Arbitrary<unknown>, nearMisses: readonly unknown[] = []): Field {
  return { valid, bad: badValue(hostileText, nearMisses) };
}

function int(valid: fc.Arbitrary<unknown>): Field {
  return { valid, bad: badValue(hostileNumber) };
}

function bool(valid: fc.Arbitrary<unknown> = fc.boolean()): Field {
  return { valid, bad: badValue(fc.constantFrom('true', 'false', 'on', 1, 0, '')) };
}

function enumeration(values: readonly string[]): Field {
  const nearMisses = values.flatMap((value) => [value.toLowerCase(), ` ${value}`, `${value}X`]);
  return { valid: fc.constantFrom(...values), bad: badValue(hostileText, [...nearMisses, 0]) };
}

/** Every field valid. */
function clean(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(Object.entries(shape).map(([key, f]) => [key, f.valid])));
}

type Extra = 'none' | 'unknown field' | '__proto__' | 'constructor';

/** Keys a client should not send: unknown fields and prototype-pollution attempts. */
function withExtra(value: Record<string, unknown>, extra: Extra): Record<string, unknown> {
  switch (extra) {
    case 'none':
      return value;
    case 'unknown field':
      return { ...value, price: 1, isAdmin: true };
    case '__proto__':
      return withOwnKey(value, '__proto__', { isAdmin: true, role: 'ADMIN' });
    case 'constructor':
      return { ...value, constructor: { prototype: { isAdmin: true } } };
  }
}

/**
 * An input object: often entirely valid (so writes do happen), often with exactly one field
 * broken (the case validation must catch), sometimes anything broken, sometimes with extra keys.
 */
function input(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const all = (pick: (field: Field) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(Object.entries(shape).map(([key, f]) => [key, pick(f)])));
  const broken: fc.Arbitrary<string[]> =
    keys.length === 0
      ? fc.constant([])
      : fc.oneof(
          { weight: 3, arbitrary: fc.constant<string[]>([]) },
          { weight: 5, arbitrary: fc.constantFrom(...keys).map((key) => [key]) },
          { weight: 2, arbitrary: fc.subarray(keys) },
        );
  const extra = fc.oneof(
    { weight: 12, arbitrary: fc.constant<Extra>('none') },
    { weight: 1, arbitrary: fc.constantFrom<Extra>('unknown field', '__proto__', 'constructor') },
  );
  return fc
    .record({ good: all((f) => f.valid), bad: all((f) => f.bad), broken, extra })
    .map(({ good, bad, broken, extra }) => {
      const value = { ...good };
      for (const key of broken) value[key] = bad[key];
      return withExtra(value, extra);
    });
}

/** An input object as a field of another: the bad ones are broken inside, or not objects. */
function nested(shape: Shape): Field {
  return {
    valid: clean(shape),
    bad: fc.oneof(
      { weight: 4, arbitrary: input(shape) },
      { weight: 1, arbitrary: wrongType },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  };
}

/** A list of input objects, with the lists a server must bound or refuse. */
function list(
  shape: Shape,
  options: { max: number; minValid?: number; manyDistinct?: unknown[] },
): Field {
  const item = clean(shape);
  return {
    valid: fc.array(item, { minLength: options.minValid ?? 0, maxLength: 4 }),
    bad: fc.oneof(
      fc.array(input(shape), { minLength: 1, maxLength: 4 }),
      fc.constant([]),
      fc.array(item, { minLength: options.max, maxLength: options.max + 1 }),
      ...(options.manyDistinct ? [fc.constantFrom(...options.manyDistinct)] : []),
      fc.array(fc.oneof(item, fc.constant(null)), { minLength: 1, maxLength: 3 }),
      item, // a lone object where a list belongs: GraphQL coerces it to a list of one
      wrongType,
      fc.constant(null),
      fc.constant(undefined),
    ),
  };
}

// Valid-looking values, with the near misses a person really types.

const PRODUCT_IDS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const productId = text(fc.oneof(fc.constantFrom(...PRODUCT_IDS), fc.integer({ min: 1, max: 8 })), [
  '0',
  '9',
  '-1',
  '999999999',
  '1000000000',
  '1.0',
  '03',
  ' 3 ',
  '1e2',
  '0x1',
  '٣',
  9_999_999_999,
]);

/** The seed's variants have small ids; a variant of another product is as likely as its own. */
const variantId = text(fc.integer({ min: 1, max: 40 }).map(String), [
  '0',
  '-1',
  '999999999',
  '1000000000',
  '1.0',
  ' 3 ',
  '0x1',
  9_999_999_999,
]);

const email = text(
  fc.oneof(
    fc.constantFrom(
      'giulia.bianchi@example.it',
      'Mario.Rossi@Example.IT',
      ' spazi@example.it ',
      'niccolò@esempio.it',
      'a@b.it',
    ),
    fc.emailAddress(),
  ),
  [
    'no-at-sign',
    'a@b',
    'a@@b.it',
    'a b@c.it',
    '@example.it',
    'a@.it',
    'a\u0000@b.it',
    // Not a dot-atom local part: each could name another recipient at EMAIL.send({ to }).
    'a,b@c.it',
    'a;b@c.it',
    '<a@c.it>',
    '"a b"@c.it',
    'a(b)@c.it',
    'a:b@c.it',
    'a..b@c.it',
    '.a@c.it',
    'x@c.it,y@d.it',
    'Mario <mario@example.it>',
  ],
);

const phone = text(
  fc.oneof(
    fc.constantFrom('+39 333 123 4567', '333 1234567', '02/12345678', '(02) 1234.5678'),
    fc.stringMatching(/^\+?3\d{5,12}$/),
  ),
  [
    '12345',
    '+',
    'tel: 333',
    '1'.repeat(16),
    '333-abc-123',
    '3 3 3 1 2 3 4 5 6 7 8',
    '333\n1234567',
  ],
);

const postalCode = text(
  fc.oneof(fc.constantFrom('20121', '00100', '95131'), fc.stringMatching(/^\d{5}$/)),
  ['1234', '123456', 'ABCDE', ' 20121 ', '２０１２１', '20 121'],
);

const province = text(fc.constantFrom('MI', 'mi', ' rm ', 'NA', 'To', 'SU'), [
  'XX',
  'M',
  'MIL',
  'EE',
]);
const personName = text(
  fc.oneof(
    fc.constantFrom('Giulia', "Niccolò D'Amico", 'José-María', 'Ζωή', '李小龙', 'Anna Maria'),
    fc.string({ minLength: 2, maxLength: 40 }),
  ),
  ['x'.repeat(61), 'x'.repeat(81), 'x'],
);
const street = text(
  fc.constantFrom('Via Roma 10', 'Corso Vittorio Emanuele II, 123/B', 'Piazza del Popolo 1'),
  ['V', 'x'.repeat(121)],
);
const city = text(fc.constantFrom('Milano', "Sant'Agata de' Goti", 'Reggio nell’Emilia', 'Forlì'), [
  'x'.repeat(61),
]);
const problem = text(
  fc.constantFrom(
    'La batteria si scarica in poche ore e il telefono si spegne.',
    'Schermo rotto dopo una caduta, il touch non risponde più.',
  ),
  ['rotto', 'x'.repeat(1001)],
);
/** Consent is mostly given, so that whole valid submissions do get through. */
const mostlyTrue = fc.constantFrom(true, true, true, false);
const optionalText = (valid: readonly string[], nearMisses: readonly unknown[]) =>
  text(fc.constantFrom<unknown>(undefined, null, ...valid), nearMisses);

/** A page of one's own list: sizes out of 1-50 and cursors the Worker never handed out. */
const OWN_PAGE: Shape = {
  first: {
    valid: fc.constantFrom<unknown>(undefined, null, 1, 20, 50),
    bad: badValue(hostileNumber, [0, -1, 51]),
  },
  after: optionalText(
    [],
    [
      'eyJsaXN0Ijoib3JkZXJzIn0',
      'eyJsaXN0IjoicmVwYWlycyIsImF0IjoxLCJpZCI6IngifQ',
      'x'.repeat(600),
      'bm90IGpzb24',
      '{"list":"orders","at":1,"id":"x"}',
    ],
  ),
};

const ADDRESS: Shape = { street, postalCode, city, province };

/** Near misses too: over the 5 units one order may take, and colours and sizes nobody offers. */
const CART_LINE: Shape = {
  productId,
  quantity: { valid: fc.integer({ min: 1, max: 3 }), bad: badValue(hostileNumber, [6, 10, 999]) },
  color: optionalText(['Bianco', 'Titanio naturale'], ['x'.repeat(61), 'Rosso fuoco', 'bianco']),
  size: optionalText(['Taglia unica', '256GB'], ['x'.repeat(61), '1TB', 'taglia unica']),
};

/** As many lines as a cart may hold (and one more), each a different product id: one bound
 * parameter per id, and D1 allows 100 per statement. */
const distinctLines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ productId: String(i + 1), quantity: 1 }));

const cartLines = list(CART_LINE, {
  max: 100,
  minValid: 1,
  manyDistinct: [distinctLines(100), distinctLines(101)],
});

/** A withdrawal's lines point at the order's line positions; over 100 lines is refused early. */
const RETURN_LINE: Shape = {
  position: int(fc.integer({ min: 0, max: 3 })),
  quantity: { valid: fc.integer({ min: 1, max: 2 }), bad: badValue(hostileNumber, [0, -1, 999]) },
};

const WITHDRAWAL: Shape = {
  lines: list(RETURN_LINE, { max: 100, minValid: 1 }),
  name: personName,
  address: street,
  reason: optionalText(['Non mi serve più.'], ['x'.repeat(1001)]),
};

const INVOICE: Shape = {
  taxCode: text(fc.constantFrom('RSSMRA85T10A562S', 'IT04827150964', '04827150964'), [
    'RSSMRA85T10A562X',
    '04827150965',
    'IT123',
  ]),
  companyName: optionalText(['Studio Rossi'], ['x'.repeat(121)]),
  kind: {
    valid: fc.constantFrom(undefined, null, 'PRIVATO', 'AZIENDA'),
    bad: badValue(hostileText, ['privato', 'ENTE', 0]),
  },
  sdiCode: optionalText(['M5UXCR1', '0000000', 'm5uxcr1'], ['M5-XCR1', 'x'.repeat(8)]),
  pec: optionalText(['amministrazione@pec.rossi.it'], ['pec.rossi.it', 'x'.repeat(255)]),
  billingAddress: {
    valid: fc.oneof(fc.constant(undefined), fc.constant(null), clean(ADDRESS)),
    bad: nested(ADDRESS).bad,
  },
};

const PLACE_ORDER: Shape = {
  email,
  firstName: personName,
  lastName: personName,
  phone,
  shippingAddress: nested(ADDRESS),
  invoice: {
    valid: fc.oneof(fc.constant(undefined), fc.constant(null), clean(INVOICE)),
    bad: nested(INVOICE).bad,
  },
  paymentMethod: enumeration(['BONIFICO', 'CONTRASSEGNO', 'RITIRO', 'ONLINE']),
  notes: optionalText(['Citofono Rossi'], ['x'.repeat(501)]),
  acceptTerms: bool(mostlyTrue),
  lines: cartLines,
};

const SAVED_ADDRESS: Shape = {
  label: optionalText(['Casa', 'Ufficio', ''], ['x'.repeat(41)]),
  firstName: personName,
  lastName: personName,
  phone,
  street,
  postalCode,
  city,
  province,
};

const QUOTE: Shape = {
  name: personName,
  email,
  phone,
  deviceCategory: enumeration([
    'SMARTPHONE',
    'TABLET',
    'COMPUTER',
    'CONSOLE',
    'SMARTWATCH',
    'ALTRO',
  ]),
  brand: text(fc.constantFrom('Apple', 'Samsung', 'Xiaomi'), ['x'.repeat(41)]),
  model: text(fc.constantFrom('iPhone 12', 'Galaxy S21'), ['x'.repeat(61)]),
  problem,
  privacy: bool(mostlyTrue),
  warrantyOfRepairCode: optionalText(
    ['RIP-7KQ2M9XD'],
    ['RIP-', 'x'.repeat(21), 'RIP-7KQ2M9X\u0000'],
  ),
};

/** A repair booked from the price list: a seeded row, or ids that name none. */
const LISTED_REPAIR: Shape = {
  priceId: text(fc.constantFrom('1', '2', '50'), ['0', '-1', '1.5', '999999', 'x'.repeat(65)]),
  name: personName,
  email,
  phone,
  note: optionalText(['Vetro crepato in basso.'], ['x'.repeat(501)]),
  privacy: bool(mostlyTrue),
};

const SHIPPING_FORM: Shape = {
  senderName: personName,
  street,
  postalCode,
  city,
  province,
  phone,
  email,
  device: text(fc.constantFrom('MacBook Pro 14" 2021', 'iPad Air'), ['x'.repeat(101)]),
  problem,
  codLock: text(fc.constantFrom('00000', '1234', 'ABCD-1234'), ['x'.repeat(41)]),
  // Valid together more often than not: a number is refused without its carrier.
  carrier: {
    ...enumeration(['BRT', 'GLS', 'SDA', 'POSTE', 'DHL', 'UPS', 'FEDEX']),
    valid: fc.constantFrom(undefined, null, 'BRT', 'BRT'),
  },
  trackingNumber: optionalText(
    ['088123456789', '0881 2345 6789'],
    ['x'.repeat(41), '12345', '088123456789\u0000'],
  ),
  acceptRules: bool(mostlyTrue),
  warrantyOfRepairCode: optionalText(
    ['RIP-7KQ2M9XD'],
    ['RIP-', 'x'.repeat(21), 'RIP-7KQ2M9X\u0000'],
  ),
};

/** Random order ids and tokens, shaped like the real ones (base64url). */
const tokenLike = fc.stringMatching(/^[A-Za-z0-9_-]{16,32}$/);
/** Shaped like a signed link's token (worker/http/signed-links.ts), signed by nobody. */
const signedLike = fc.stringMatching(/^[A-Za-z0-9_-]{4,40}\.[0-9]{1,14}\.[A-Za-z0-9_-]{43}$/);
const oversized = ['x'.repeat(65), 'x'.repeat(129)];

/** A slot as the appointment fields take it: a Rome day and time, or near misses. */
const appointmentSlot = nested({
  day: text(fc.constantFrom('2026-12-01', '2030-01-07'), [
    '2026-02-30',
    '01/12/2026',
    'x'.repeat(11),
  ]),
  time: text(fc.constantFrom('09:30', '10:00'), ['9:30', '24:00', 'x'.repeat(6)]),
});

/** Variables for operations that declare none: stray variables must be ignored, not trusted. */
const strayVariables: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.constant({}),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant(withOwnKey({}, '__proto__', { isAdmin: true })),
);

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

/** What the fuzzer needs to exist so that valid ids point at real rows. */
interface Fixtures {
  addressId: string;
  guestOrder: { id: string; token: string };
  customerOrder: { id: string; token: string };
  /** An estimate waiting for its answer, and its repair's e-mailed link token. */
  estimate: { id: string; code: string; email: string; token: string };
  /** A delivered order's review link token. */
  reviewLink: string;
}

/** Enough to build the operations when only their kinds are wanted. */
const PLACEHOLDER_FIXTURES: Fixtures = {
  addressId: 'a',
  guestOrder: { id: 'g', token: 't' },
  customerOrder: { id: 'c', token: 't' },
  estimate: { id: 'e', code: 'RIP-0000000E', email: 'e@example.it', token: 't' },
  reviewLink: 'l',
};

interface Operation {
  kind: 'query' | 'mutation';
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
  /** Only a signed-in caller may ever get data back. */
  signedInOnly?: boolean;
}

const USER_FIELDS = 'id email displayName role addresses { id isDefault } favorites { id }';

/** An answer to an estimate: by code and e-mail, by the e-mailed link's token, or by account. */
/** A RepairAccessInput: the estimate's repair by code and e-mail or token, or hostile text. */
function repairAccess({ estimate }: Fixtures) {
  return nested({
    code: text(fc.constantFrom(estimate.code, estimate.code.toLowerCase(), REPAIR.code), [
      'RIP-',
      'x'.repeat(65),
      'RIP-7KQ2M9X\u0000',
    ]),
    email: optionalText([estimate.email, REPAIR.email], ['no-at-sign', 'x'.repeat(300)]),
    token: optionalText([estimate.token], ['a.b.c', 'x'.repeat(513)]),
  });
}

function estimateAnswer(field: string, fixtures: Fixtures): Operation {
  return {
    kind: 'mutation',
    document: `mutation Fuzz($access: RepairAccessInput!, $estimateId: ID!) {
      ${field}(access: $access, estimateId: $estimateId) { code status estimate { id status } }
    }`,
    variables: input({
      access: repairAccess(fixtures),
      estimateId: text(fc.oneof(fc.constant(fixtures.estimate.id), tokenLike), ['', ...oversized]),
    }),
  };
}

const OPERATIONS: Record<string, (fixtures: Fixtures) => Operation> = {
  categories: () => ({
    kind: 'query',
    document: 'query Fuzz { categories { id name icon } }',
    variables: strayVariables,
  }),
  products: () => ({
    kind: 'query',
    document: `query Fuzz($category: ID, $search: String, $sort: ProductSort, $limit: Int) {
      products(category: $category, search: $search, sort: $sort) { id name price related(limit: $limit) { id } }
    }`,
    variables: input({
      category: optionalText(
        ['all', 'smartphone', 'gaming', 'SMARTPHONE', 'nessuna'],
        ['x'.repeat(41)],
      ),
      search: optionalText(['iphone', 'Apple', 'TITANIO', '  pro  '], ['x'.repeat(101)]),
      sort: {
        valid: fc.constantFrom<unknown>(undefined, null, 'NAME', 'PRICE_LOW', 'PRICE_HIGH'),
        bad: enumeration(['NAME']).bad,
      },
      limit: int(fc.constantFrom<unknown>(undefined, null, 0, 4, 12, 13, -1)),
    }),
  }),
  catalogue: () => ({
    kind: 'query',
    document: `query Fuzz($search: String, $filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int, $before: String) {
      catalogue(search: $search, filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
        totalCount offset nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        facets { available categories { value count } brands { value count } priceRanges { value count } conditions { value count } sizes { value count } }
      }
    }`,
    variables: input({
      search: optionalText(['iphone', 'samsumg', 'GALAX', ' watch6 ', 'perché'], ['x'.repeat(101)]),
      filter: nested({
        category: optionalText(['all', 'smartphone', 'nessuna'], ['x'.repeat(41)]),
        brand: optionalText(['Apple', 'Samsung', 'Nessuna'], ['x'.repeat(81)]),
        priceRange: optionalText(
          ['fino-100', '600-1000', 'oltre-1000'],
          ['100-200', 'x'.repeat(21)],
        ),
        availableOnly: bool(fc.constantFrom<unknown>(undefined, null, true, false)),
        condition: {
          valid: fc.constantFrom<unknown>(undefined, null, 'NUOVO', 'RICONDIZIONATO', 'USATO'),
          bad: enumeration(['NUOVO']).bad,
        },
        sizes: {
          valid: fc.oneof(
            fc.constantFrom<unknown>(undefined, null, []),
            fc.subarray(['128GB', '256GB', '43mm', 'Taglia unica', '2TB', '']),
          ),
          bad: fc.oneof(
            fc.constant(Array.from({ length: 13 }, (_, n) => `${n}GB`)),
            fc.constant(['x'.repeat(41)]),
            fc.constant(["256GB') OR 1=1 --", '%', '["256GB"]']),
            fc.constant([null, '256GB']),
            fc.constant([1, true]),
            wrongType,
          ),
        },
      }),
      sort: {
        valid: fc.constantFrom<unknown>(
          undefined,
          null,
          'NAME',
          'PRICE_LOW',
          'PRICE_HIGH',
          'RELEVANCE',
        ),
        bad: enumeration(['NAME']).bad,
      },
      first: int(fc.constantFrom<unknown>(undefined, null, 0, 1, 8, 48)),
      after: optionalText([], ['eyJzb3J0IjoiTkFNRSJ9', 'x'.repeat(600), 'bm90IGpzb24']),
      last: int(fc.constantFrom<unknown>(undefined, null)),
      before: optionalText([], ['eyJzb3J0IjoiTkFNRSIsInBvc2l0aW9uIjotMX0']),
    }),
  }),
  product: () => ({
    kind: 'query',
    document: `query Fuzz($id: ID!, $limit: Int) {
      product(id: $id) { id name stock price originalPrice variants { id price originalPrice } condition grade batteryHealth guaranteeMonths related(limit: $limit) { id } }
    }`,
    variables: input({
      id: productId,
      limit: int(fc.constantFrom<unknown>(undefined, null, 0, 4, 12)),
    }),
  }),
  bestsellers: () => ({
    kind: 'query',
    document: 'query Fuzz { bestsellers { id name price } }',
    variables: strayVariables,
  }),
  cartTotals: () => ({
    kind: 'query',
    document: `query Fuzz($lines: [CartLineInput!]!) {
      cartTotals(lines: $lines) {
        itemCount subtotal shipping taxes total
        lines { productId color size requestedQuantity quantity unitPrice lineTotal status }
      }
    }`,
    variables: input({ lines: cartLines }),
  }),
  order: (fixtures) => ({
    kind: 'query',
    document: `query Fuzz($id: ID!, $token: String) {
      order(id: $id, token: $token) { id number total email lines { productId quantity } events { status } }
    }`,
    variables: input({
      id: text(
        fc.oneof(fc.constantFrom(fixtures.guestOrder.id, fixtures.customerOrder.id), tokenLike),
        oversized,
      ),
      token: text(
        fc.oneof(
          fc.constantFrom<unknown>(
            undefined,
            null,
            fixtures.guestOrder.token,
            fixtures.customerOrder.token,
          ),
          tokenLike,
        ),
        oversized,
      ),
    }),
  }),
  myOrders: () => ({
    kind: 'query',
    document: 'query Fuzz { myOrders { id number total } }',
    variables: strayVariables,
    signedInOnly: true,
  }),
  myOrdersConnection: () => ({
    kind: 'query',
    document: `query Fuzz($first: Int, $after: String) {
      myOrdersConnection(first: $first, after: $after) { nodes { id number } pageInfo { hasNextPage endCursor } }
    }`,
    variables: input(OWN_PAGE),
    signedInOnly: true,
  }),
  checkoutPaymentMethods: () => ({
    kind: 'query',
    document: 'query Fuzz { checkoutPaymentMethods }',
    variables: strayVariables,
  }),
  payOrder: (fixtures) => ({
    kind: 'mutation',
    document: `mutation Fuzz($id: ID!, $token: String) { payOrder(id: $id, token: $token) { url } }`,
    variables: input({
      id: text(fc.oneof(fc.constant(fixtures.guestOrder.id), tokenLike), oversized),
      token: text(fc.oneof(fc.constant(fixtures.guestOrder.token), tokenLike), oversized),
    }),
  }),
  guestOrders: (fixtures) => ({
    kind: 'query',
    document: 'query Fuzz($refs: [OrderRefInput!]!) { guestOrders(refs: $refs) { id number } }',
    variables: input({
      refs: list(
        {
          id: text(fc.oneof(fc.constant(fixtures.guestOrder.id), tokenLike), oversized),
          token: text(fc.oneof(fc.constant(fixtures.guestOrder.token), tokenLike), oversized),
        },
        { max: 50 },
      ),
    }),
  }),
  me: () => ({
    kind: 'query',
    document: `query Fuzz($first: Int, $after: String) { me { ${USER_FIELDS} orders { id }
      ordersConnection(first: $first, after: $after) { nodes { id } pageInfo { endCursor } }
      repairsConnection(first: $first, after: $after) { nodes { code } pageInfo { endCursor } }
      requestsConnection(first: $first, after: $after) { nodes { number } pageInfo { endCursor } }
    } }`,
    variables: input(OWN_PAGE),
    signedInOnly: true,
  }),
  repairStatus: () => ({
    kind: 'query',
    document: `query Fuzz($code: String!, $email: String!) {
      repairStatus(code: $code, email: $email) { code device status timeline { status note at } }
    }`,
    variables: input({
      code: text(
        fc.oneof(
          fc.constantFrom(REPAIR.code, ' rip-7kq2m9xd ', 'rip 7kq2 m9xd', 'RIP7KQ2M9XD'),
          fc.stringMatching(/^RIP-[A-Z0-9]{8}$/),
        ),
        ['RIP-', 'RIP-7KQ2M9X', 'ABC', 'RIP-7KQ2M9XDD', 'RIP-7KQ2M9X\u0000'],
      ),
      email: {
        valid: fc.oneof(fc.constantFrom(REPAIR.email, 'Luca.Gallo@Example.it'), email.valid),
        bad: email.bad,
      },
    }),
  }),
  repairByLink: (fixtures) => ({
    kind: 'query',
    document: `query Fuzz($token: String!) {
      repairByLink(token: $token) { code status estimate { id status total expired lines { kind amount } } }
    }`,
    variables: input({
      token: text(fc.oneof(fc.constant(fixtures.estimate.token), signedLike), [
        '',
        '.',
        'a.b.c.d',
        'x'.repeat(513),
        `${fixtures.estimate.token}x`,
      ]),
    }),
  }),
  acceptEstimate: (fixtures) => estimateAnswer('acceptEstimate', fixtures),
  declineEstimate: (fixtures) => estimateAnswer('declineEstimate', fixtures),
  payRepair: (fixtures) => ({
    kind: 'mutation',
    document: `mutation Fuzz($access: RepairAccessInput!) { payRepair(access: $access) { url } }`,
    variables: input({ access: repairAccess(fixtures) }),
  }),
  labCalendar: () => ({
    kind: 'query',
    document:
      'query Fuzz { labCalendar { day label closedReason slots { time startsAt placesLeft } } }',
    variables: strayVariables,
  }),
  appointmentByLink: () => ({
    kind: 'query',
    document: `query Fuzz($token: String!) { appointmentByLink(token: $token) { id status changeable } }`,
    variables: input({ token: text(signedLike, ['', '.', 'a.b.c.d', 'x'.repeat(513)]) }),
  }),
  bookAppointment: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($t: String!, $slot: AppointmentSlotInput!) { bookAppointment(bookingToken: $t, slot: $slot) { id } }`,
    variables: input({ t: text(signedLike, ['', 'x'.repeat(513)]), slot: appointmentSlot }),
  }),
  bookRepairAppointment: (fixtures) => ({
    kind: 'mutation',
    document: `mutation Fuzz($access: RepairAccessInput!, $slot: AppointmentSlotInput!) { bookRepairAppointment(access: $access, slot: $slot) { id } }`,
    variables: input({ access: repairAccess(fixtures), slot: appointmentSlot }),
  }),
  rescheduleAppointment: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($t: String!, $slot: AppointmentSlotInput!) { rescheduleAppointment(token: $t, slot: $slot) { id } }`,
    variables: input({ t: text(signedLike, ['', 'x'.repeat(513)]), slot: appointmentSlot }),
  }),
  cancelAppointment: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($t: String!) { cancelAppointment(token: $t) { id } }`,
    variables: input({ t: text(signedLike, ['', 'x'.repeat(513)]) }),
  }),
  warrantyClaim: () => ({
    kind: 'query',
    document: `query Fuzz($code: String!, $email: String) {
      warrantyClaim(code: $code, email: $email) { repair { code warrantyUntil } deviceCategory brand model }
    }`,
    variables: input({
      code: text(
        fc.oneof(
          fc.constantFrom(REPAIR.code, ' rip-7kq2m9xd '),
          fc.stringMatching(/^RIP-[A-Z0-9]{8}$/),
        ),
        ['RIP-', 'x'.repeat(65), 'RIP-7KQ2M9X\u0000'],
      ),
      email: optionalText([REPAIR.email], ['no-at-sign', 'x'.repeat(300)]),
    }),
  }),
  shippingSheet: () => ({
    kind: 'query',
    document: `query Fuzz($number: String!, $email: String!) {
      shippingSheet(number: $number, email: $email) { number }
    }`,
    variables: input({
      number: text(
        fc.oneof(
          fc.constantFrom('SPD-2026-000001', ' spd-2026-000001 ', 'PRV-2026-000001'),
          fc.stringMatching(/^SPD-20[0-9]{2}-[0-9]{6}$/),
        ),
        ['SPD-', 'X'.repeat(31), 'SPD-2026-000001\u0000'],
      ),
      email,
    }),
  }),
  placeOrder: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($input: PlaceOrderInput!, $key: String!) {
      placeOrder(input: $input, idempotencyKey: $key) {
        accessToken
        order { id number status total email shippingAddress { province } lines { productId quantity } }
      }
    }`,
    variables: input({
      input: nested(PLACE_ORDER),
      key: text(
        fc.oneof(
          { weight: 5, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/) },
          // A key used again: the same order back, or a conflict for other content.
          { weight: 1, arbitrary: fc.constant('fuzz-reused-idempotency-key') },
        ),
        ['short', 'x'.repeat(101), 'has spaces in the key!!', 'chiave-con-accento-è'],
      ),
    }),
  }),
  ensureProfile: () => ({
    kind: 'mutation',
    document: `mutation Fuzz { ensureProfile { ${USER_FIELDS} } }`,
    variables: strayVariables,
    signedInOnly: true,
  }),
  recordLogin: () => ({
    kind: 'mutation',
    document: 'mutation Fuzz { recordLogin { id lastLoginAt role } }',
    variables: strayVariables,
    signedInOnly: true,
  }),
  updateProfile: () => ({
    kind: 'mutation',
    document:
      'mutation Fuzz($displayName: String!) { updateProfile(displayName: $displayName) { id displayName } }',
    variables: input({
      displayName: text(fc.constantFrom('Chiara', 'Maria Grazia', 'x'.repeat(60), 'ÉLODIE'), [
        'x'.repeat(61),
        '   ',
      ]),
    }),
    signedInOnly: true,
  }),
  saveAddress: (fixtures) => ({
    kind: 'mutation',
    document: `mutation Fuzz($id: ID, $input: SavedAddressInput!, $makeDefault: Boolean) {
      saveAddress(id: $id, input: $input, makeDefault: $makeDefault) { id label city province isDefault }
    }`,
    variables: input({
      id: text(fc.constantFrom<unknown>(undefined, null, fixtures.addressId), [
        'nessuno',
        '1',
        ...oversized,
      ]),
      input: nested(SAVED_ADDRESS),
      makeDefault: bool(fc.constantFrom<unknown>(undefined, null, true, false)),
    }),
    signedInOnly: true,
  }),
  setDefaultAddress: (fixtures) => ({
    kind: 'mutation',
    document: 'mutation Fuzz($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }',
    variables: input({
      id: text(fc.oneof(fc.constant(fixtures.addressId), tokenLike), ['1', ...oversized]),
    }),
    signedInOnly: true,
  }),
  deleteAddress: (fixtures) => ({
    kind: 'mutation',
    document: 'mutation Fuzz($id: ID!) { deleteAddress(id: $id) }',
    variables: input({
      id: text(fc.oneof(fc.constant(fixtures.addressId), tokenLike), ['1', ...oversized]),
    }),
    signedInOnly: true,
  }),
  addFavorite: () => ({
    kind: 'mutation',
    document:
      'mutation Fuzz($productId: ID!) { addFavorite(productId: $productId) { id favorites { id } } }',
    variables: input({ productId }),
    signedInOnly: true,
  }),
  removeFavorite: () => ({
    kind: 'mutation',
    document:
      'mutation Fuzz($productId: ID!) { removeFavorite(productId: $productId) { id favorites { id } } }',
    variables: input({ productId }),
    signedInOnly: true,
  }),
  requestQuote: () => ({
    kind: 'mutation',
    document:
      'mutation Fuzz($input: QuoteRequestInput!) { requestQuote(input: $input) { id number createdAt } }',
    variables: input({ input: nested(QUOTE) }),
  }),
  requestListedRepair: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($input: ListedRepairInput!) {
      requestListedRepair(input: $input) { id number listedPrice { price priceWithVat } }
    }`,
    variables: input({ input: nested(LISTED_REPAIR) }),
  }),
  repairPriceList: () => ({
    kind: 'query',
    document: `query Fuzz($category: DeviceCategory, $brand: String, $model: String, $search: String) {
      repairPriceList(category: $category, brand: $brand, model: $model, search: $search) {
        categories brands models { brand model } prices { id repairName price typicalTime }
      }
    }`,
    variables: input({
      category: enumeration(['SMARTPHONE', 'TABLET', 'COMPUTER', 'CONSOLE', 'SMARTWATCH']),
      brand: optionalText(['Apple', 'Samsung'], ['x'.repeat(41)]),
      model: optionalText(['iPhone 13', 'Galaxy S23'], ['x'.repeat(61)]),
      search: optionalText(['iphone', 'galaxy s2', '100%_'], ['x'.repeat(41)]),
    }),
  }),
  submitShippingForm: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($input: ShippingFormInput!) {
      submitShippingForm(input: $input) { id number senderName street postalCode city province phone email device problem }
    }`,
    variables: input({ input: nested(SHIPPING_FORM) }),
  }),
  subscribeNewsletter: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($email: String!, $consent: Boolean!) {
      subscribeNewsletter(email: $email, consent: $consent) { email }
    }`,
    variables: input({ email, consent: bool(mostlyTrue) }),
  }),
  requestOrderLink: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($number: String!, $email: String!) {
      requestOrderLink(number: $number, email: $email)
    }`,
    variables: input({
      number: text(
        fc.oneof(
          fc.constantFrom('RL-2026-000001', ' rl-2026-000001 '),
          fc.stringMatching(/^RL-20[0-9]{2}-[0-9]{6}$/),
        ),
        ['RL-', 'X'.repeat(31), 'RL-2026-000001\u0000'],
      ),
      email,
    }),
  }),
  confirmNewsletter: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($token: String!) {
      confirmNewsletter(token: $token) { email alreadyConfirmed }
    }`,
    variables: input({ token: text(signedLike, ['', '.', '..', 'a.b.c.d']) }),
  }),
  unsubscribeNewsletter: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($token: String!) {
      unsubscribeNewsletter(token: $token) { email }
    }`,
    variables: input({ token: text(signedLike, ['', '.', '..', 'a.b.c.d']) }),
  }),
  requestStockAlert: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($productId: ID!, $email: String!, $variantId: ID) {
      requestStockAlert(productId: $productId, email: $email, variantId: $variantId) {
        email needsConfirmation
      }
    }`,
    variables: input({ productId, email, variantId }),
  }),
  confirmStockAlert: () => ({
    kind: 'mutation',
    document: `mutation Fuzz($token: String!) {
      confirmStockAlert(token: $token) { email alreadyConfirmed variantLabel product { id } }
    }`,
    variables: input({ token: text(signedLike, ['', '.', '..', 'a.b.c.d']) }),
  }),
  reviewInvitation: (fixtures) => ({
    kind: 'query',
    document: `query Fuzz($link: String!) {
      reviewInvitation(link: $link) { orderNumber purchasedAt lines { position name reviewStatus } }
    }`,
    variables: input({
      link: text(fc.oneof(fc.constant(fixtures.reviewLink), signedLike), [
        '',
        '.',
        'a.b.c.d',
        'x'.repeat(513),
        `${fixtures.reviewLink}x`,
      ]),
    }),
  }),
  submitReview: (fixtures) => ({
    kind: 'mutation',
    document: `mutation Fuzz($input: ReviewInput!) {
      submitReview(input: $input) { orderNumber lines { position reviewStatus } }
    }`,
    variables: input({
      input: nested({
        link: text(fc.oneof(fc.constant(fixtures.reviewLink), signedLike), [
          '',
          'x'.repeat(513),
          `${fixtures.reviewLink}x`,
        ]),
        position: int(fc.constantFrom(0, 1, -1, 99)),
        stars: int(fc.constantFrom(1, 3, 5, 0, 6)),
        body: text(
          fc.constantFrom('Ottimo prodotto, arrivato in perfetto stato e funziona benissimo.'),
          ['', 'corto', 'x'.repeat(2001), 'x'.repeat(4001)],
        ),
      }),
    }),
  }),
  requestWithdrawal: (fixtures) => ({
    kind: 'mutation',
    document: `mutation Fuzz($orderId: ID!, $token: String, $input: WithdrawalInput!) {
      requestWithdrawal(orderId: $orderId, token: $token, input: $input) { id returns { number status } }
    }`,
    variables: input({
      orderId: text(fc.constantFrom(fixtures.guestOrder.id, fixtures.customerOrder.id), oversized),
      token: text(fc.constantFrom<unknown>(undefined, null, fixtures.guestOrder.token), oversized),
      input: nested(WITHDRAWAL),
    }),
  }),
};

// ---------------------------------------------------------------------------------------------
// Callers and requests
// ---------------------------------------------------------------------------------------------

/** JSON with every non-ASCII character escaped, so btoa takes any identity. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
const base64url = (value: unknown) =>
  btoa(asciiJson(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');

/** An Auth Emulator token (unsigned, as identity.ts makes them), with any claims. */
function unsignedToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://securetoken.google.com/demo-shop',
    aud: 'demo-shop',
    email_verified: true,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** Signed-in users with the strangest uids and names Firebase could hand over. */
const ODD_IDENTITIES: TestIdentity[] = [
  { uid: "' OR 1=1 --", email: 'sqli@negozio.test', name: "Robert'); DROP TABLE users;--" },
  { uid: '__proto__', email: 'PROTO@Negozio.Test', name: 'constructor' },
  { uid: '😀'.repeat(64), name: '\u202Eevil\u0000name' },
];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const SIGNED_OUT: Caller = { label: 'signed out', signedIn: false, headers: {} };
const CUSTOMER_CALLER: Caller = {
  label: 'customer',
  signedIn: true,
  headers: asCustomer().headers,
};
const ODD_CALLERS: Caller[] = ODD_IDENTITIES.map((identity) => ({
  label: `odd uid ${identity.uid.slice(0, 12)}`,
  signedIn: true,
  headers: bearer(unsignedToken({ sub: identity.uid, user_id: identity.uid, ...identity })),
}));
// Garbage credentials are a signed-out visitor, never an error. No RS256 token with a key id:
// that would fetch Google's keys from the network.
const GARBAGE_CALLERS: Caller[] = [
  'Bearer not-a-jwt',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(5000)}`,
  `Bearer ${unsignedToken({ sub: CUSTOMER.uid, exp: 1 })}`,
  `Bearer ${unsignedToken({ sub: CUSTOMER.uid, aud: 'altro-progetto' })}`,
  `Bearer ${unsignedToken({ sub: '' })}`,
  `Bearer ${unsignedToken({ sub: 'x'.repeat(129) })}`,
  `Bearer ${base64url({ alg: 'HS256' })}.${base64url({ sub: CUSTOMER.uid })}.firma`,
  `Bearer ${base64url({ alg: 'RS256' })}.${base64url({ sub: CUSTOMER.uid })}.firma`,
].map((authorization) => ({
  label: `garbage ${authorization.slice(0, 24)}`,
  signedIn: false,
  headers: { authorization },
}));

const callers = fc.oneof(
  { weight: 3, arbitrary: fc.constant(SIGNED_OUT) },
  { weight: 4, arbitrary: fc.constant(CUSTOMER_CALLER) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_CALLERS) },
  { weight: 2, arbitrary: fc.constantFrom(...GARBAGE_CALLERS) },
);

/** Sometimes the variables are not even an object. */
function container(variables: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 20, arbitrary: variables },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(null, 'not an object', '{"id":"1"}', [], [{}], 42, true),
    },
  );
}

/** The request's other envelope field, read before the variables: persisted-query hashes. */
const extensions: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      'persistedQuery',
      [],
      { persistedQuery: null },
      { persistedQuery: { version: 1, sha256Hash: "' OR 1=1 --" } },
      { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } },
      { persistedQuery: { version: 2, sha256Hash: 'f'.repeat(64) } },
      withOwnKey({}, '__proto__', { persistedQuery: { version: 1 } }),
    ),
  },
);

/** A signed-out POST with no variables: the shape of the document alone is under test. */
const SHAPE_ATTEMPT: Attempt = {
  variables: undefined,
  extensions: undefined,
  caller: { label: 'visitor', headers: {}, signedIn: false },
  method: 'POST',
  accept: undefined,
};

// ---------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------

let tableNames: string[] | undefined;

/** Every table of the app (not SQLite's or workerd's own), found once. */
async function appTables(): Promise<string[]> {
  tableNames ??= (
    await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name`,
    ).all<{ name: string }>()
  ).results.map((row) => row.name);
  return tableNames;
}

/** Row counts of every table, the stock on hand and the number series, in one statement. */
async function snapshot(): Promise<Record<string, unknown>> {
  const counts = (await appTables()).map(
    (table) => `(SELECT COUNT(*) FROM "${table}") AS "${table}"`,
  );
  const row = await env.DB.prepare(
    `SELECT ${counts.join(', ')},
       (SELECT SUM(stock) FROM products) AS "SUM(products.stock)",
       (SELECT SUM(value) FROM counters) AS "SUM(counters.value)"`,
  ).first<Record<string, unknown>>();
  return row ?? {};
}

/** What changed between two snapshots, readably: ["users: 4 → 5"]. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key]} → ${after[key]}`);
}

async function fuzz(field: string, operation: Operation): Promise<void> {
  const attempts: fc.Arbitrary<Attempt> = fc.record({
    variables: container(operation.variables),
    extensions,
    caller: callers,
    // Any other GET is refused before it runs (tests/worker/http.test.ts).
    method: PUBLIC_ROOT_FIELDS.has(field) ? fc.constantFrom('GET', 'POST') : fc.constant('POST'),
    accept: fc.constantFrom(
      undefined,
      'application/json',
      'application/graphql-response+json',
      '*/*',
    ),
  });
  let runs = 0;
  let rateLimited = 0;
  const property = fc.asyncProperty(attempts, async (attempt) => {
    const before = await snapshot();
    const body = checkAnswer(await call(operation.document, attempt));
    runs += 1;
    if (body.errors?.some((error) => error.extensions?.code === 'TOO_MANY_REQUESTS')) {
      rateLimited += 1;
    }
    const after = await snapshot();
    const answered = body.data?.[field] ?? null;

    if (operation.signedInOnly && !attempt.caller.signedIn) {
      expect(answered, 'a signed-out caller got data').toBeNull();
    }
    if (operation.kind === 'query') {
      expect(changes(before, after), 'a query wrote to the database').toEqual([]);
    } else if ((body.errors?.length ?? 0) > 0 && answered === null) {
      // Property 4: a refused mutation leaves every table as it was.
      expect(changes(before, after), 'a refused mutation wrote').toEqual([]);
    }
  });
  await assertFuzz(field, property);
  // A refusal for speed is a fine answer, but if most answers are one the inputs never reached
  // validation: check that `clientKey` still reads the header `call` varies.
  expect(rateLimited, `${rateLimited} of ${runs} requests rate limited`).toBeLessThan(runs / 2);
}

/**
 * Documents shaped to cost: aliases of the catalogue, related products nested up to six levels,
 * through fragments or not, with list sizes inside and outside their bounds. Whatever the shape,
 * the answer is coded and bounded (docs/product.md#errors), never a crash.
 */
const costlyDocuments: fc.Arbitrary<string> = fc
  .record({
    aliases: fc.integer({ min: 1, max: 18 }),
    depth: fc.integer({ min: 0, max: 6 }),
    limit: fc.constantFrom('', '(limit: 1)', '(limit: 12)', '(limit: 13)', '(limit: -1)'),
    viaFragment: fc.boolean(),
    root: fc.constantFrom('products', 'bestsellers', 'products(search: "a")'),
  })
  .map(({ aliases, depth, limit, viaFragment, root }) => {
    let selection = 'id name colors { name } images';
    for (let level = 0; level < depth; level += 1) {
      selection = `id related${limit} { ${selection} }`;
    }
    const fields = viaFragment ? '...Shape' : selection;
    const fragment = viaFragment ? ` fragment Shape on Product { ${selection} }` : '';
    const roots = Array.from({ length: aliases }, (_, i) => `a${i}: ${root} { ${fields} }`);
    return `{ ${roots.join(' ')} }${fragment}`;
  });

/** Bodies and content types a browser form, a script or a broken client may send. */
const transports = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/graphql-response+json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain',
    '',
  ),
  body: fc.oneof(
    fc.constant('{"query":"{ categories { id } }"'),
    fc.constant('query=mutation%20%7B%20subscribeNewsletter%20%7D'),
    fc.constant(''),
    fc.constant('[]'),
    fc.string({ maxLength: 200 }),
    fc.json().map((json) => json),
  ),
  accept: fc.constantFrom(undefined, 'application/json', 'application/graphql-response+json'),
});

/** The personal reads a GET must never carry (docs/product.md#access). */
const privateGets = fc.constantFrom(
  '{ me { uid } }',
  '{ guestOrders(refs: []) { id } }',
  '{ repairStatus(code: "RIP-X", email: "a@b.it") { code } }',
  '{ categories { id } me { uid } }',
);

async function checkUnchanged(request: () => Promise<Answer>, refusals: readonly number[]) {
  const before = await snapshot();
  const body = checkAnswer(await request(), refusals);
  expect(changes(before, await snapshot()), 'a hostile request wrote').toEqual([]);
  return body;
}

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

/**
 * Real rows for valid-looking ids to hit. Signed-in callers start without a profile, so a refused
 * request that still created one (say, addFavorite of an unknown product) counts as a write.
 */
async function prepareFixtures(): Promise<Fixtures> {
  const saved = await gql(
    graphql('mutation Save($input: SavedAddressInput!) { saveAddress(input: $input) { id } }'),
    { input: HOME_ADDRESS },
    asCustomer(),
  );
  const addressId = saved.body.data?.saveAddress.id;
  if (!addressId) throw new Error(`fixture failed: ${saved.text}`);
  const line = [{ productId: '6', quantity: 1 }];
  const guestOrder = await orderPlaced(line);
  const customerOrder = await orderPlaced(line, { headers: asCustomer().headers });
  await seedRepair();
  const estimate = await seedEstimate();
  const delivered = await orderPlaced(line);
  await env.DB.prepare("UPDATE orders SET status = 'consegnato' WHERE id = ?")
    .bind(delivered.id)
    .run();
  return {
    reviewLink: await reviewLinkToken(env, delivered.id, Date.now()),
    addressId,
    guestOrder: { id: guestOrder.id, token: guestOrder.accessToken },
    customerOrder: { id: customerOrder.id, token: customerOrder.accessToken },
    estimate,
  };
}

/** A repair waiting for the answer to its estimate, and what opens it. */
async function seedEstimate(): Promise<Fixtures['estimate']> {
  const repair = { id: 'r-estimate', code: 'RIP-4EST1MAT', email: 'sara.neri@example.it' };
  await seedRepair({ ...repair, status: 'preventivo_inviato' });
  const id = 'estimate-1';
  await env.DB.prepare(
    `INSERT INTO repair_estimates (id, repair_id, lines_json, subtotal_cents, vat_cents, total_cents, estimated_days, valid_until_ms, status, created_at_ms, created_by)
     VALUES (?, ?, '[{"kind":"part","description":"Schermo","amount":10000}]', 10000, 2200, 12200, 3, ?, 'sent', ?, 'staff@example.it')`,
  )
    .bind(id, repair.id, Date.now() + 86_400_000, Date.now())
    .run();
  return {
    id,
    code: repair.code,
    email: repair.email,
    token: await repairAccessToken(env, { id: repair.id, linkGeneration: 0 }),
  };
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('hostile input', () => {
  beforeAll(() => {
    console.info('fuzz seed', SEED, ...(PATH ? ['path', PATH] : []));
  });

  it('fuzzes every public root field of the schema', () => {
    const schema = buildSchema(sdl);
    const publicFields = (type: ReturnType<typeof schema.getQueryType>) =>
      Object.keys(type?.getFields() ?? {})
        .filter((name) => !name.startsWith('admin'))
        .sort();
    const fuzzed = (kind: Operation['kind']) =>
      Object.entries(OPERATIONS)
        .filter(([, build]) => build(PLACEHOLDER_FIXTURES).kind === kind)
        .map(([name]) => name)
        .sort();
    expect(fuzzed('query')).toEqual(publicFields(schema.getQueryType()));
    expect(fuzzed('mutation')).toEqual(publicFields(schema.getMutationType()));
  });

  it(
    'costly shapes: coded refusals or bounded answers, never a crash',
    async () => {
      await assertFuzz(
        'costly shapes',
        fc.asyncProperty(costlyDocuments, async (document) => {
          const body = await checkUnchanged(() => call(document, SHAPE_ATTEMPT), []);
          const nested = /related[^{]*\{[^}]*related/.test(document);
          if (nested) expect(body.data ?? null, 'related nested in related ran').toBeNull();
        }),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'transports: JSON only, private reads only by POST',
    async () => {
      await assertFuzz(
        'transports',
        fc.asyncProperty(transports, privateGets, async (transport, privateGet) => {
          const headers: Record<string, string> = { 'cf-connecting-ip': newClientAddress() };
          if (transport.contentType) headers['content-type'] = transport.contentType;
          if (transport.accept) headers.accept = transport.accept;
          const posted = () =>
            send(
              new Request('https://shop.test/graphql', {
                method: 'POST',
                headers,
                body: transport.body,
              }),
            );
          const json = /^application\/(graphql-response\+)?json/.test(transport.contentType);
          const answer = await posted();
          const text = await answer.text();
          const refusals = json ? [] : [415];
          checkAnswer(
            { status: answer.status, text, requestBytes: transport.body.length },
            refusals,
          );
          if (!json) expect(answer.status, text).toBe(415);
          await checkUnchanged(async () => {
            const url = `https://shop.test/graphql?${new URLSearchParams({ query: privateGet })}`;
            const response = await send(
              new Request(url, { headers: { accept: 'application/json' } }),
            );
            return {
              status: response.status,
              text: await response.text(),
              requestBytes: url.length,
            };
          }, [405]);
        }),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'the Stripe webhook: anything unsigned or forged is a 400 and writes nothing',
    async () => {
      await assertFuzz(
        'stripe webhook',
        fc.asyncProperty(
          fc.oneof(hostileText, fc.json()),
          fc.oneof(
            // What an HTTP client can send as a header: no NUL, CR or LF.
            hostileText.map((text) => text.replace(/[\0\r\n]/g, ' ')),
            fc.constant(''),
            fc
              .tuple(fc.integer({ min: 0, max: 2 ** 31 }), fc.stringMatching(/^[0-9a-f]{64}$/))
              .map(([t, v1]) => `t=${t},v1=${v1}`),
          ),
          async (body, signature) => {
            const response = await send(
              new Request('https://shop.test/webhooks/stripe', {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'stripe-signature': signature,
                  'cf-connecting-ip': newClientAddress(),
                },
                body,
              }),
            );
            const text = await response.text();
            expect([400, 413], text).toContain(response.status);
            expect(() => JSON.parse(text)).not.toThrow();
            expect(await rowCount('payment_events')).toBe(0);
          },
        ),
      );
    },
    TIMEOUT_MS,
  );

  for (const [field, build] of Object.entries(OPERATIONS)) {
    it(
      `${field}: JSON, coded errors, no internals, no writes when refused`,
      async () => {
        await fuzz(field, build(await prepareFixtures()));
      },
      TIMEOUT_MS,
    );
  }
});
