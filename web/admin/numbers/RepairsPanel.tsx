import { DEVICE_CATEGORY, REPAIR_STATUS } from '../../../schema/vocabulary';
import { ChartFigure } from './ChartFigure';
import { BarChart } from './Charts';
import { FigureList } from './FigureList';
import { formatHours, formatShare } from './figures-format';
import type { NumbersData } from './numbers-query';

type Repairs = NumbersData['adminRepairFigures'];

/** The period's repairs and estimates, the pipeline now, the time to "Pronto per il ritiro". */
export function RepairsPanel({ repairs }: { repairs: Repairs }) {
  const pipeline = repairs.openByState.map((s) => ({
    label: REPAIR_STATUS.label(s.status),
    value: s.repairs,
    shown: String(s.repairs),
  }));
  return (
    <section aria-labelledby="numeri-riparazioni" className="space-y-4">
      <h2 id="numeri-riparazioni" className="text-xl font-bold">
        Riparazioni
      </h2>
      <FigureList
        label="Riparazioni del periodo"
        figures={[
          ['Richieste ricevute', String(repairs.requests)],
          ['Riparazioni aperte', String(repairs.repairsOpened)],
          ['Richieste in garanzia', String(repairs.warrantyClaims)],
          ['Preventivi inviati', String(repairs.estimatesSent)],
          ['Accettati', String(repairs.estimatesAccepted)],
          ['Rifiutati', String(repairs.estimatesDeclined)],
          ['In attesa di risposta', String(repairs.estimatesWaiting)],
          ['Tasso di accettazione', formatShare(repairs.acceptanceRate)],
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title="Riparazioni in corso per stato"
          description="Le riparazioni aperte oggi in ogni stato (escluse consegnate e annullate)."
          columns={['Stato', 'Riparazioni']}
          rows={pipeline}
        >
          {(ids) => <BarChart ids={ids} rows={pipeline} />}
        </ChartFigure>
        <ReadyTimes repairs={repairs} />
      </div>
    </section>
  );
}

/** Average hours from intake to "Pronto per il ritiro", by the device's category. */
function ReadyTimes({ repairs }: { repairs: Repairs }) {
  const rows = repairs.timeToReady.map((r) => ({
    label: `${r.deviceCategory ? DEVICE_CATEGORY.label(r.deviceCategory) : 'Non indicato'} (${r.repairs})`,
    value: r.averageHours,
    shown: formatHours(r.averageHours),
  }));
  return (
    <ChartFigure
      title="Tempo medio fino a «Pronto per il ritiro»"
      description="Dall'accettazione al ritiro possibile, per tipo di dispositivo della richiesta."
      columns={['Tipo', 'Tempo medio']}
      rows={rows}
    >
      {(ids) => <BarChart ids={ids} rows={rows} />}
    </ChartFigure>
  );
}
