import { useQuery } from 'urql';
import { Link } from 'wouter';
import { HOME_HERO } from '../../schema/page-copy';
import { FREE_SHIPPING_THRESHOLD, formatWholeEuro } from '../../schema/rules/money';
import { HOME_HERO_IMAGE, PAGE_HEADS } from '../../schema/seo';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon, type IconName } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';
import { CategoryIcon } from './CategoryIcon';
import { ProductCardFragment } from './ProductCard';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

const HomeQuery = graphql(
  `
    query Home {
      categories {
        id
        name
        icon
      }
      bestsellers {
        id
        ...ProductCard
      }
    }
  `,
  [ProductCardFragment],
);

/** Six tiles hold the categories' place while they load. */
const CATEGORY_PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

const SERVICES: { to: string; icon: IconName; title: string; text: string; action: string }[] = [
  {
    to: '/preventivo',
    icon: 'clipboard',
    title: 'Preventivo gratuito',
    text: 'Descrivi il dispositivo e il guasto: ti rispondiamo entro un giorno lavorativo con costi e tempi, senza impegno.',
    action: 'Richiedi un preventivo',
  },
  {
    to: '/stato-riparazione',
    icon: 'wrench',
    title: 'Stato riparazione',
    text: 'Con il codice riparazione e la tua e-mail vedi a che punto è il lavoro, passo dopo passo.',
    action: 'Controlla lo stato',
  },
  {
    to: '/modulo-spedizione',
    icon: 'package',
    title: 'Spedisci il dispositivo',
    text: 'Non sei a Milano? Compila il modulo di spedizione, imballa il dispositivo e ce ne occupiamo noi.',
    action: 'Compila il modulo',
  },
];

const STEPS = [
  ['Chiedi il preventivo', 'Online, in negozio o su WhatsApp: è gratuito.'],
  ['Porta o spedisci', 'In negozio a Milano o con corriere da tutta Italia.'],
  ['Ripariamo e testiamo', 'Ricambi di qualità e un collaudo completo.'],
  ['Ritiri o ricevi', 'Ti avvisiamo appena il dispositivo è pronto.'],
] as const;

const TRUST: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Garanzia 12 mesi', text: 'Su riparazioni e dispositivi venduti.' },
  {
    icon: 'truck',
    title: 'Spedizione gratuita',
    text: `Per ordini superiori a ${formatWholeEuro(FREE_SHIPPING_THRESHOLD)} in tutta Italia.`,
  },
  {
    icon: 'lab',
    title: 'Testati in laboratorio',
    text: 'Ogni dispositivo supera i nostri controlli.',
  },
  {
    icon: 'chat',
    title: 'Assistenza vera',
    text: 'Tecnici raggiungibili in negozio e su WhatsApp.',
  },
];

export function HomePage() {
  const [result, reexecute] = useQuery({ query: HomeQuery });
  const categories = result.data?.categories;

  return (
    <>
      <PageMeta {...PAGE_HEADS.home} />

      <section className="overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <Container className="grid items-center gap-10 py-14 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {HOME_HERO.eyebrow}
            </p>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{HOME_HERO.title}</h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">{HOME_HERO.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={HOME_HERO.quote.to}
                className={`${buttonStyles.primary} bg-white !text-brand-800 hover:bg-brand-50`}
              >
                <Icon name="clipboard" /> {HOME_HERO.quote.label}
              </Link>
              <Link to={HOME_HERO.status.to} className={buttonStyles.onDark}>
                <Icon name="wrench" /> {HOME_HERO.status.label}
              </Link>
            </div>
          </div>
          <div className="relative mx-auto hidden w-full max-w-md md:block" aria-hidden="true">
            <img
              src={HOME_HERO_IMAGE.href}
              alt=""
              width={800}
              height={800}
              fetchPriority="high"
              className="aspect-square w-full rounded-3xl shadow-2xl ring-1 ring-white/20"
            />
            <p className="absolute -bottom-5 -left-5 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-ink shadow-xl">
              <Icon name="shield" className="size-5 text-emerald-600" /> Garanzia 12 mesi
            </p>
          </div>
        </Container>
      </section>

      <Container className="py-14">
        <h2 className="text-2xl font-bold sm:text-3xl">Servizi di riparazione</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {SERVICES.map((service) => (
            <li
              key={service.to}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={service.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{service.text}</p>
              <Link to={service.to} className={`${buttonStyles.ghost} mt-4 -ml-3 self-start`}>
                {service.action} <Icon name="chevronRight" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>

        <ol className="mt-10 grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(([title, text], index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>

      <section className="below-fold bg-white py-14" aria-labelledby="categorie">
        <Container>
          <h2 id="categorie" className="text-2xl font-bold sm:text-3xl">
            Categorie
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {categories
              ? categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={`/shop?category=${category.id}`}
                      className="flex h-28 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-slate-50 font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50"
                    >
                      <CategoryIcon icon={category.icon} className="size-8 text-brand-700" />
                      {category.name}
                    </Link>
                  </li>
                ))
              : CATEGORY_PLACEHOLDERS.map((key) => (
                  <li
                    key={key}
                    aria-hidden="true"
                    className="h-28 animate-pulse rounded-2xl bg-slate-100"
                  />
                ))}
          </ul>
        </Container>
      </section>

      <Container className="below-fold py-14">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 className="text-2xl font-bold sm:text-3xl">I più venduti</h2>
          <Link to="/shop" className={buttonStyles.ghost}>
            Vedi tutto lo shop <Icon name="chevronRight" className="size-4" />
          </Link>
        </div>
        {result.error && !result.data ? (
          <ErrorState
            title="Non siamo riusciti a caricare i prodotti"
            onRetry={() => reexecute({ requestPolicy: 'network-only' })}
          />
        ) : result.data ? (
          <ProductGrid products={result.data.bestsellers} label="I più venduti" />
        ) : (
          <ProductGridSkeleton />
        )}
      </Container>

      <section
        className="below-fold border-t border-slate-200 bg-white py-12"
        aria-label="Perché sceglierci"
      >
        <Container>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {TRUST.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                  <Icon name={point.icon} className="size-6" />
                </span>
                <div>
                  <p className="font-semibold">{point.title}</p>
                  <p className="text-sm text-slate-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
