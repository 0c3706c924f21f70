import { useState } from 'react';
import { romeMoment } from '../../../schema/rules/lab-time';
import { PAGE_HEADS } from '../../../schema/seo';
import { APPOINTMENT_STATUS } from '../../../schema/vocabulary';
import { StaffOnly, useStaffCheck } from '../../admin/AdminPage';
import { buttonStyles } from '../../ui/buttons';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { LabSettingsPanel } from './LabSettingsPanel';
import { useAgenda } from './useAgenda';

const OUTCOMES = [
  { status: 'PRESENTATO', label: 'Consegnato', done: 'Segnato come consegnato' },
  { status: 'NON_PRESENTATO', label: 'Non presentato', done: 'Segnato come non presentato' },
  {
    status: 'ANNULLATO',
    label: 'Annulla',
    done: 'Appuntamento annullato: il cliente riceve l’e-mail',
  },
] as const;

/** A day's appointments, by time, with who, what, how to reach them and what they come for. */
function DayAgenda({ day }: { day: string }) {
  const agenda = useAgenda(day);
  const { rows } = agenda;
  if (agenda.loading) return <p role="status">Carico l’agenda…</p>;
  if (rows.length === 0)
    return <p className="text-slate-700">Nessun appuntamento in questo giorno.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div>
            <p className="font-bold">
              {row.time} · {row.name}
            </p>
            <p className="text-sm break-all text-slate-700">
              {row.device} · {row.phone} · {row.email}
            </p>
            <p className="text-sm text-slate-600">
              {[row.requestNumber, row.repairCode].filter(Boolean).join(' · ') || 'Senza richiesta'}{' '}
              · {APPOINTMENT_STATUS.label(row.status)}
            </p>
          </div>
          {row.status === 'PRENOTATO' ? (
            <div className="flex flex-wrap gap-2">
              {OUTCOMES.map((outcome) => (
                <button
                  key={outcome.status}
                  type="button"
                  className={
                    outcome.status === 'ANNULLATO' ? buttonStyles.danger : buttonStyles.secondary
                  }
                  disabled={agenda.busy}
                  aria-label={`${outcome.label}: ${row.time}, ${row.name}`}
                  onClick={() => void agenda.close(row.id, outcome.status, outcome.done)}
                >
                  {outcome.label}
                </button>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The lab's agenda by day, and its hours, capacity and closures (docs/product.md#appointments). */
export function AgendaPage() {
  const staff = useStaffCheck();
  const [day, setDay] = useState(() => romeMoment(Date.now()).day);
  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.adminAppointments} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <div className="space-y-8">
          <h1 className="text-2xl font-bold">Appuntamenti in laboratorio</h1>
          <section aria-labelledby="agenda-giorno" className="space-y-4">
            <div className="flex flex-wrap items-end gap-3">
              <h2 id="agenda-giorno" className="text-lg font-bold">
                Agenda del giorno
              </h2>
              <label className="text-sm font-semibold">
                Giorno{' '}
                <input
                  type="date"
                  value={day}
                  onChange={(event) => event.target.value && setDay(event.target.value)}
                  className="ml-2 rounded-lg border border-slate-300 px-2 py-1.5"
                />
              </label>
            </div>
            <DayAgenda day={day} />
          </section>
          <LabSettingsPanel />
        </div>
      )}
    </Container>
  );
}
