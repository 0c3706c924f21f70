import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cell, OWN, useProductVariants } from '../../web/catalogue/staff/useProductVariants';
import { heldWorker, refused, submitFrom } from './catalogue-fixtures';
import { withClient } from './hook-render';

const STALE =
  'La disponibilità di alcune varianti è cambiata mentre le modificavi. Ricarica e riprova.';

/** A new product; `REFURBISHED` a grade A one with its battery at 90%. */
const NEW = { condition: 'NUOVO', grade: null, batteryHealth: null } as const;
const REFURBISHED = { condition: 'RICONDIZIONATO', grade: 'A', batteryHealth: 90 } as const;

const TAKES_PRODUCT_S = { grade: null, batteryHealth: null, sharesGrade: true };

/** Two of product 1's variants: 128GB sharing 12 units, 512GB holding `own` of its own. */
const iphone = (own = 3, condition: typeof NEW | typeof REFURBISHED = NEW) => ({
  id: '1',
  name: 'iPhone 15 Pro',
  sharedStock: 12,
  category: { id: 'smartphone' },
  ...condition,
  variants: [
    {
      id: '11',
      sku: 'RL00001-TITANIONERO-128GB',
      color: 'Titanio nero',
      size: '128GB',
      price: 129_900,
      stock: 12,
      sharesStock: true,
      ...TAKES_PRODUCT_S,
    },
    {
      id: '12',
      sku: 'RL00001-TITANIONERO-512GB',
      color: 'Titanio nero',
      size: '512GB',
      price: 129_900,
      stock: own,
      sharesStock: false,
      ...TAKES_PRODUCT_S,
    },
  ],
});

const FIELDS = [0, 1].flatMap((index) =>
  (['sku', 'price', 'own', 'stock'] as const).map((field) => cell(index, field)),
);

const GRADE_FIELDS = [0, 1].flatMap((index) =>
  (['grade', 'batteryHealth'] as const).map((field) => cell(index, field)),
);

function renderTable(condition: typeof NEW | typeof REFURBISHED = NEW) {
  const worker = heldWorker();
  const onSaved = vi.fn();
  const onStale = vi.fn();
  const hook = renderHook(
    (own: number) => useProductVariants(iphone(own, condition), onSaved, onStale),
    { initialProps: 3, wrapper: withClient(worker.client) },
  );
  const fields = condition === NEW ? FIELDS : [...FIELDS, ...GRADE_FIELDS];
  const save = () => submitFrom(hook.result.current.onSubmit, ...fields);
  return { ...worker, hook, onSaved, onStale, save };
}

describe('useProductVariants', () => {
  it('fills a row per variant, the stock shared or its own', () => {
    const { hook } = renderTable();
    expect(hook.result.current.form.values).toEqual({
      'variants.0.price': '1.299,00',
      'variants.0.sku': 'RL00001-TITANIONERO-128GB',
      'variants.0.own': 'condivisa',
      'variants.0.stock': '',
      'variants.1.price': '1.299,00',
      'variants.1.sku': 'RL00001-TITANIONERO-512GB',
      'variants.1.own': 'propria',
      'variants.1.stock': '3',
    });
  });

  it('saves every row over the own stock it showed, says so and reloads', async () => {
    const { hook, asked, answer, onSaved, save } = renderTable();
    act(() => {
      const { setValue } = hook.result.current.form;
      setValue(cell(1, 'price'), '1.549,00');
      setValue(cell(0, 'sku'), 'ip15-nero-128');
      setValue(cell(0, 'own'), OWN);
      setValue(cell(0, 'stock'), '2');
    });
    await save();
    expect(asked).toEqual([
      {
        name: 'AdminUpdateProductVariants',
        variables: {
          productId: '1',
          variants: [
            { id: '11', price: '1.299,00', sku: 'ip15-nero-128', stock: 2, seenStock: null },
            {
              id: '12',
              price: '1.549,00',
              sku: 'RL00001-TITANIONERO-512GB',
              stock: 3,
              seenStock: 3,
            },
          ],
        },
      },
    ]);
    await answer({ data: { adminUpdateProductVariants: iphone() } });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(
      screen.getByText('Varianti di iPhone 15 Pro salvate: sono già nello shop.'),
    ).toBeTruthy();
  });

  it('refuses a wrong cell before sending, with the rule’s message on it', async () => {
    const { hook, asked, save } = renderTable();
    act(() => {
      hook.result.current.form.setValue(cell(1, 'sku'), 'IP 15/512');
      hook.result.current.form.setValue(cell(1, 'price'), 'gratis');
    });
    const inputs = await save();
    expect(hook.result.current.form.errors).toEqual({
      'variants.1.sku': 'Lo SKU può contenere solo lettere senza accenti, cifre e trattini.',
      'variants.1.price': 'Scrivi il prezzo in euro, ad esempio 1.299,00.',
    });
    expect(document.activeElement).toBe(inputs[cell(1, 'sku')]);
    expect(asked).toEqual([]);
  });

  it('puts a SKU clash on its cell', async () => {
    const { hook, answer, onStale, save } = renderTable();
    await save();
    const message =
      'Lo SKU RL00001-TITANIONERO-128GB è già usato da una variante di Galaxy S24 Ultra.';
    const extensions = { code: 'CONFLICT', fields: { 'variants.0.sku': message } };
    await answer({
      errors: [
        { message: 'Alcuni SKU sono già usati da altre varianti: cambiali e riprova.', extensions },
      ],
    });
    expect(hook.result.current.form.errors).toEqual({ 'variants.0.sku': message });
    expect(onStale).toHaveBeenCalledOnce();
  });

  it('on a stock changed meanwhile says so, reloads, and saves over the new stock keeping the typed price', async () => {
    const { hook, asked, answer, onStale, onSaved, save } = renderTable();
    act(() => hook.result.current.form.setValue(cell(1, 'price'), '1.549,00'));
    await save();
    await answer(refused('CONFLICT', STALE)());
    expect(hook.result.current.form.problem).toBe(STALE);
    expect(onStale).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
    hook.rerender(2);
    expect(hook.result.current.form.values).toMatchObject({
      [cell(1, 'stock')]: '2',
      [cell(1, 'price')]: '1.549,00',
    });
    await save();
    expect(asked[1]?.variables).toMatchObject({
      variants: [{ seenStock: null }, { seenStock: 2, stock: 2, price: '1.549,00' }],
    });
  });

  it('sends no grade for a new product', async () => {
    const { asked, save } = renderTable();
    await save();
    expect(asked[0]?.variables).toMatchObject({ variants: [{ id: '11' }, { id: '12' }] });
    expect(JSON.stringify(asked[0]?.variables)).not.toContain('grade');
  });

  it('gives a refurbished product’s variant its own grade and battery, the others the product’s', async () => {
    const { hook, asked, save } = renderTable(REFURBISHED);
    expect(hook.result.current.form.values).toMatchObject({
      [cell(0, 'grade')]: '',
      [cell(1, 'grade')]: '',
    });
    act(() => {
      hook.result.current.form.setValue(cell(1, 'grade'), 'B');
      hook.result.current.form.setValue(cell(1, 'batteryHealth'), '82');
    });
    await save();
    expect(asked[0]?.variables).toMatchObject({
      variants: [
        { id: '11', grade: null, batteryHealth: null },
        { id: '12', grade: 'B', batteryHealth: 82 },
      ],
    });
  });

  it('refuses a variant’s battery below its grade’s minimum before sending', async () => {
    const { hook, asked, save } = renderTable(REFURBISHED);
    act(() => {
      hook.result.current.form.setValue(cell(1, 'grade'), 'A_PLUS');
      hook.result.current.form.setValue(cell(1, 'batteryHealth'), '85');
    });
    await save();
    expect(hook.result.current.form.errors).toEqual({
      [cell(1, 'batteryHealth')]: 'Un prodotto di grado A+ ha la batteria almeno al 90%.',
    });
    expect(asked).toEqual([]);
  });
});
