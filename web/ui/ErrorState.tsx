import { Icon } from './Icon';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry: () => void;
}

/** What a section shows when its data did not arrive: never a blank space. */
export function ErrorState({
  title = 'Non siamo riusciti a caricare i dati',
  message = 'Controlla la connessione e riprova.',
  onRetry,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <Icon name="alert" className="mx-auto size-8 text-red-600" />
      <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-slate-700">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-ink shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <Icon name="refresh" className="size-4" /> Riprova
      </button>
    </div>
  );
}
