import type { ReactNode } from 'react';
import type { ImportState } from '../catalogue/staff/useCatalogueImport';
import { buttonStyles } from '../ui/buttons';
import { ExportCsvButton } from '../ui/CsvExport';

/** How an import's status names what a file adds and what it is: "prodotti nuovi", "Catalogo". */
interface ImportWords {
  created: string;
  subject: string;
}

/** What an import of staff's CSV says at each step, in a live region. */
function ImportStatus({ state, words }: { state: ImportState; words: ImportWords }) {
  switch (state.step) {
    case 'idle':
      return null;
    case 'checking':
      return <p>Controllo {state.name}…</p>;
    case 'writing':
      return <p>Importazione di {state.name}…</p>;
    case 'ready':
      return (
        <p>
          {state.name}: {state.created} {words.created}, {state.updated} aggiornati. Nulla è ancora
          stato scritto.
        </p>
      );
    case 'written':
      return (
        <p className="text-green-800">
          {words.subject} importato: {state.created} {words.created}, {state.updated} aggiornati.
        </p>
      );
    case 'refused':
      return (
        <div className="text-red-800">
          <p className="font-semibold">
            {state.name} non è stato importato: correggi queste righe e riprova. Nulla è stato
            scritto.
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {state.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      );
    case 'failed':
      return <p className="text-red-800">{state.message}</p>;
  }
}

interface CsvPanelProps {
  id: string;
  title: string;
  intro: ReactNode;
  words: ImportWords;
  exporting: { busy: boolean; exportCsv: () => void };
  importing: {
    state: ImportState;
    choose: (file: File) => Promise<unknown>;
    confirm: () => void;
    reset: () => void;
  };
}

/**
 * A staff CSV (the catalogue, the price list): the whole of it downloaded, or a file imported after
 * a preview of what it adds and updates, or its refused lines.
 */
export function CsvPanel({ id, title, intro, words, exporting, importing }: CsvPanelProps) {
  const { state, choose, confirm, reset } = importing;
  const working = state.step === 'checking' || state.step === 'writing';
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <ExportCsvButton busy={exporting.busy} onExport={exporting.exportCsv} />
        <label className="flex flex-wrap items-center gap-2 font-medium">
          Importa CSV
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={working}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
            className="max-w-full text-sm"
          />
        </label>
      </div>
      <div role="status" className="mt-3 text-sm">
        <ImportStatus state={state} words={words} />
      </div>
      {state.step === 'ready' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={confirm} className={buttonStyles.primary}>
            Conferma importazione
          </button>
          <button type="button" onClick={reset} className={buttonStyles.secondary}>
            Annulla
          </button>
        </div>
      ) : null}
    </section>
  );
}
