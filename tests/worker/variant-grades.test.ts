import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import type { VariablesOf } from 'gql.tada';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BATTERY_CATEGORIES, hasBattery } from '../../schema/rules/product-condition';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { asStaff, editProduct, orderPlaced } from './fixtures';
import { assertFuzz, call, checkAnswer } from './fuzzing';

const GRADES = graphql(`
  query VariantGrades($id: ID!) {
    product(id: $id) {
      grade batteryHealth bestGrade worstGrade
      variants { id sku color size price stock sharesStock grade batteryHealth sharesGrade }
    }
  }
`);

const SAVE = graphql(`
  mutation SaveVariantGrades($productId: ID!, $variants: [AdminVariantInput!]!) {
    adminUpdateProductVariants(productId: $productId, variants: $variants) {
      worstGrade variants { size grade batteryHealth sharesGrade }
    }
  }
`);

const CART = graphql(`
  query VariantGradeCart($lines: [CartLineInput!]!) {
    cartTotals(lines: $lines) { lines { size condition grade } }
  }
`);

const ORDER_LINES = graphql(`
  query VariantGradeOrder($id: ID!, $token: String) {
    order(id: $id, token: $token) { lines { size sku condition grade batteryHealth guaranteeMonths } }
  }
`);

const CREATE = graphql(`
  mutation CreateWithVariantGrades($input: AdminProductCreateInput!) {
    adminCreateProduct(input: $input) { grade bestGrade worstGrade variants { size grade batteryHealth sharesGrade } }
  }
`);

type VariantRow = VariablesOf<typeof SAVE>['variants'][number];

// iPhone 15 Pro: refurbished, grade A, battery 90%; three colours by 128GB, 256GB and 512GB.
const IPHONE = '1';
// Galaxy S24: a new smartphone.
const GALAXY = '2';

async function productOf(id: string) {
  const product = dataOf(await gql(GRADES, { id })).product;
  if (!product) throw new Error(`no product ${id}`);
  return product;
}

/** The staff's table as it reads now, the rows of `size` given `set`. */
async function table(id: string, size: string, set: Partial<VariantRow>): Promise<VariantRow[]> {
  const { variants } = await productOf(id);
  return variants.map((variant) => ({
    id: variant.id,
    price: (variant.price / 100).toFixed(2).replace('.', ','),
    sku: variant.sku,
    stock: variant.sharesStock ? null : variant.stock,
    seenStock: variant.sharesStock ? null : variant.stock,
    ...(variant.size === size ? set : {}),
  }));
}

const save = async (id: string, variants: VariantRow[]) =>
  gql(SAVE, { productId: id, variants }, asStaff());

const fieldsOf = (body: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.fields;

const gradesStored = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT grade, battery_health FROM product_variants WHERE product_id = ? AND grade IS NOT NULL',
    )
      .bind(Number(id))
      .all()
  ).results;

describe('a variant’s own grade', () => {
  it('is set by staff, audited, and read by the product, the cart and the order line', async () => {
    const sent = await save(
      IPHONE,
      await table(IPHONE, '512GB', { grade: 'B', batteryHealth: 82 }),
    );
    expect(sent.body.errors).toBeUndefined();
    const product = await productOf(IPHONE);
    expect(product).toMatchObject({
      grade: 'A',
      batteryHealth: 90,
      worstGrade: 'B',
    });
    for (const variant of product.variants) {
      expect(variant).toMatchObject(
        variant.size === '512GB'
          ? { grade: 'B', batteryHealth: 82, sharesGrade: false }
          : { grade: 'A', batteryHealth: 90, sharesGrade: true },
      );
    }
    const audit = await env.DB.prepare(
      "SELECT summary FROM admin_audit WHERE action = 'product.variants' ORDER BY id DESC",
    ).first<{ summary: string }>();
    expect(audit?.summary).toContain(
      'RL00001-TITANIONATURALE-512GB Ricondizionato · Grado B, batteria 82%',
    );
    expect(audit?.summary).not.toContain('128GB');

    const line = { productId: IPHONE, color: 'Titanio naturale', quantity: 1 };
    const cart = dataOf(
      await gql(CART, {
        lines: [
          { ...line, size: '512GB' },
          { ...line, size: '128GB' },
        ],
      }),
    ).cartTotals;
    expect(cart.lines).toEqual([
      { size: '512GB', condition: 'RICONDIZIONATO', grade: 'B' },
      { size: '128GB', condition: 'RICONDIZIONATO', grade: 'A' },
    ]);

    const order = await orderPlaced([
      { ...line, size: '512GB' },
      { ...line, size: '128GB' },
    ]);
    const { body } = await gql(ORDER_LINES, { id: order.id, token: order.accessToken });
    expect(body.data?.order?.lines).toEqual([
      {
        size: '512GB',
        sku: 'RL00001-TITANIONATURALE-512GB',
        condition: 'RICONDIZIONATO',
        grade: 'B',
        batteryHealth: 82,
        guaranteeMonths: 12,
      },
      {
        size: '128GB',
        sku: 'RL00001-TITANIONATURALE-128GB',
        condition: 'RICONDIZIONATO',
        grade: 'A',
        batteryHealth: 90,
        guaranteeMonths: 12,
      },
    ]);
  });

  it('keeps its grade when a save leaves it out, and takes the product’s again on null', async () => {
    await save(IPHONE, await table(IPHONE, '256GB', { grade: 'A_PLUS', batteryHealth: 96 }));
    const kept = await save(IPHONE, await table(IPHONE, '256GB', { price: '1.249,00' }));
    expect(kept.body.errors).toBeUndefined();
    expect(await gradesStored(IPHONE)).toHaveLength(3);
    expect(
      dataOf(kept).adminUpdateProductVariants.variants.find((v) => v.size === '256GB'),
    ).toMatchObject({ grade: 'A_PLUS', batteryHealth: 96, sharesGrade: false });
    const back = await save(
      IPHONE,
      await table(IPHONE, '256GB', { grade: null, batteryHealth: null }),
    );
    expect(dataOf(back).adminUpdateProductVariants).toMatchObject({ worstGrade: 'A' });
    expect(await gradesStored(IPHONE)).toEqual([]);
  });

  it('refuses a battery below its grade’s minimum, naming the row, and writes nothing', async () => {
    const { body } = await save(
      IPHONE,
      await table(IPHONE, '512GB', { grade: 'A_PLUS', batteryHealth: 85 }),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(body)).toEqual({
      'variants.2.batteryHealth': 'Un prodotto di grado A+ ha la batteria almeno al 90%.',
      'variants.5.batteryHealth': 'Un prodotto di grado A+ ha la batteria almeno al 90%.',
      'variants.8.batteryHealth': 'Un prodotto di grado A+ ha la batteria almeno al 90%.',
    });
    expect(await gradesStored(IPHONE)).toEqual([]);
  });

  it('refuses a battery without a grade of its own', async () => {
    const { body } = await save(IPHONE, await table(IPHONE, '128GB', { batteryHealth: 95 }));
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(body)).toMatchObject({
      'variants.0.batteryHealth':
        'La batteria di una variante si indica con il suo grado: scegli prima il grado.',
    });
  });

  it('refuses a grade on a new product', async () => {
    const size = (await productOf(GALAXY)).variants[0]?.size ?? '';
    const { body } = await save(GALAXY, await table(GALAXY, size, { grade: 'B' }));
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(Object.values(fieldsOf(body) as Record<string, string>)).toContain(
      'Il grado si indica solo per i prodotti ricondizionati o usati.',
    );
    expect(await gradesStored(GALAXY)).toEqual([]);
  });

  it('goes when its product becomes new', async () => {
    await save(IPHONE, await table(IPHONE, '512GB', { grade: 'B', batteryHealth: 82 }));
    await editProduct(IPHONE, { condition: 'NUOVO', grade: null, batteryHealth: null });
    expect(await gradesStored(IPHONE)).toEqual([]);
    expect(await productOf(IPHONE)).toMatchObject({ worstGrade: null });
  });

  it('spans the card’s grades: one above the product raises the best, one below lowers the worst', async () => {
    await save(IPHONE, await table(IPHONE, '256GB', { grade: 'A_PLUS', batteryHealth: 96 }));
    await save(IPHONE, await table(IPHONE, '512GB', { grade: 'B', batteryHealth: 82 }));
    expect(await productOf(IPHONE)).toMatchObject({
      grade: 'A',
      bestGrade: 'A_PLUS',
      worstGrade: 'B',
    });
    // The product's own grade, which the 128GB variants take.
    await editProduct(IPHONE, {
      sizes: ['128GB', '256GB', '512GB'],
      condition: 'RICONDIZIONATO',
      grade: 'B',
      batteryHealth: 85,
    });
    expect(await productOf(IPHONE)).toMatchObject({ bestGrade: 'A_PLUS', worstGrade: 'B' });
    // Its A+ variants gone with their size, the best is what is left.
    await editProduct(IPHONE, { sizes: ['128GB', '512GB'] });
    expect(await productOf(IPHONE)).toMatchObject({ bestGrade: 'B', worstGrade: 'B' });
    const listed = await env.DB.prepare(
      'SELECT best_grade, worst_grade FROM products WHERE id = 1',
    ).first();
    expect(listed).toEqual({ best_grade: 'b', worst_grade: 'b' });
    await editProduct(IPHONE, { condition: 'NUOVO', grade: null, batteryHealth: null });
    expect(await productOf(IPHONE)).toMatchObject({ bestGrade: null, worstGrade: null });
  });

  it('is given when staff create a product, checked the same way', async () => {
    const input = {
      name: 'iPad Air ricondizionato',
      brand: 'Apple',
      categoryId: 'tablet',
      price: '499,00',
      stock: 3,
      inStock: true,
      description: 'iPad Air ricondizionato e testato nel nostro laboratorio.',
      colors: [{ name: 'Blu', hex: '#3b5b8a' }],
      sizes: ['64 GB', '256 GB'],
      condition: 'RICONDIZIONATO' as const,
      grade: 'A' as const,
      batteryHealth: 88,
    };
    const variant = { color: 'Blu', size: '256 GB', price: '549,00' };
    const refused = await gql(
      CREATE,
      { input: { ...input, variants: [{ ...variant, grade: 'B', batteryHealth: 70 }] } },
      asStaff(),
    );
    expect(codes(refused.body)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(refused.body)).toEqual({
      'variants.0.batteryHealth': 'Un prodotto di grado B ha la batteria almeno al 80%.',
    });
    const created = await gql(
      CREATE,
      { input: { ...input, variants: [{ ...variant, grade: 'B', batteryHealth: 81 }] } },
      asStaff(),
    );
    expect(created.body.errors).toBeUndefined();
    expect(dataOf(created).adminCreateProduct).toEqual({
      grade: 'A',
      bestGrade: 'A',
      worstGrade: 'B',
      variants: [
        { size: '64 GB', grade: 'A', batteryHealth: 88, sharesGrade: true },
        { size: '256 GB', grade: 'B', batteryHealth: 81, sharesGrade: false },
      ],
    });
    const audit = await env.DB.prepare(
      "SELECT summary FROM admin_audit WHERE action = 'product.create' ORDER BY id DESC",
    ).first<{ summary: string }>();
    expect(audit?.summary).toMatch(
      /Ricondizionato · Grado A, batteria 88%; Blu 256 GB Ricondizionato · Grado B, batteria 81%$/,
    );
  });
});

describe('hostile grades', () => {
  it('answer data or a coded refusal, and a refusal writes nothing', async () => {
    const rows = await table(IPHONE, '512GB', {});
    const grade = fc.oneof(
      fc.constantFrom('A_PLUS', 'A', 'B', null, undefined),
      fc.string({ maxLength: 12 }),
    );
    const battery = fc.oneof(
      fc.constantFrom(null, undefined, 0, 79, 80, 100, 101, -1, 2 ** 31 - 1, -(2 ** 31)),
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 6 }),
    );
    await assertFuzz(
      'tests/worker/variant-grades.test.ts',
      'adminUpdateProductVariants(variants.grade, variants.batteryHealth)',
      fc.asyncProperty(grade, battery, async (g, b) => {
        const before = await gradesStored(IPHONE);
        const variants = rows.map((row, index) =>
          index === 2 ? { ...row, grade: g, batteryHealth: b } : row,
        );
        const body = checkAnswer(
          await call(print(SAVE), {
            variables: { productId: IPHONE, variants },
            extensions: undefined,
            caller: { label: 'staff', signedIn: true, headers: asStaff().headers },
            method: 'POST',
            accept: undefined,
          }),
        );
        if (body.errors) expect(await gradesStored(IPHONE)).toEqual(before);
      }),
      30,
    );
  });
});

describe('the departments with a battery', () => {
  it('are the same in the triggers as in BATTERY_CATEGORIES', async () => {
    const { results } = await env.DB.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%category_id%IN (%'",
    ).all<{ name: string; sql: string }>();
    // Every list of departments a trigger names that holds one with a battery.
    const lists = results.flatMap(({ name, sql }) =>
      [...sql.matchAll(/category_id\s+(?:NOT\s+)?IN\s*\(([^)]*)\)/gi)].map((match) => ({
        name,
        departments: [...(match[1] ?? '').matchAll(/'([^']*)'/g)].map((quoted) => quoted[1]),
      })),
    );
    const battery = lists.filter(({ departments }) =>
      departments.some((department) => department && hasBattery(department)),
    );
    expect(battery.map(({ name }) => name)).toContain('products_after_update_category_variants');
    for (const { departments } of battery) {
      expect([...departments].sort()).toEqual([...BATTERY_CATEGORIES].sort());
    }
  });
});
