import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProductCreator } from '../../web/catalogue/staff/useProductCreator';
import { heldWorker, submitFrom } from './catalogue-fixtures';
import { withClient } from './hook-render';

const FIELDS = ['name', 'brand', 'categoryId', 'price', 'stock', 'description', 'sizes'];

function renderCreator() {
  const worker = heldWorker();
  const onDone = vi.fn();
  const hook = renderHook(() => useProductCreator(['smartphone', 'accessori'], onDone), {
    wrapper: withClient(worker.client),
  });
  const save = () => submitFrom(hook.result.current.onSubmit, ...FIELDS);
  return { ...worker, hook, onDone, save };
}

describe('useProductCreator', () => {
  it('adds the product as typed, says so and opens it', async () => {
    const { hook, asked, answer, onDone, save } = renderCreator();
    act(() => {
      const { setValue } = hook.result.current.form;
      setValue('name', 'Cover MagSafe');
      setValue('brand', 'Nilkin');
      setValue('categoryId', 'accessori');
      setValue('price', '19,90');
      setValue('stock', '5');
      setValue('description', 'Cover in silicone morbido per la ricarica wireless.');
      setValue('sizes', 'Unica');
      hook.result.current.setColors([{ name: 'Nero', hex: '#000000' }]);
      hook.result.current.setSheet({
        ...hook.result.current.sheet,
        resistance: ' Bordi rialzati ',
        features: 'MagSafe\nAntiurto',
      });
    });
    await save();
    expect(asked).toEqual([
      {
        name: 'AdminCreateProduct',
        variables: {
          input: {
            name: 'Cover MagSafe',
            brand: 'Nilkin',
            categoryId: 'accessori',
            price: '19,90',
            stock: 5,
            inStock: true,
            description: 'Cover in silicone morbido per la ricarica wireless.',
            colors: [{ name: 'Nero', hex: '#000000' }],
            sizes: ['Unica'],
            details: { resistance: 'Bordi rialzati', features: ['MagSafe', 'Antiurto'] },
            condition: 'NUOVO',
            grade: null,
            batteryHealth: null,
          },
        },
      },
    ]);
    await answer({ data: { adminCreateProduct: { id: '9', name: 'Cover MagSafe' } } });
    expect(onDone).toHaveBeenCalledWith('9');
    expect(screen.getByText('Cover MagSafe aggiunto: è già nello shop.')).toBeTruthy();
  });

  it('refuses an empty form before sending, with the shared rules', async () => {
    const { hook, asked, onDone, save } = renderCreator();
    await save();
    expect(hook.result.current.form.errors).toMatchObject({
      name: 'Il campo non deve essere vuoto.',
      brand: 'Il campo non deve essere vuoto.',
      categoryId: 'Scegli un reparto del negozio.',
      price: 'Scrivi il prezzo in euro, ad esempio 1.299,00.',
    });
    expect(asked).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
