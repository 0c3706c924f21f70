import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sheetText } from '../../schema/rules/technical-sheet';
import { type Color, useProductEditor } from '../../web/catalogue/staff/useProductEditor';
import { heldWorker, refused, sheet, submitFrom } from './catalogue-fixtures';
import { withClient } from './hook-render';

const STALE =
  'La disponibilità è cambiata mentre modificavi il prodotto: ora è 10. Ricarica e riprova.';
const NETWORK = 'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.';
const DESCRIPTION = 'Telaio in titanio, chip A17 Pro, ricondizionato e garantito 12 mesi.';
const FIELDS = [
  'price',
  'stock',
  'inStock',
  'description',
  'sizes',
  'condition',
  'grade',
  'batteryHealth',
];

/** Product 1 as the shop module's table hands it to the editor, with `stock` units. */
const iphone = (stock = 12) => ({
  id: '1',
  name: 'iPhone 15 Pro',
  price: 129_900,
  originalPrice: null,
  archivedAt: null,
  stock,
  sharedStock: stock,
  inStock: true,
  description: DESCRIPTION,
  sizes: ['128GB', '256GB'],
  colors: [{ name: 'Titanio naturale', hex: '#8f8a81' }],
  category: { id: 'smartphone' },
  condition: 'RICONDIZIONATO' as const,
  grade: 'A' as const,
  batteryHealth: 90,
  details: sheet({ display: '6,1" Super Retina XDR', specialFeatures: ['Dynamic Island'] }),
});

function renderEditor() {
  const worker = heldWorker();
  const onDone = vi.fn();
  const onStale = vi.fn();
  const hook = renderHook((stock: number) => useProductEditor(iphone(stock), onDone, onStale), {
    initialProps: 12,
    wrapper: withClient(worker.client),
  });
  const save = (...more: string[]) => submitFrom(hook.result.current.onSubmit, ...FIELDS, ...more);
  return { ...worker, hook, onDone, onStale, save };
}

const saved = { data: { adminUpdateProduct: { ...iphone(), price: 99_900 } } };

describe('useProductEditor', () => {
  it('fills the form from the product as the staff read it', () => {
    const { hook } = renderEditor();
    expect(hook.result.current.form.values).toEqual({
      price: '1.299,00',
      stock: '12',
      inStock: true,
      description: DESCRIPTION,
      sizes: '128GB, 256GB',
      condition: 'ricondizionato',
      grade: 'a',
      batteryHealth: '90',
    });
    expect(hook.result.current.colors).toEqual([{ name: 'Titanio naturale', hex: '#8f8a81' }]);
  });

  it('saves the edit, a restock included, over the stock it showed, says so and closes', async () => {
    const { hook, asked, answer, onDone, onStale, save } = renderEditor();
    act(() => {
      hook.result.current.form.setValue('price', '999,00');
      hook.result.current.form.setValue('stock', '20');
      hook.result.current.form.setValue('sizes', ' 128GB , ,512GB ');
      hook.result.current.setColors([{ name: 'Nero', hex: '#000000' }]);
    });
    await save();
    expect(asked).toEqual([
      {
        name: 'AdminUpdateProduct',
        variables: {
          id: '1',
          input: {
            price: '999,00',
            stock: 20,
            inStock: true,
            description: DESCRIPTION,
            colors: [{ name: 'Nero', hex: '#000000' }],
            sizes: ['128GB', '512GB'],
            condition: 'RICONDIZIONATO',
            grade: 'A',
            batteryHealth: 90,
            details: { display: '6,1" Super Retina XDR', specialFeatures: ['Dynamic Island'] },
          },
          seenStock: 12,
        },
      },
    ]);
    expect(hook.result.current.fetching).toBe(true);
    await answer(saved);
    expect(hook.result.current.fetching).toBe(false);
    expect(onDone).toHaveBeenCalledOnce();
    expect(onStale).not.toHaveBeenCalled();
    expect(
      screen.getByText('iPhone 15 Pro aggiornato: le modifiche sono già nello shop.'),
    ).toBeTruthy();
  });

  it.each<[string, Record<string, string>, Color[] | null, Record<string, string>]>([
    [
      'an unreadable price',
      { price: 'mille' },
      null,
      { price: 'Scrivi il prezzo in euro, ad esempio 1.299,00.' },
    ],
    ['a price of zero', { price: '0' }, null, { price: 'Inserisci un prezzo maggiore di zero.' }],
    [
      'a stock that is not a whole number',
      { stock: '2,5' },
      null,
      { stock: 'La disponibilità deve essere un numero intero da 0 a 100000.' },
    ],
    [
      'a short description and no versions',
      { description: 'Corta', sizes: ' , ' },
      null,
      { description: 'Il minimo valore deve essere 10.', sizes: 'Indica da 1 a 12 versioni.' },
    ],
    ['no colour', {}, [], { colors: 'Indica da 1 a 12 colori.' }],
    [
      'a new product with a grade',
      { condition: 'nuovo', batteryHealth: '' },
      null,
      { grade: 'Il grado si indica solo per i prodotti ricondizionati o usati.' },
    ],
    [
      "a battery below the grade's minimum",
      { batteryHealth: '70' },
      null,
      { batteryHealth: 'Un prodotto di grado A ha la batteria almeno al 85%.' },
    ],
    [
      'a colour without a code',
      {},
      [{ name: 'Blu', hex: 'blu' }],
      { colors: 'Ogni colore ha un nome (max 40 caratteri) e un codice come #1a2b3c.' },
    ],
  ])('refuses %s before sending, on the first wrong field', async (_, values, colors, errors) => {
    const { hook, asked, onDone, save } = renderEditor();
    act(() => {
      for (const [name, value] of Object.entries(values)) {
        hook.result.current.form.setValue(name as 'price', value);
      }
      if (colors) hook.result.current.setColors(colors);
    });
    const inputs = await save();
    expect(hook.result.current.form.errors).toEqual(errors);
    const first = FIELDS.find((name) => name in errors);
    if (first) expect(document.activeElement).toBe(inputs[first]);
    expect(asked).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('edits the technical sheet: a list one entry per line, empty rows left out', async () => {
    const { hook, asked, save } = renderEditor();
    expect(hook.result.current.sheet).toMatchObject({
      display: '6,1" Super Retina XDR',
      specialFeatures: 'Dynamic Island',
      chip: '',
    });
    act(() =>
      hook.result.current.setSheet({
        ...hook.result.current.sheet,
        display: '  ',
        chip: ' A17 Pro ',
        features: 'Face ID\n\n  USB-C 3 ',
      }),
    );
    await save();
    expect(asked[0]?.variables).toMatchObject({
      input: {
        details: {
          chip: 'A17 Pro',
          specialFeatures: ['Dynamic Island'],
          features: ['Face ID', 'USB-C 3'],
        },
      },
    });
  });

  it('sends no sheet at all once every row is emptied, so the stored one is cleared', async () => {
    const { hook, asked, save } = renderEditor();
    act(() => hook.result.current.setSheet(sheetText(null)));
    await save();
    expect(asked[0]?.variables).toMatchObject({ input: { details: null } });
  });

  it('refuses a sheet row too long before sending, on that row', async () => {
    const { hook, asked, save } = renderEditor();
    act(() =>
      hook.result.current.setSheet({ ...hook.result.current.sheet, camera: 'x'.repeat(201) }),
    );
    const inputs = await save('details.camera');
    expect(hook.result.current.form.errors).toEqual({
      'details.camera': 'Scrivi un testo di al massimo 200 caratteri.',
    });
    expect(document.activeElement).toBe(inputs['details.camera']);
    expect(asked).toEqual([]);
  });

  it('judges a field when it is left, by the shop module rules', () => {
    const { hook } = renderEditor();
    act(() => hook.result.current.form.text('stock').onChange({ target: { value: '-3' } }));
    expect(hook.result.current.form.errors).toEqual({});
    act(() => hook.result.current.form.text('stock').onBlur());
    expect(hook.result.current.form.errors).toEqual({
      stock: 'La disponibilità deve essere un numero intero da 0 a 100000.',
    });
  });

  it('on a CONFLICT says the stock changed, asks for a reload and saves over the new stock', async () => {
    const { hook, asked, answer, onDone, onStale, save } = renderEditor();
    act(() => hook.result.current.form.setValue('price', '999,00'));
    await save();
    await answer(refused('CONFLICT', STALE)());
    expect(screen.getByText(STALE)).toBeTruthy();
    expect(onStale).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();

    // The page reloads the product: the field takes the new stock, the typed price stays.
    hook.rerender(10);
    expect(hook.result.current.form.values).toMatchObject({ stock: '10', price: '999,00' });
    await save();
    expect(asked[1]?.variables).toMatchObject({ seenStock: 10, input: { stock: 10 } });
  });

  it('keeps a typed stock while a reload brings the same one', () => {
    const { hook } = renderEditor();
    act(() => hook.result.current.form.setValue('stock', '7'));
    hook.rerender(12);
    expect(hook.result.current.form.values.stock).toBe('7');
  });

  it('shows another refusal on the field it names, and asks for no reload', async () => {
    const { hook, answer, onDone, onStale, save } = renderEditor();
    const inputs = await save();
    const message = 'Il prezzo supera il massimo consentito.';
    const extensions = { code: 'BAD_USER_INPUT', fields: { price: message } };
    await answer({ errors: [{ message, extensions }] });
    expect(hook.result.current.form.errors).toEqual({ price: message });
    expect(document.activeElement).toBe(inputs.price);
    expect(screen.getByText(message)).toBeTruthy();
    expect(onStale).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(hook.result.current.form.problem).toBeNull();
  });

  it('says when the save could not leave, and keeps the editor open', async () => {
    const { hook, failNetwork, onDone, onStale, save } = renderEditor();
    await save();
    await failNetwork();
    expect(screen.getByText(NETWORK)).toBeTruthy();
    expect(hook.result.current.fetching).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(onStale).not.toHaveBeenCalled();
  });
});
