import { useState } from 'react';
import { formatDateTime } from '../../../schema/dates';
import { formatPrice } from '../../../schema/rules/money';
import { useAdminUrl } from '../../admin/admin-url';
import { StaffSection } from '../../admin/StaffSection';
import { buttonStyles } from '../../ui/buttons';
import { NEW_PRICE, PriceEntryEditor } from './PriceEntryEditor';
import { PriceListCsv } from './PriceListCsv';
import { RepairPricesQuery } from './usePriceEntryEditor';

function NewPriceButton() {
  const url = useAdminUrl();
  return (
    <button
      type="button"
      className={buttonStyles.primary}
      onClick={() => url.go({ id: NEW_PRICE })}
    >
      Nuova voce
    </button>
  );
}

/**
 * The price list as staff keep it (docs/product.md#price-list): its rows, last changed first,
 * searched by brand and model, each opened to change or remove; new rows; the list as CSV.
 */
export function PriceListSection() {
  // A written import changes any page of the list: it is read again, from the server.
  const [imports, setImports] = useState(0);
  return (
    <div className="space-y-4">
      <PriceListCsv onImported={() => setImports(imports + 1)} />
      <StaffSection
        key={imports}
        query={RepairPricesQuery}
        rows={(data) => data.adminRepairPrices}
        label="Listino riparazioni"
        searchHint="Marca o modello"
        actions={<NewPriceButton />}
        rowId={(row) => row.id}
        rowName={(row) => `${row.brand} ${row.model}, ${row.repairName}`}
        columns={[
          { header: 'Modello', cell: (row) => `${row.brand} ${row.model}` },
          { header: 'Riparazione', cell: (row) => row.repairName },
          { header: 'Prezzo', cell: (row) => `${formatPrice(row.price)} + IVA` },
          {
            header: 'Tempo tipico',
            cell: (row) =>
              row.whileYouWait ? `${row.typicalTime}, mentre aspetti` : row.typicalTime,
          },
          { header: 'Aggiornato', cell: (row) => formatDateTime(row.updatedAt) },
        ]}
        detail={(id, onChanged) => <PriceEntryEditor id={id} onChanged={onChanged} />}
      />
    </div>
  );
}
