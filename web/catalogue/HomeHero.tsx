import { Link } from 'wouter';
import { HOME_HERO } from '../../schema/page-copy';
import { HOME_HERO_IMAGE } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';

/** The opening: what the shop does, its two first actions and its picture. */
export function HomeHero() {
  return (
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
  );
}
