import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { FieldErrors } from '../../../schema/rules/validation';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { CheckboxField, ErrorSlot, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { eurosForInput } from '../../ui/Price';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const UpdateProductMutation = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {
    adminUpdateProduct(id: $id, input: $input) {
      id
      price
      originalPrice
      stock
      inStock
      description
      sizes
      colors {
        name
        hex
      }
    }
  }
`);

export interface EditableProduct {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  inStock: boolean;
  description: string;
  colors: readonly { name: string; hex: string }[];
  sizes: readonly string[];
}

/** The shop module's editor; the Worker checks everything again and says what is wrong where. */
export function ProductEditor({
  product,
  onDone,
}: {
  product: EditableProduct;
  onDone: () => void;
}) {
  const [price, setPrice] = useState(eurosForInput(product.price));
  const [originalPrice, setOriginalPrice] = useState(
    product.originalPrice ? eurosForInput(product.originalPrice) : '',
  );
  const [stock, setStock] = useState(String(product.stock));
  const [inStock, setInStock] = useState(product.inStock);
  const [description, setDescription] = useState(product.description);
  const [colors, setColors] = useState(product.colors.map((color) => ({ ...color })));
  const [sizes, setSizes] = useState(product.sizes.join(', '));
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [{ fetching }, update] = useMutation(UpdateProductMutation);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const stockValue = Number(stock);
    if (!Number.isInteger(stockValue)) {
      setErrors({ stock: 'La disponibilità deve essere un numero intero da 0 a 100000.' });
      return;
    }
    const result = await update({
      id: product.id,
      input: {
        price,
        originalPrice: originalPrice.trim() || null,
        stock: stockValue,
        inStock,
        description,
        colors: colors.map(({ name, hex }) => ({ name, hex })),
        sizes: sizes
          .split(',')
          .map((size) => size.trim())
          .filter(Boolean),
      },
    });
    if (result.error) {
      const { fields, message } = refusal(result.error);
      setErrors(fields ?? {});
      showToast(message);
      return;
    }
    showToast(`${product.name} aggiornato: le modifiche sono già nello shop.`);
    onDone();
  };

  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-bold">Modifica {product.name}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Prezzo (€, IVA esclusa)"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
        />
        <TextField
          label="Prezzo di listino (€)"
          optional
          inputMode="decimal"
          value={originalPrice}
          onChange={(e) => setOriginalPrice(e.target.value)}
          error={errors.originalPrice}
        />
        <TextField
          label="Pezzi disponibili"
          type="number"
          min={0}
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          error={errors.stock}
        />
      </div>
      <CheckboxField
        label="In vendita (disponibile all'acquisto)"
        checked={inStock}
        onChange={(e) => setInStock(e.target.checked)}
      />
      <TextAreaField
        label="Descrizione"
        rows={4}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Colori</legend>
        <ul className="space-y-2">
          {colors.map((color, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
            <li key={index} className="flex items-center gap-2">
              <input
                type="color"
                aria-label={`Tinta del colore ${index + 1}`}
                value={/^#[0-9a-f]{6}$/i.test(color.hex) ? color.hex : '#000000'}
                onChange={(e) =>
                  setColors(colors.map((c, i) => (i === index ? { ...c, hex: e.target.value } : c)))
                }
                className="h-10 w-12 rounded border border-slate-300"
              />
              <input
                aria-label={`Nome del colore ${index + 1}`}
                value={color.name}
                maxLength={40}
                onChange={(e) =>
                  setColors(
                    colors.map((c, i) => (i === index ? { ...c, name: e.target.value } : c)),
                  )
                }
                className="h-10 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
              />
              <button
                type="button"
                aria-label={`Togli il colore ${color.name || index + 1}`}
                onClick={() => setColors(colors.filter((_, i) => i !== index))}
                className="rounded-full p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Icon name="trash" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setColors([...colors, { name: '', hex: '#000000' }])}
          className={`${buttonStyles.ghost} mt-1 -ml-3 text-sm`}
        >
          <Icon name="plus" className="size-4" /> Aggiungi un colore
        </button>
        <ErrorSlot id={undefined} message={errors.colors} />
      </fieldset>
      <TextField
        label="Versioni"
        hint="Separate da virgole, ad esempio 128GB, 256GB"
        value={sizes}
        onChange={(e) => setSizes(e.target.value)}
        error={errors.sizes}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={fetching} className={buttonStyles.primary}>
          Salva
        </button>
        <button type="button" onClick={onDone} className={buttonStyles.secondary}>
          Annulla
        </button>
      </div>
    </form>
  );
}
