import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useClient } from 'urql';
import { Link, useSearchParams } from 'wouter';
import { formatDateTime } from '../../schema/dates';
import { REPAIR_LOOKUP_RULES, REPAIR_STATUS_HINTS } from '../../schema/rules/repairs';
import { PAGE_HEADS } from '../../schema/seo';
import { REPAIR_STATUS, type RepairStatus } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { useForm } from '../ui/useForm';

const RepairStatusQuery = graphql(`
  query RepairStatus($code: String!, $email: String!) {
    repairStatus(code: $code, email: $email) {
      code
      device
      status
      createdAt
      updatedAt
      timeline {
        status
        note
        at
      }
    }
  }
`);

type Repair = NonNullable<ResultOf<typeof RepairStatusQuery>['repairStatus']>;

/** The path most repairs take, shown as steps; shipping back and cancelling are shown as they come. */
const MAIN_PATH: RepairStatus[] = [
  'ricevuto',
  'in_diagnosi',
  'preventivo_inviato',
  'in_riparazione',
  'pronto_per_il_ritiro',
  'consegnato',
];

function RepairProgress({ status }: { status: RepairStatus }) {
  const reached = REPAIR_STATUS.values.indexOf(status);
  return (
    <ol className="grid gap-2 sm:grid-cols-6" aria-label="Avanzamento della riparazione">
      {MAIN_PATH.map((step) => {
        const done = status !== 'annullato' && REPAIR_STATUS.values.indexOf(step) <= reached;
        return (
          <li
            key={step}
            aria-current={step === status ? 'step' : undefined}
            className={`rounded-lg px-2 py-2 text-center text-xs font-semibold ${
              done ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600'
            }`}
          >
            {REPAIR_STATUS.label(step)}
          </li>
        );
      })}
    </ol>
  );
}

function RepairCard({ repair }: { repair: Repair }) {
  const status = REPAIR_STATUS.fromApi(repair.status);
  return (
    <section
      aria-labelledby="riparazione-trovata"
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">Riparazione {repair.code}</p>
          <h2 id="riparazione-trovata" className="text-xl font-bold">
            {repair.device}
          </h2>
          <p className="text-sm text-slate-600">Aperta il {formatDateTime(repair.createdAt)}</p>
        </div>
        <div className="text-right">
          <p className="text-sm text-slate-600">Stato attuale</p>
          <p className="text-lg font-bold text-brand-700">{REPAIR_STATUS.label(status)}</p>
        </div>
      </div>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950">
        {REPAIR_STATUS_HINTS[status]}
      </p>
      <RepairProgress status={status} />
      <div>
        <h3 className="mb-3 font-bold">Cronologia</h3>
        <ol className="space-y-4 border-l-2 border-brand-200 pl-5">
          {[...repair.timeline].reverse().map((event) => (
            <li key={`${event.status}-${event.at}`} className="relative">
              <span
                className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full bg-brand-600"
                aria-hidden="true"
              />
              <p className="font-semibold">{REPAIR_STATUS.label(event.status)}</p>
              <p className="text-sm text-slate-600">{formatDateTime(event.at)}</p>
              {event.note ? <p className="mt-1 text-sm text-slate-700">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function RepairStatusPage() {
  const [params] = useSearchParams();
  const client = useClient();
  const form = useForm({ code: params.get('code') ?? '', email: '' }, () => REPAIR_LOOKUP_RULES);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'searching' }
    | { kind: 'found'; repair: Repair }
    | { kind: 'missing' }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

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
                  { requestPolicy: 'network-only' },
                )
                .toPromise();
              if (result.data?.repairStatus) {
                setState({ kind: 'found', repair: result.data.repairStatus });
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
            <RepairCard repair={state.repair} />
          ) : state.kind === 'missing' ? (
            <FormAlert tone="error">
              Riparazione non trovata. Controlla il codice e l'e-mail che ci hai lasciato
              all'accettazione, oppure{' '}
              <Link to="/support" className="font-semibold underline">
                contattaci
              </Link>
              .
            </FormAlert>
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
