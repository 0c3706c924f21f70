import { CsvPanel } from '../../admin/CsvPanel';
import { usePriceListCsv } from './usePriceListCsv';

/**
 * The price list as a CSV file (docs/product.md#price-list): downloaded, or a file imported after a
 * preview of what it adds and changes, or its refused lines; `onImported` runs once it is written.
 */
export function PriceListCsv({ onImported }: { onImported: () => void }) {
  const { busy, exportCsv, ...importing } = usePriceListCsv(onImported);
  return (
    <CsvPanel
      id="price-list-csv"
      title="Listino in CSV"
      intro="Una riga per riparazione di un modello, prezzi IVA esclusa. Senza id una voce è nuova, con l’id si modifica; le voci che il file non nomina restano come sono. File fino a 16 KB."
      words={{ created: 'voci nuove', subject: 'Listino' }}
      exporting={{ busy, exportCsv: () => void exportCsv() }}
      importing={importing}
    />
  );
}
