import { CsvPanel } from '../../admin/CsvPanel';
import { useCatalogueExport } from './useCatalogueExport';
import { useCatalogueImport } from './useCatalogueImport';

/**
 * The catalogue as a CSV file (docs/product.md#catalogue-csv): the whole of it downloaded, or a
 * file imported after a preview of what it adds and updates, or its refused lines; `onImported`
 * runs once a file is written.
 */
export function CatalogueCsv({ onImported }: { onImported: () => void }) {
  return (
    <CsvPanel
      id="catalogue-csv"
      title="Catalogo in CSV"
      intro="Una riga per variante. Importa file fino a 5 MB e 10.000 righe: senza id un prodotto è nuovo, con l’id si aggiorna. Le disponibilità tengono conto degli ordini arrivati dopo l’esportazione."
      words={{ created: 'prodotti nuovi', subject: 'Catalogo' }}
      exporting={useCatalogueExport()}
      importing={useCatalogueImport(onImported)}
    />
  );
}
