import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { productCount } from './listing-text';

interface FiltersSheetProps {
  open: boolean;
  onClose: () => void;
  /** The filter panel, the same one the desktop shows beside the grid. */
  filters: ReactNode;
  filterCount: number;
  onClear: () => void;
  /** How many products the chosen filters show, once known. */
  total: number | undefined;
}

/** The filters on a phone: a sheet from the right that says how many products they show. */
export function FiltersSheet({
  open,
  onClose,
  filters,
  filterCount,
  onClear,
  total,
}: FiltersSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} label="Filtri" side="right" className="lg:hidden">
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="text-lg font-semibold">Filtri</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Chiudi filtri"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{filters}</div>
        <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-3">
          <button
            type="button"
            disabled={filterCount === 0}
            onClick={onClear}
            className={`${buttonStyles.secondary} px-4 whitespace-nowrap`}
          >
            Rimuovi filtri
          </button>
          <button
            type="button"
            onClick={onClose}
            className={`${buttonStyles.primary} flex-1 px-4 whitespace-nowrap`}
          >
            {total === undefined ? 'Mostra i prodotti' : `Mostra ${productCount(total)}`}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
