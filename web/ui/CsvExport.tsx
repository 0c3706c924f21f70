import { buttonStyles } from './buttons';

/** The staff's "Esporta CSV" button, one look for every export (orders, catalogue). */
export function ExportCsvButton({ busy, onExport }: { busy: boolean; onExport: () => void }) {
  return (
    <button
      type="button"
      onClick={onExport}
      disabled={busy}
      className={`${buttonStyles.secondary} h-10 py-0 text-sm`}
    >
      Esporta CSV
    </button>
  );
}

/** Hands the browser a CSV file to save, from its parts in order. */
export function saveCsvFile(parts: readonly string[], fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([...parts], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
