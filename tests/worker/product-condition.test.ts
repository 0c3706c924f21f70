import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import {
  asCustomer,
  asStaff,
  editProduct,
  orderPlaced,
  productOffer,
  servedProductPage,
} from './fixtures';

const CONDITION = graphql(`
  query Condition($id: ID!) {
    product(id: $id) { id condition grade batteryHealth guaranteeMonths }
  }
`);

async function conditionOf(id: string) {
  const { body } = await gql(CONDITION, { id });
  expect(body.errors).toBeUndefined();
  return body.data?.product;
}

const LISTING = graphql(`
  query ConditionListing($filter: ProductFilter, $search: String) {
    catalogue(filter: $filter, search: $search, first: 48) {
      totalCount
      nodes { id condition }
      facets { conditions { value label count } categories { value count } }
    }
  }
`);

async function listed(filter: Record<string, unknown>, search?: string) {
  const { body } = await gql(LISTING, { filter, search });
  expect(body.errors).toBeUndefined();
  const page = body.data?.catalogue;
  if (!page) throw new Error('no listing');
  return page;
}

const CREATE = graphql(`
  mutation CreateWithCondition($input: AdminProductCreateInput!) {
    adminCreateProduct(input: $input) { id condition grade batteryHealth guaranteeMonths }
  }
`);

const NEW_PRODUCT = {
  name: 'Pixel 8 ricondizionato',
  brand: 'Google',
  categoryId: 'smartphone',
  price: '399,00',
  stock: 4,
  inStock: true,
  description: 'Pixel 8 ricondizionato e testato nel nostro laboratorio.',
  colors: [{ name: 'Ossidiana', hex: '#1f1f1f' }],
  sizes: ['128 GB'],
};

const EDIT_CONDITION = graphql(`
  mutation EditCondition($id: ID!, $input: AdminProductInput!, $seenStock: Int!) {
    adminUpdateProduct(id: $id, input: $input, seenStock: $seenStock) {
      condition grade batteryHealth guaranteeMonths
    }
  }
`);

describe('a product’s condition', () => {
  it('reads the seed’s refurbished iPhone graded with its battery and 12 months, the rest new', async () => {
    expect(await conditionOf('1')).toEqual({
      id: '1',
      condition: 'RICONDIZIONATO',
      grade: 'A',
      batteryHealth: 90,
      guaranteeMonths: 12,
    });
    expect(await conditionOf('2')).toEqual({
      id: '2',
      condition: 'NUOVO',
      grade: null,
      batteryHealth: null,
      guaranteeMonths: 24,
    });
  });

  it('filters the shop by condition, with the counts of every condition beside it', async () => {
    const all = await listed({});
    expect(all.facets.conditions).toEqual([
      { value: 'NUOVO', label: 'Nuovo', count: 7 },
      { value: 'RICONDIZIONATO', label: 'Ricondizionato', count: 1 },
      { value: 'USATO', label: 'Usato', count: 0 },
    ]);
    const refurbished = await listed({ condition: 'RICONDIZIONATO' });
    expect(refurbished.nodes).toEqual([{ id: '1', condition: 'RICONDIZIONATO' }]);
    expect(refurbished.totalCount).toBe(1);
    // The other filters count under the condition; the condition's own counts ignore it.
    expect(refurbished.facets.categories.find((c) => c.value === 'smartphone')?.count).toBe(1);
    expect(refurbished.facets.categories.find((c) => c.value === 'laptop')?.count).toBe(0);
    expect(refurbished.facets.conditions.map((c) => c.count)).toEqual([7, 1, 0]);
    const newLaptops = await listed({ condition: 'NUOVO', category: 'laptop' });
    expect(newLaptops.nodes.map((n) => n.id).sort()).toEqual(['3', '4']);
  });

  it('filters a search by condition and counts its matches by condition', async () => {
    const found = await listed({ condition: 'NUOVO' }, 'iphone galaxy');
    expect(found.nodes.map((n) => n.id)).not.toContain('1');
    const refurbished = await listed({ condition: 'RICONDIZIONATO' }, 'iphone');
    expect(refurbished.nodes.map((n) => n.id)).toEqual(['1']);
    expect(refurbished.facets.conditions.find((c) => c.value === 'RICONDIZIONATO')?.count).toBe(1);
  });

  it('moves the counts when staff change a condition', async () => {
    const { body } = await editProduct(
      '3',
      { condition: 'USATO', grade: 'B', batteryHealth: 82 },
      {
        document: EDIT_CONDITION,
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.adminUpdateProduct).toEqual({
      condition: 'USATO',
      grade: 'B',
      batteryHealth: 82,
      guaranteeMonths: 12,
    });
    const all = await listed({});
    expect(all.facets.conditions.map((c) => c.count)).toEqual([6, 1, 1]);
    expect((await listed({ condition: 'USATO' })).nodes.map((n) => n.id)).toEqual(['3']);
    const { n } = (await env.DB.prepare(
      'SELECT coalesce(sum(products), 0) AS n FROM catalogue_facets',
    ).first<{ n: number }>()) ?? { n: 0 };
    expect(n).toBe(8);
  });

  it('puts it in the product page’s JSON-LD as schema.org’s itemCondition', async () => {
    expect(productOffer(await servedProductPage('1')).itemCondition).toBe(
      'https://schema.org/RefurbishedCondition',
    );
    expect(productOffer(await servedProductPage('2')).itemCondition).toBe(
      'https://schema.org/NewCondition',
    );
  });
});

describe('staff writing a condition', () => {
  it('creates a refurbished product with its grade and battery, audited; new when left out', async () => {
    const { body } = await gql(
      CREATE,
      {
        input: { ...NEW_PRODUCT, condition: 'RICONDIZIONATO', grade: 'A_PLUS', batteryHealth: 95 },
      },
      asStaff(),
    );
    expect(body.errors).toBeUndefined();
    const created = body.data?.adminCreateProduct;
    expect(created).toMatchObject({
      condition: 'RICONDIZIONATO',
      grade: 'A_PLUS',
      batteryHealth: 95,
      guaranteeMonths: 12,
    });
    const audit = await env.DB.prepare(
      "SELECT summary FROM admin_audit WHERE action = 'product.create' AND entity_id = ?",
    )
      .bind(created?.id)
      .first<{ summary: string }>();
    expect(audit?.summary).toContain('Ricondizionato · Grado A+, batteria 95%');
    const plain = await gql(
      CREATE,
      { input: { ...NEW_PRODUCT, name: 'Pixel 8 nuovo' } },
      asStaff(),
    );
    expect(plain.body.data?.adminCreateProduct).toMatchObject({
      condition: 'NUOVO',
      grade: null,
      batteryHealth: null,
      guaranteeMonths: 24,
    });
  });

  it.each([
    [
      'a grade on new goods',
      { condition: 'NUOVO', grade: 'A' },
      { grade: 'Il grado si indica solo per i prodotti ricondizionati o usati.' },
    ],
    [
      'refurbished goods without a grade',
      { condition: 'RICONDIZIONATO' },
      { grade: 'Scegli il grado del prodotto ricondizionato o usato.' },
    ],
    [
      'a battery above 100',
      { condition: 'USATO', grade: 'B', batteryHealth: 101 },
      { batteryHealth: 'La salute della batteria è una percentuale intera da 0 a 100.' },
    ],
    [
      "a battery below the grade's minimum",
      { condition: 'RICONDIZIONATO', grade: 'A', batteryHealth: 70 },
      { batteryHealth: 'Un prodotto di grado A ha la batteria almeno al 85%.' },
    ],
  ] as const)('refuses %s in Italian, writing nothing', async (_name, condition, fields) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM products').first<{
      n: number;
    }>();
    const { body } = await gql(CREATE, { input: { ...NEW_PRODUCT, ...condition } }, asStaff());
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions?.fields).toEqual(fields);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a battery health on a device without one, and keeps what an edit leaves out', async () => {
    // Product 8 is a console: no battery health.
    const refused = await editProduct('8', { condition: 'USATO', grade: 'A', batteryHealth: 90 });
    expect(codes(refused.body)).toEqual(['BAD_USER_INPUT']);
    expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({
      batteryHealth:
        'La salute della batteria si indica solo per smartphone, tablet, laptop e smartwatch ricondizionati o usati.',
    });
    expect(await conditionOf('8')).toMatchObject({ condition: 'NUOVO', grade: null });
    // An edit without the condition's fields keeps the iPhone refurbished, grade A, 90%.
    const kept = await editProduct('1', {}, { document: EDIT_CONDITION });
    expect(kept.body.data?.adminUpdateProduct).toEqual({
      condition: 'RICONDIZIONATO',
      grade: 'A',
      batteryHealth: 90,
      guaranteeMonths: 12,
    });
    // Back to new: the grade and battery are cleared with it.
    const renewed = await editProduct(
      '1',
      { condition: 'NUOVO', grade: null, batteryHealth: null },
      { document: EDIT_CONDITION },
    );
    expect(renewed.body.data?.adminUpdateProduct).toEqual({
      condition: 'NUOVO',
      grade: null,
      batteryHealth: null,
      guaranteeMonths: 24,
    });
  });

  it('refuses a customer', async () => {
    const { body } = await editProduct(
      '1',
      { condition: 'USATO', grade: 'B' },
      { as: asCustomer() },
    );
    expect(codes(body)).toEqual(['FORBIDDEN']);
  });
});

const ORDER_LINES = graphql(`
  query OrderConditions($id: ID!, $token: String) {
    order(id: $id, token: $token) { lines { productId condition grade batteryHealth guaranteeMonths } }
  }
`);

describe('an order line’s condition', () => {
  it('keeps the condition and guarantee the buyer saw, whatever staff change later', async () => {
    const order = await orderPlaced([
      { productId: '1', quantity: 1 },
      { productId: '2', quantity: 1 },
    ]);
    await editProduct('1', { condition: 'NUOVO', grade: null, batteryHealth: null });
    const { body } = await gql(ORDER_LINES, { id: order.id, token: order.accessToken });
    expect(body.errors).toBeUndefined();
    expect(body.data?.order?.lines).toEqual([
      {
        productId: '1',
        condition: 'RICONDIZIONATO',
        grade: 'A',
        batteryHealth: 90,
        guaranteeMonths: 12,
      },
      { productId: '2', condition: 'NUOVO', grade: null, batteryHealth: null, guaranteeMonths: 24 },
    ]);
  });
});
