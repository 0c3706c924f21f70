import type { ReactNode } from 'react';

/**
 * A staff table that reads as cards below `md`: each row a card, each cell led by its column's
 * name (the cell's `data-label`, drawn by CSS so the cell's text stays its value), so a phone
 * reads every column without scrolling sideways. The table keeps its semantics and headers.
 * A cell's content goes in one element, so the label and the value are the flex row's two parts.
 */
export const CARD_TABLE = {
  table: 'w-full text-left text-sm max-md:block',
  head: 'bg-slate-50 text-xs text-slate-600 uppercase max-md:sr-only',
  body: 'divide-y divide-slate-100 max-md:block',
  row: 'max-md:block max-md:px-4 max-md:py-3',
  cell: 'px-4 py-2.5 max-md:flex max-md:gap-3 max-md:p-0 max-md:py-0.5 max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]',
  action: 'px-4 py-2.5 text-right max-md:block max-md:p-0 max-md:pt-1',
} as const;

/** A cell of such a table: its column's name for the phone's card, its value in one element. */
export function LabelledCell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={`${CARD_TABLE.cell} ${className}`}>
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}
