import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { EmailField, TextField } from '../ui/Field';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { RepairLookupResult } from './RepairLookupResult';
import { useRepairLookup } from './useRepairLookup';

export function RepairStatusPage() {
  const lookup = useRepairLookup();
  const { form, state } = lookup;
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
          onSubmit={lookup.onSubmit}
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
        <RepairLookupResult lookup={lookup} />
      </div>
    </Container>
  );
}
