import { Link } from 'wouter';
import { type CartLine, lineLimit } from '../../schema/rules/cart';
import { UNITS_PER_PRODUCT_NOTE } from '../../schema/rules/order-limits';
import { type ConditionFields, conditionLine } from '../catalogue/ProductCondition';
import { Price } from '../ui/Price';
import { cart, useCart } from './cart-store';
import { QuantityControl } from './QuantityControl';

interface CartLineItemProps {
  line: CartLine;
  /** What the server says of its condition; null until it answers. */
  condition?: ConditionFields | null;
  unavailable?: boolean;
  compact?: boolean;
  onNavigate?: () => void;
}

/** One cart line: image, name, brand, colour and size, quantity controls, price and remove. */
export function CartLineItem({
  line,
  condition = null,
  unavailable = false,
  compact = false,
  onNavigate,
}: CartLineItemProps) {
  const key = { id: line.id, selectedColor: line.selectedColor, selectedSize: line.selectedSize };
  const options = [line.selectedColor, line.selectedSize].filter(Boolean).join(' · ');
  const label = [line.name, options].filter(Boolean).join(', ');
  const limit = lineLimit(useCart().lines, line);
  return (
    <li className={`flex gap-4 ${compact ? 'py-4' : 'py-6'}`}>
      <Link
        to={`/product-overview/${line.id}`}
        onClick={onNavigate}
        className={`shrink-0 overflow-hidden rounded-xl bg-slate-100 ${compact ? 'size-20' : 'size-24 sm:size-28'}`}
      >
        <img
          src={line.image}
          alt={line.name}
          width={112}
          height={112}
          className="size-full object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <CartLineHeading line={line} onNavigate={onNavigate} />
        {condition ? <p className="text-sm text-slate-600">{conditionLine(condition)}</p> : null}
        {unavailable ? (
          <p className="text-sm font-medium text-red-700">
            Non più disponibile: rimuovilo per continuare.
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <QuantityControl
            name={label}
            quantity={line.quantity}
            max={limit.max}
            onChange={(quantity) => cart.update(key, quantity)}
          />
          <button
            type="button"
            onClick={() => cart.remove(key)}
            className="text-sm font-medium text-slate-600 underline-offset-2 hover:text-red-700 hover:underline"
            aria-label={`Rimuovi ${label}`}
          >
            Rimuovi
          </button>
        </div>
        {limit.byOrderCap && line.quantity >= limit.max ? (
          <p className="text-xs text-slate-600">{UNITS_PER_PRODUCT_NOTE}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The line's brand, name (a link to the product), colour and size, and its price. */
function CartLineHeading({ line, onNavigate }: Pick<CartLineItemProps, 'line' | 'onNavigate'>) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{line.brand}</p>
        <Link
          to={`/product-overview/${line.id}`}
          onClick={onNavigate}
          className="font-semibold text-ink hover:underline"
        >
          {line.name}
        </Link>
        {line.selectedColor ? (
          <p className="text-sm text-slate-600">Colore: {line.selectedColor}</p>
        ) : null}
        {line.selectedSize ? (
          <p className="text-sm text-slate-600">Versione: {line.selectedSize}</p>
        ) : null}
      </div>
      <div className="text-right">
        <Price cents={line.price * line.quantity} className="font-semibold" />
        {line.quantity > 1 ? (
          <p className="text-xs text-slate-600">
            <Price cents={line.price} /> cad.
          </p>
        ) : null}
      </div>
    </div>
  );
}
