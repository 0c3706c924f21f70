import { formatDateTime } from '../../../schema/dates';
import { ORDER_STATUS } from '../../../schema/vocabulary';
import { StaffSection } from '../../admin/StaffSection';
import { Price } from '../../ui/Price';
import { CodDeadline } from './CodDeadline';
import { OrderDetail } from './OrderDetail';
import { OrdersExport } from './OrdersExport';
import { OrdersQuery } from './order-queries';
import { ReturnsToHandle } from './ReturnsToHandle';

export function OrdersSection() {
  return (
    <StaffSection
      query={OrdersQuery}
      rows={(data) => data.adminOrders}
      label="Ordini"
      searchHint="Numero, e-mail, cognome o città"
      statuses={ORDER_STATUS}
      rowId={(row) => row.id}
      rowName={(row) => row.number}
      actions={
        <>
          <ReturnsToHandle />
          <OrdersExport />
        </>
      }
      columns={[
        { header: 'Numero', cell: (row) => <span className="font-mono">{row.number}</span> },
        { header: 'Cliente', cell: (row) => `${row.firstName} ${row.lastName}` },
        {
          header: 'Stato',
          cell: (row) => (
            <>
              {ORDER_STATUS.label(row.status)}
              <CodDeadline order={row} />
            </>
          ),
        },
        { header: 'Totale', cell: (row) => <Price cents={row.total} />, className: 'text-right' },
        { header: 'Data', cell: (row) => formatDateTime(row.createdAt) },
      ]}
      detail={(id, onChanged) => <OrderDetail id={id} onChanged={onChanged} />}
    />
  );
}
