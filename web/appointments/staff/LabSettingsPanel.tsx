import { labDayLabel } from '../../../schema/rules/lab-time';
import { buttonStyles } from '../../ui/buttons';
import { type LabSettingsForm, type SettingsDraft, useLabSettings } from './useLabSettings';

const INPUT = 'w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5';

function HoursTable({
  draft,
  edit,
}: {
  draft: SettingsDraft;
  edit: (next: SettingsDraft) => void;
}) {
  const setRange = (day: number, range: number, end: 'from' | 'to', value: string) =>
    edit({
      ...draft,
      days: draft.days.map((entry, d) =>
        d !== day
          ? entry
          : {
              ...entry,
              ranges: entry.ranges.map((r, i) => (i === range ? { ...r, [end]: value } : r)),
            },
      ),
    });
  return (
    <div className="grid gap-2">
      {draft.days.map((day, d) => (
        <fieldset
          key={day.name}
          className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[6rem_1fr_1fr]"
        >
          <legend className="sr-only">{day.name}</legend>
          <span className="col-span-2 font-semibold sm:col-span-1" aria-hidden="true">
            {day.name}
          </span>
          {day.ranges.map((range, r) => (
            <div key={`${day.name}-${r === 0 ? 'mattina' : 'pomeriggio'}`} className="flex gap-1">
              {(['from', 'to'] as const).map((end) => (
                <input
                  key={end}
                  aria-label={`${day.name}, fascia ${r + 1}, ${end === 'from' ? 'dalle' : 'alle'}`}
                  placeholder={end === 'from' ? 'dalle' : 'alle'}
                  value={range[end]}
                  onChange={(event) => setRange(d, r, end, event.target.value)}
                  className={INPUT}
                />
              ))}
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

const NUMBERS = [
  { key: 'slotMinutes', label: 'Durata di un orario (minuti)' },
  { key: 'capacity', label: 'Consegne per orario' },
  { key: 'horizonDays', label: 'Giorni prenotabili in anticipo' },
] as const;

function SettingsForm({ form }: { form: LabSettingsForm }) {
  const { draft } = form;
  if (!draft) return <p role="status">Carico le impostazioni…</p>;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.saveDraft();
      }}
    >
      <HoursTable draft={draft} edit={form.edit} />
      <div className="grid gap-3 sm:grid-cols-3">
        {NUMBERS.map(({ key, label }) => (
          <label key={key} className="text-sm font-semibold">
            {label}
            <input
              inputMode="numeric"
              value={draft[key]}
              onChange={(event) => form.edit({ ...draft, [key]: event.target.value })}
              className={`mt-1 ${INPUT}`}
            />
          </label>
        ))}
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={form.saving}>
        Salva gli orari
      </button>
    </form>
  );
}

function Closures({ form }: { form: LabSettingsForm }) {
  const { closure, setClosure } = form;
  return (
    <div className="space-y-3">
      <h3 className="font-bold">Chiusure</h3>
      <ul className="space-y-2">
        {form.closures.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {labDayLabel(entry.fromDay)}
              {entry.toDay !== entry.fromDay ? ` – ${labDayLabel(entry.toDay)}` : ''}:{' '}
              {entry.reason}
            </span>
            <button
              type="button"
              className={buttonStyles.danger}
              disabled={form.busy}
              onClick={() => void form.removeClosure(entry.id)}
            >
              Togli
            </button>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void form.addClosure();
        }}
      >
        <label className="text-sm font-semibold">
          Dal
          <input
            type="date"
            value={closure.fromDay}
            onChange={(e) => setClosure({ ...closure, fromDay: e.target.value })}
            className={`mt-1 ${INPUT}`}
          />
        </label>
        <label className="text-sm font-semibold">
          Al
          <input
            type="date"
            value={closure.toDay}
            onChange={(e) => setClosure({ ...closure, toDay: e.target.value })}
            className={`mt-1 ${INPUT}`}
          />
        </label>
        <label className="text-sm font-semibold">
          Motivo (lo leggono i clienti)
          <input
            value={closure.reason}
            onChange={(e) => setClosure({ ...closure, reason: e.target.value })}
            className={`mt-1 ${INPUT}`}
          />
        </label>
        <button type="submit" className={buttonStyles.secondary} disabled={form.busy}>
          Aggiungi chiusura
        </button>
      </form>
    </div>
  );
}

/** Hours per weekday (Rome time), slot length, capacity, horizon, and closures. */
export function LabSettingsPanel() {
  const form = useLabSettings();
  return (
    <section
      aria-labelledby="orari-laboratorio"
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="orari-laboratorio" className="text-lg font-bold">
        Orari e capienza del laboratorio
      </h2>
      <SettingsForm form={form} />
      <Closures form={form} />
    </section>
  );
}
