import { Link } from 'wouter';
import { TAX_NOTE } from '../../schema/page-copy';
import { PARTS_QUALITY } from '../../schema/rules/price-list';
import { buttonStyles } from '../ui/buttons';
import { Price } from '../ui/Price';
import { priceListHref, type usePriceList } from './usePriceList';

type PriceList = ReturnType<typeof usePriceList>;
type ListedPrice = NonNullable<PriceList['list']>['prices'][number];

/** "Mentre aspetti": the repair is done at the counter while the customer waits. */
function WhileYouWait() {
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      Mentre aspetti
    </span>
  );
}

/** A price as the list shows it: before IVA with its note, and the amount with IVA under it. */
function ListPrice({
  price,
  priceWithVat,
  className = 'text-right',
}: Pick<ListedPrice, 'price' | 'priceWithVat'> & { className?: string }) {
  return (
    <span className={className}>
      <span className="block font-bold text-ink">
        <Price cents={price} />{' '}
        <span className="text-sm font-normal text-slate-600">{TAX_NOTE}</span>
      </span>
      <span className="block text-sm text-slate-600">
        <Price cents={priceWithVat} /> IVA inclusa
      </span>
    </span>
  );
}

/** The chosen model's repairs, each a link that picks it. */
export function RepairPrices({ choice, list }: Pick<PriceList, 'choice' | 'list'>) {
  if (!list || list.prices.length === 0 || !choice.category) return null;
  return (
    <section aria-label="Riparazione" className="space-y-3">
      <h2 className="text-lg font-bold">Riparazione</h2>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        {list.prices.map((price) => {
          const repair = price.repair.toLowerCase();
          const quality = price.partsQuality?.toLowerCase() ?? '';
          const current = choice.repair === repair && choice.quality === quality;
          return (
            <li key={price.id}>
              <Link
                href={priceListHref({ ...choice, search: '', repair, quality })}
                aria-current={current ? 'true' : undefined}
                className={`flex items-center justify-between gap-4 px-4 py-3 hover:bg-slate-50 ${
                  current ? 'bg-brand-50' : ''
                }`}
              >
                <span>
                  <span className="block font-semibold">{price.repairName}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {price.typicalTime}
                    {price.whileYouWait ? <WhileYouWait /> : null}
                  </span>
                </span>
                <ListPrice price={price.price} priceWithVat={price.priceWithVat} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The chosen repair: its price, time and part, and the button that books it. */
export function ChosenRepair({
  price,
  device,
  onBook,
}: {
  price: ListedPrice;
  device: string;
  onBook: () => void;
}) {
  return (
    <section
      aria-label="Riparazione scelta"
      className="rounded-3xl bg-white p-6 ring-1 ring-slate-200"
    >
      <p className="text-sm font-semibold text-brand-700">{device}</p>
      <h2 className="mt-1 text-xl font-bold">{price.repairName}</h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Prezzo</dt>
          <dd>
            <ListPrice price={price.price} priceWithVat={price.priceWithVat} className="" />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Tempo tipico</dt>
          <dd className="font-semibold">{price.typicalTime}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Ricambio</dt>
          <dd className="font-semibold">
            {price.partsQuality ? PARTS_QUALITY.label(price.partsQuality) : 'Non previsto'}
          </dd>
        </div>
      </dl>
      {price.whileYouWait ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <WhileYouWait /> La facciamo in negozio mentre aspetti.
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">
        Il tecnico conferma il prezzo dopo aver controllato il dispositivo: se trova altro, ti manda
        un preventivo nuovo prima di iniziare.
      </p>
      <button type="button" onClick={onBook} className={`${buttonStyles.primary} mt-5`}>
        Prenota la riparazione
      </button>
    </section>
  );
}
