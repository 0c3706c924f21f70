import { Link } from 'wouter';

const NEXT_STEPS = [
  'Un tecnico legge la tua richiesta e, se serve, ti chiama per qualche dettaglio.',
  'Entro un giorno lavorativo ricevi il preventivo con costi e tempi, gratuito e senza impegno.',
  'Se lo accetti, porti il dispositivo in negozio o ce lo spedisci con il modulo di spedizione.',
] as const;

/** What happens after a request, as numbered badges on the page that confirms it. */
export function NextSteps() {
  return (
    <ol className="mt-3 space-y-3">
      {NEXT_STEPS.map((step, index) => (
        <li key={step} className="flex gap-3 text-slate-700">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}

/** The same steps beside the form, and the way to a repair already open. */
export function HowItWorks() {
  return (
    <aside className="h-fit space-y-4 rounded-2xl bg-brand-50 p-5 text-brand-950">
      <h2 className="font-bold">Come funziona</h2>
      <ol className="space-y-3 text-sm">
        {NEXT_STEPS.map((step, index) => (
          <li key={step} className="flex gap-2">
            <span className="font-bold">{index + 1}.</span> {step}
          </li>
        ))}
      </ol>
      <p className="text-sm">
        Hai già un codice riparazione?{' '}
        <Link to="/stato-riparazione" className="font-semibold underline">
          Controlla lo stato
        </Link>
      </p>
    </aside>
  );
}
