import { FREE_SHIPPING_THRESHOLD, formatWholeEuro } from '../../schema/rules/money';
import { Icon } from '../ui/Icon';

export function Banner() {
  return (
    <aside
      aria-label="Spedizioni"
      className="bg-ink px-4 py-2 text-center text-sm font-medium text-white print:hidden"
    >
      <Icon name="truck" className="mr-2 inline size-4 align-[-2px]" />
      Spedizione gratuita per ordini superiori a {formatWholeEuro(FREE_SHIPPING_THRESHOLD)}
    </aside>
  );
}
