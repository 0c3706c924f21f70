import { Link } from 'wouter';
import { ALL_CATEGORIES } from '../../schema/rules/catalogue';
import { CategoryIcon } from './CategoryIcon';
import { type ListingState, listingSearch, refine } from './listing-params';
import { formatCount, productCount } from './listing-text';

const CHIP =
  'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors lg:h-10';

interface CategoryFacet {
  value: string;
  label: string;
  count: number;
}

interface CategoryNavProps {
  state: ListingState;
  pathname: string;
  facets: CategoryFacet[];
  icons: Map<string, string>;
}

/** "Tutti" and each category with its count; one that would show nothing is not a link. */
export function CategoryNav({ state, pathname, facets, icons }: CategoryNavProps) {
  const everyCategory = facets.reduce((total, c) => total + c.count, 0);
  return (
    <nav aria-label="Categorie" className="relative -mx-4 mt-6 overflow-x-auto px-4 pb-2">
      <ul className="flex min-w-max gap-2">
        {[{ value: ALL_CATEGORIES, label: 'Tutti', count: everyCategory }, ...facets].map(
          (category) => {
            const active = category.value === state.category;
            const icon = icons.get(category.value);
            const content = (
              <>
                {icon ? <CategoryIcon icon={icon} className="size-4" /> : null}
                <span className="sr-only">
                  {category.label}, {productCount(category.count)}
                </span>
                <span aria-hidden="true">{category.label}</span>
                <span
                  aria-hidden="true"
                  className={`text-xs tabular-nums ${active ? 'text-brand-100' : 'text-slate-500'}`}
                >
                  {formatCount(category.count)}
                </span>
              </>
            );
            return (
              <li key={category.value}>
                {category.count === 0 && !active ? (
                  <span
                    aria-disabled="true"
                    className={`${CHIP} border-slate-200 bg-slate-50 text-slate-400`}
                  >
                    {content}
                  </span>
                ) : (
                  <Link
                    to={`${pathname}${listingSearch(refine(state, { category: category.value }))}`}
                    aria-current={active ? 'page' : undefined}
                    className={`${CHIP} ${
                      active
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
                    }`}
                  >
                    {content}
                  </Link>
                )}
              </li>
            );
          },
        )}
      </ul>
    </nav>
  );
}
