import { ErrorState } from '../../ui/ErrorState';
import { AccountantPanel } from './AccountantPanel';
import { PeriodPicker } from './PeriodPicker';
import { RepairsPanel } from './RepairsPanel';
import { SalesPanel } from './SalesPanel';
import { StockPanel } from './StockPanel';
import { useNumbers } from './useNumbers';

/** "Numeri": how the shop is doing, in figures, charts and the tables behind them. */
export function NumbersSection() {
  const numbers = useNumbers();
  const data = numbers.data;
  return (
    <div className="space-y-8">
      <PeriodPicker numbers={numbers} />
      {numbers.failed ? (
        <ErrorState onRetry={numbers.retry} />
      ) : !data ? (
        <p role="status" className="text-slate-600">
          Caricamento…
        </p>
      ) : (
        <>
          <SalesPanel sales={data.adminSalesFigures} />
          <RepairsPanel repairs={data.adminRepairFigures} />
          <StockPanel stock={data.adminStockFigures} />
          <AccountantPanel
            summary={data.adminAccountantSummary}
            exporting={numbers.exporting}
            onExport={() => void numbers.exportCsv()}
          />
        </>
      )}
    </div>
  );
}
