import { Price } from '../ui/Price';

/** A line as an order keeps it; the checkout shows the cart's lines the same way. */
export interface OrderLine {
  productId: string;
  name: string;
  brand: string;
  image: string;
  color: string | null;
  size: string | null;
  /** The variant's SKU; absent in the checkout's lines and on orders from before variants. */
  sku?: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** A line under the name, such as its condition and guarantee; left out in the checkout. */
  note?: string;
}

/** The products of an order (or of the cart about to become one): what, how many, for how much. */
export function OrderLines({ lines, label }: { lines: readonly OrderLine[]; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {lines.map((line) => (
        <li key={`${line.productId}|${line.color}|${line.size}`} className="flex gap-4 py-4">
          {/* The name is written beside it: the picture adds nothing to read aloud. */}
          <img
            src={line.image}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-lg bg-slate-100 object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-ink">{line.name}</p>
            <p className="text-slate-600">
              {[line.brand, line.color, line.size].filter(Boolean).join(' · ')}
            </p>
            {line.sku ? <p className="text-xs text-slate-500">Codice: {line.sku}</p> : null}
            {line.note ? <p className="text-slate-600">{line.note}</p> : null}
            <p className="text-slate-600">
              {line.quantity} × <Price cents={line.unitPrice} />
            </p>
          </div>
          <Price cents={line.lineTotal} className="text-sm font-semibold" />
        </li>
      ))}
    </ul>
  );
}
