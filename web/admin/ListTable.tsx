import { CARD_TABLE, type Column, LabelledCell } from './AdminList';
import { useAdminUrl } from './admin-url';

/** A page of a staff list as a table (cards on a phone), the open record's row marked. */
export function ListTable<T>({
  rows,
  columns,
  rowId,
  rowName,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowId: (row: T) => string;
  rowName?: (row: T) => string;
}) {
  const url = useAdminUrl();
  return (
    <div className="relative md:overflow-x-auto">
      <table className={CARD_TABLE.table}>
        <thead className={CARD_TABLE.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-2 font-semibold ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
            {rowName ? (
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">Azioni</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={CARD_TABLE.body}>
          {rows.map((row) => (
            <tr
              key={rowId(row)}
              className={`${CARD_TABLE.row} ${url.id === rowId(row) ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              {columns.map((column) => (
                <LabelledCell
                  key={column.header}
                  label={column.header}
                  className={column.className}
                >
                  {column.cell(row)}
                </LabelledCell>
              ))}
              {rowName ? (
                <td className={CARD_TABLE.action}>
                  <button
                    type="button"
                    onClick={() => url.go({ id: rowId(row) })}
                    className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    Apri<span className="sr-only"> {rowName(row)}</span>
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
