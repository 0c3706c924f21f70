import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { MAX_PRICE_SEARCH_LENGTH } from '../../schema/rules/price-list';
import { DEVICE_CATEGORY } from '../../schema/vocabulary';
import { useNavigate } from '../app/location';
import { buttonStyles } from '../ui/buttons';
import { type PriceListChoice, priceListHref, type usePriceList } from './usePriceList';

type PriceList = ReturnType<typeof usePriceList>;

/** One choice as a link, so the address keeps it and a shared link opens it. */
function ChoiceLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? 'true' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
        current
          ? 'bg-brand-600 text-white ring-brand-600'
          : 'bg-white text-ink ring-slate-300 hover:bg-slate-50'
      }`}
    >
      {children}
    </Link>
  );
}

/** A step of the choice: its heading and the options, each a link. */
function ChoiceStep({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-bold">{title}</h2>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </section>
  );
}

/** The search box: models whose brand and name hold every word typed. */
export function SearchSubmit({ choice }: { choice: PriceListChoice }) {
  const navigate = useNavigate();
  const [text, setText] = useState(choice.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(priceListHref({ search: text.trim() }));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <label className="flex-1">
        <span className="mb-1.5 block text-sm font-semibold">Cerca il tuo modello</span>
        <input
          type="search"
          value={text}
          maxLength={MAX_PRICE_SEARCH_LENGTH}
          placeholder="Ad esempio iPhone 13 o Galaxy S23"
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
        />
      </label>
      <button type="submit" className={buttonStyles.primary}>
        Cerca
      </button>
    </form>
  );
}

/** Category, then brand, then model: each step shown once the one before is chosen. */
export function PriceListChoices({ choice, list }: Pick<PriceList, 'choice' | 'list'>) {
  if (!list) return null;
  const searching = Boolean(choice.search);
  return (
    <div className="space-y-6">
      {searching ? (
        <Link href={priceListHref({})} className="font-semibold text-brand-700 underline">
          Sfoglia il listino per tipo di dispositivo
        </Link>
      ) : (
        <ChoiceStep title="Tipo di dispositivo">
          {list.categories.map((category) => (
            <li key={category}>
              <ChoiceLink href={priceListHref({ category })} current={choice.category === category}>
                {DEVICE_CATEGORY.label(category)}
              </ChoiceLink>
            </li>
          ))}
        </ChoiceStep>
      )}
      {!searching && choice.category && list.brands.length > 0 ? (
        <ChoiceStep title="Marca">
          {list.brands.map((brand) => (
            <li key={brand}>
              <ChoiceLink
                href={priceListHref({ category: choice.category, brand })}
                current={choice.brand === brand}
              >
                {brand}
              </ChoiceLink>
            </li>
          ))}
        </ChoiceStep>
      ) : null}
      {list.models.length > 0 ? (
        <ChoiceStep title={searching ? `Modelli trovati per «${choice.search}»` : 'Modello'}>
          {list.models.map((found) => (
            <li key={`${found.category}/${found.brand}/${found.model}`}>
              <ChoiceLink
                href={priceListHref(found)}
                current={choice.brand === found.brand && choice.model === found.model}
              >
                {searching ? `${found.brand} ${found.model}` : found.model}
              </ChoiceLink>
            </li>
          ))}
        </ChoiceStep>
      ) : null}
    </div>
  );
}
