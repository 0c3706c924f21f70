import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../ui/FormAlert';
import type { useRepairLookup } from './useRepairLookup';

/** The page opens on its form: the card's code (estimate, warranty) loads with a repair to show. */
const RepairCard = lazy(async () => ({ default: (await import('./RepairCard')).RepairCard }));
const WarrantyNote = lazy(async () => ({
  default: (await import('./WarrantyNote')).WarrantyNote,
}));

type RepairLookup = ReturnType<typeof useRepairLookup>;

function SupportLink() {
  return (
    <Link to="/support" className="font-semibold underline">
      contattaci
    </Link>
  );
}

/** Before any search: where the code is written, and the way to a quote for those without one. */
function WhereIsTheCode() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
      <p className="font-semibold text-ink">Dove trovo il codice?</p>
      <p className="mt-1 text-sm">
        È sulla ricevuta che ti diamo quando lasci il dispositivo in negozio e nell'e-mail che ti
        inviamo quando apriamo la riparazione, anche quando riceviamo il tuo pacco. Ha la forma RIP-
        seguita da 8 lettere e numeri.
      </p>
      <p className="mt-3 text-sm">
        Non hai ancora un codice?{' '}
        <Link to="/preventivo" className="font-semibold text-brand-700 underline">
          Richiedi un preventivo
        </Link>
      </p>
    </div>
  );
}

/** What the search found, or why it found nothing, announced as it changes. */
export function RepairLookupResult({
  lookup,
}: {
  lookup: Pick<RepairLookup, 'state' | 'change' | 'reload'>;
}) {
  const { state } = lookup;
  return (
    <div aria-live="polite">
      {state.kind === 'found' ? (
        <Suspense fallback={<p className="text-slate-600">Caricamento della riparazione…</p>}>
          <div className="space-y-4">
            <RepairCard
              repair={state.repair}
              access={state.access}
              onChange={lookup.change}
              onStale={lookup.reload}
            />
            {state.repair.warrantyUntil ? (
              <WarrantyNote
                code={state.repair.code}
                until={state.repair.warrantyUntil}
                email={state.access.email ?? undefined}
              />
            ) : null}
          </div>
        </Suspense>
      ) : state.kind === 'missing' ? (
        <FormAlert tone="error">
          Riparazione non trovata. Controlla il codice e l'e-mail che ci hai lasciato
          all'accettazione, oppure <SupportLink />.
        </FormAlert>
      ) : state.kind === 'bad-link' ? (
        <FormAlert tone="error">
          Il link non apre nessuna riparazione: forse è incompleto. Inserisci il codice e l'e-mail
          che ci hai lasciato all'accettazione, oppure <SupportLink />.
        </FormAlert>
      ) : state.kind === 'searching' ? (
        <p role="status" className="p-6 text-slate-600">
          Ricerca della riparazione…
        </p>
      ) : state.kind === 'failed' ? (
        <FormAlert tone="error">{state.message}</FormAlert>
      ) : (
        <WhereIsTheCode />
      )}
    </div>
  );
}
