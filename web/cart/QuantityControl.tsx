import { Icon } from '../ui/Icon';

interface QuantityControlProps {
  name: string;
  quantity: number;
  /** The most this line may hold: the stock, and the product's per-order cap. */
  max: number;
  onChange: (quantity: number) => void;
}

/** − / number / +, where going below 1 removes the line, as the cart's rules say. */
export function QuantityControl({ name, quantity, max, onChange }: QuantityControlProps) {
  const atMax = quantity >= max;
  return (
    <div className="inline-flex items-center rounded-full border border-slate-300 bg-white">
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        aria-label={`Diminuisci la quantità di ${name}`}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
      >
        <Icon name={quantity <= 1 ? 'trash' : 'minus'} className="size-4" />
      </button>
      <label className="sr-only" htmlFor={`quantita-${name}`}>
        Quantità di {name}
      </label>
      <input
        id={`quantita-${name}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={quantity}
        onChange={(event) => {
          const next = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(next)) onChange(next);
        }}
        className="w-12 [appearance:textfield] bg-transparent text-center font-semibold outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        onClick={() => onChange(quantity + 1)}
        disabled={atMax}
        aria-label={`Aumenta la quantità di ${name}`}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
