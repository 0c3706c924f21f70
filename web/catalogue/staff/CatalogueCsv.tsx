import { buttonStyles } from '../../ui/buttons';
import { ExportCsvButton } from '../../ui/CsvExport';
import { useCatalogueExport } from './useCatalogueExport';
import { type ImportState, useCatalogueImport } from './useCatalogueImport';

/** What the import says at each step, in a live region. */
function ImportStatus({ state }: { state: ImportState }) {
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
          {state.name}: {state.created} prodotti nuovi, {state.updated} aggiornati. Nulla è ancora
          stato scritto.
        </p>
      );
    case 'written':
      return (
        <p className="text-green-800">
          Catalogo importato: {state.created} prodotti nuovi, {state.updated} aggiornati.
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

/**
 * The catalogue as a CSV file (docs/product.md#catalogue-csv): the whole of it downloaded, or a
 * file imported after a preview of what it adds and updates, or its refused lines; `onImported`
 * runs once a file is written.
 */
export function CatalogueCsv({ onImported }: { onImported: () => void }) {
  const { busy, exportCsv } = useCatalogueExport();
  const { state, choose, confirm, reset } = useCatalogueImport(onImported);
  const working = state.step === 'checking' || state.step === 'writing';
  return (
    <section aria-labelledby="catalogue-csv" className="rounded-xl border border-slate-200 p-4">
      <h2 id="catalogue-csv" className="text-lg font-semibold">
        Catalogo in CSV
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Una riga per variante. Importa file fino a 5 MB e 10.000 righe: senza id un prodotto è
        nuovo, con l’id si aggiorna. Le disponibilità tengono conto degli ordini arrivati dopo
        l’esportazione.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <ExportCsvButton busy={busy} onExport={exportCsv} />
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
        <ImportStatus state={state} />
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
