import type { ResultOf } from 'gql.tada';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { Link, useSearchParams } from 'wouter';
import { accessTokenOfHash } from '../../schema/repair-access-link';
import { REPAIR_LOOKUP_RULES } from '../../schema/rules/repairs';
import { PAGE_HEADS } from '../../schema/seo';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { refusal } from '../ui/server-errors';
import { useForm } from '../ui/useForm';
import { RepairCardFragment } from './repair-fragments';
import type { RepairAccess } from './useEstimateAnswer';

/** The page opens on its form: the card's code (estimate, warranty) loads with a repair to show. */
const RepairCard = lazy(async () => ({ default: (await import('./RepairCard')).RepairCard }));
const WarrantyNote = lazy(async () => ({
  default: (await import('./WarrantyNote')).WarrantyNote,
}));

const RepairStatusQuery = graphql(
  `
    query RepairStatus($code: String!, $email: String!) {
      repairStatus(code: $code, email: $email) {
        ...RepairCard
        warrantyUntil
      }
    }
  `,
  [RepairCardFragment],
);

const RepairByLinkQuery = graphql(
  `
    query RepairByLink($token: String!) {
      repairByLink(token: $token) {
        ...RepairCard
        warrantyUntil
      }
    }
  `,
  [RepairCardFragment],
);

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

type FoundRepair = NonNullable<ResultOf<typeof RepairStatusQuery>['repairStatus']>;

type Lookup =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; repair: FoundRepair; access: RepairAccess }
  | { kind: 'missing' }
  | { kind: 'bad-link' }
  | { kind: 'failed'; message: string };

export function RepairStatusPage() {
  const [params] = useSearchParams();
  const client = useClient();
  const form = useForm({ code: params.get('code') ?? '', email: '' }, () => REPAIR_LOOKUP_RULES);
  // Read once: the token leaves the address bar at once, so it is not shared by accident.
  const [token] = useState(() => accessTokenOfHash(window.location.hash));
  const [state, setState] = useState<Lookup>(token ? { kind: 'searching' } : { kind: 'idle' });

  /** Reads the repair again the way the customer opened it (the link's token may be gone from the address). */
  const reload = async (access: RepairAccess) => {
    const result = access.token
      ? await client.query(RepairByLinkQuery, { token: access.token }, NETWORK_ONLY).toPromise()
      : await client
          .query(RepairStatusQuery, { code: access.code, email: access.email ?? '' }, NETWORK_ONLY)
          .toPromise();
    const repair =
      result.data &&
      ('repairByLink' in result.data ? result.data.repairByLink : result.data.repairStatus);
    if (repair) setState({ kind: 'found', repair, access });
  };

  useEffect(() => {
    if (!token) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    let current = true;
    void client
      .query(RepairByLinkQuery, { token }, NETWORK_ONLY)
      .toPromise()
      .then((result) => {
        if (!current) return;
        const repair = result.data?.repairByLink;
        setState(
          repair
            ? { kind: 'found', repair, access: { code: repair.code, token } }
            : result.error
              ? { kind: 'failed', message: refusal(result.error).message }
              : { kind: 'bad-link' },
        );
      });
    return () => {
      current = false;
    };
  }, [client, token]);

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.repairStatus} />
      <PageHeader
        title="Stato riparazione"
        intro="Inserisci il codice riparazione che ti abbiamo dato all'accettazione e l'e-mail che ci hai lasciato."
      />
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
        <form
          noValidate
          className="h-fit space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
          onSubmit={form.onSubmit(
            async () => {
              setState({ kind: 'searching' });
              const result = await client
                .query(
                  RepairStatusQuery,
                  { code: form.values.code, email: form.values.email },
                  NETWORK_ONLY,
                )
                .toPromise();
              const repair = result.data?.repairStatus;
              if (repair) {
                setState({
                  kind: 'found',
                  repair,
                  access: { code: repair.code, email: form.values.email },
                });
              } else if (!result.error) {
                setState({ kind: 'missing' });
              }
              return result;
            },
            (message) => setState({ kind: 'failed', message }),
          )}
        >
          <TextField
            label="Codice riparazione"
            placeholder="RIP-XXXXXXXX"
            autoComplete="off"
            autoCapitalize="characters"
            error={form.errors.code}
            {...form.text('code')}
          />
          <EmailField error={form.errors.email} {...form.text('email')} />
          <button
            type="submit"
            disabled={state.kind === 'searching'}
            className={`${buttonStyles.primary} w-full`}
          >
            <Icon name="search" className="size-4" />
            {state.kind === 'searching' ? 'Ricerca in corso…' : 'Controlla lo stato'}
          </button>
        </form>
        <div aria-live="polite">
          {state.kind === 'found' ? (
            <Suspense fallback={<p className="text-slate-600">Caricamento della riparazione…</p>}>
              <div className="space-y-4">
                <RepairCard
                  repair={state.repair}
                  access={state.access}
                  onChange={(repair) =>
                    setState({ ...state, repair: { ...state.repair, ...repair } })
                  }
                  onStale={() => void reload(state.access)}
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
              all'accettazione, oppure{' '}
              <Link to="/support" className="font-semibold underline">
                contattaci
              </Link>
              .
            </FormAlert>
          ) : state.kind === 'bad-link' ? (
            <FormAlert tone="error">
              Il link non apre nessuna riparazione: forse è incompleto. Inserisci il codice e
              l'e-mail che ci hai lasciato all'accettazione, oppure{' '}
              <Link to="/support" className="font-semibold underline">
                contattaci
              </Link>
              .
            </FormAlert>
          ) : state.kind === 'searching' ? (
            <p role="status" className="p-6 text-slate-600">
              Ricerca della riparazione…
            </p>
          ) : state.kind === 'failed' ? (
            <FormAlert tone="error">{state.message}</FormAlert>
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
              <p className="font-semibold text-ink">Dove trovo il codice?</p>
              <p className="mt-1 text-sm">
                È sulla ricevuta che ti diamo quando lasci il dispositivo in negozio e nell'e-mail
                che ti inviamo quando apriamo la riparazione, anche quando riceviamo il tuo pacco.
                Ha la forma RIP- seguita da 8 lettere e numeri.
              </p>
              <p className="mt-3 text-sm">
                Non hai ancora un codice?{' '}
                <Link to="/preventivo" className="font-semibold text-brand-700 underline">
                  Richiedi un preventivo
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}
