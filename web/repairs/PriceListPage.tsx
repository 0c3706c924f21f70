import { useState } from 'react';
import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { ListedRepairForm, ListedRepairSent } from './ListedRepairBooking';
import { PriceListChoices, SearchSubmit } from './PriceListChoices';
import { ChosenRepair, RepairPrices } from './RepairPrices';
import { useListedRepairBooking } from './useListedRepairBooking';
import { usePriceList } from './usePriceList';

/** The way out when the list has no price for the customer's model or fault. */
function NotListed({ href }: { href: string }) {
  return (
    <section
      aria-label="Non trovi il tuo modello o il guasto?"
      className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200"
    >
      <h2 className="font-bold">Non trovi il tuo modello o il guasto?</h2>
      <p className="mt-2 text-sm text-slate-700">
        Descrivici il problema: ti mandiamo un preventivo gratuito e senza impegno entro un giorno
        lavorativo.
      </p>
      <Link href={href} className={`${buttonStyles.secondary} mt-4`}>
        Chiedi un preventivo
      </Link>
    </section>
  );
}

/** What the list answers for the choices: loading, a failure, or the steps to choose from. */
function PriceListSteps({ priceList }: { priceList: ReturnType<typeof usePriceList> }) {
  const { choice, list } = priceList;
  if (priceList.failed) {
    return (
      <ErrorState
        message="Il listino non è disponibile in questo momento."
        onRetry={priceList.retry}
      />
    );
  }
  if (priceList.loading) return <p role="status">Caricamento del listino…</p>;
  return (
    <>
      <PriceListChoices choice={choice} list={list} />
      {choice.search && list?.models.length === 0 ? (
        <p role="status" className="text-slate-700">
          Nessun modello trovato per «{choice.search}».
        </p>
      ) : null}
      <RepairPrices choice={choice} list={list} />
    </>
  );
}

/**
 * The price list (docs/product.md#price-list): category, brand, model and repair, each choice in
 * the address; the chosen repair's price with and without IVA, and its booking.
 */
export function PriceListPage() {
  const priceList = usePriceList();
  const { choice, chosen } = priceList;
  const booking = useListedRepairBooking(chosen?.id ?? '');
  const [bookingOpen, setBookingOpen] = useState(false);
  if (booking.receipt) return <ListedRepairSent receipt={booking.receipt} />;
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.priceList} />
      <PageHeader
        title="Listino riparazioni"
        intro="Scegli il dispositivo e la riparazione: vedi subito prezzo, tempi e ricambio. I prezzi sono IVA esclusa; sotto trovi anche il totale con IVA."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-8">
          <SearchSubmit key={choice.search} choice={choice} />
          <PriceListSteps priceList={priceList} />
        </div>
        <aside className="space-y-6">
          {chosen ? (
            <ChosenRepair
              price={chosen}
              device={`${choice.brand} ${choice.model}`}
              onBook={() => setBookingOpen(true)}
            />
          ) : null}
          {chosen && bookingOpen ? (
            <ListedRepairForm booking={booking} repairName={chosen.repairName} />
          ) : null}
          <NotListed href={priceList.quoteHref} />
        </aside>
      </div>
    </Container>
  );
}
