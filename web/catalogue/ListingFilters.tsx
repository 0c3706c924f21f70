import { type FragmentOf, type ResultOf, readFragment } from 'gql.tada';
import { type ReactNode, useId, useState } from 'react';
import { PRODUCT_CONDITION } from '../../schema/vocabulary';
import { ListingFacetsFragment } from './listing-fragments';
import { type ListingState, refine, toggleSize } from './listing-params';
import { formatCount, productCount } from './listing-text';
import { sizeLegend } from './product-details';

type FacetValue = ResultOf<typeof ListingFacetsFragment>['brands'][number];

interface ListingFiltersProps {
  state: ListingState;
  facets: FragmentOf<typeof ListingFacetsFragment>;
  onChange: (next: ListingState) => void;
}

/** Brands shown before "Mostra tutte le marche": the commonest, the rest a click away. */
const BRANDS_SHOWN = 8;

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-700 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-400 has-[:disabled]:hover:bg-transparent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 lg:min-h-9';
const INPUT = 'size-4 shrink-0 accent-brand-600 outline-none';

/** A value's label, with its count spoken as part of its name: "Apple, 4 prodotti". */
function Labelled({ label, count }: { label: string; count: number }) {
  return (
    <>
      <span className="sr-only">
        {label}, {productCount(count)}
      </span>
      <span aria-hidden="true" className="min-w-0 truncate">
        {label}
      </span>
      <span aria-hidden="true" className="ml-auto text-xs text-slate-500 tabular-nums">
        {formatCount(count)}
      </span>
    </>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // The rule sits on a wrapper: on the fieldset it would run through its legend.
    <div className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** One choice among values with their counts; "any" first, values that would show nothing disabled. */
function Choice({
  name,
  anyLabel,
  values,
  chosen,
  onChoose,
}: {
  name: string;
  anyLabel: string;
  values: readonly FacetValue[];
  chosen: string | null;
  onChoose: (value: string | null) => void;
}) {
  return (
    <ul>
      <li>
        <label className={OPTION}>
          <input
            type="radio"
            name={name}
            className={INPUT}
            checked={chosen === null}
            onChange={() => onChoose(null)}
          />
          {anyLabel}
        </label>
      </li>
      {values.map((facet) => (
        <li key={facet.value}>
          <label className={OPTION}>
            <input
              type="radio"
              name={name}
              className={INPUT}
              checked={chosen === facet.value}
              disabled={facet.count === 0 && chosen !== facet.value}
              onChange={() => onChoose(facet.value)}
            />
            <Labelled label={facet.label} count={facet.count} />
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * Any of several values, each ticked on its own: a size the listing would not show is disabled
 * unless ticked, so it can be unticked.
 */
function Several({
  values,
  chosen,
  onToggle,
}: {
  values: readonly FacetValue[];
  chosen: readonly string[];
  onToggle: (value: string, ticked: boolean) => void;
}) {
  return (
    <ul>
      {values.map((facet) => {
        const ticked = chosen.includes(facet.value);
        return (
          <li key={facet.value}>
            <label className={OPTION}>
              <input
                type="checkbox"
                className={`${INPUT} rounded`}
                checked={ticked}
                disabled={facet.count === 0 && !ticked}
                onChange={(event) => onToggle(facet.value, event.target.checked)}
              />
              <Labelled label={facet.label} count={facet.count} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The condition, size, brand, price and availability filters with how many products each would show
 * (docs/product.md#catalogue): a sidebar on desktop, the "Filtri" sheet's content on a phone.
 */
export function ListingFilters({ state, onChange, ...props }: ListingFiltersProps) {
  const facets = readFragment(ListingFacetsFragment, props.facets);
  const name = useId();
  const [allBrands, setAllBrands] = useState(false);
  // A brand that would show nothing is left out, unless it is the one chosen.
  const brands = facets.brands.filter((b) => b.count > 0 || b.value === state.brand);
  const chosenHidden = brands.findIndex((b) => b.value === state.brand) >= BRANDS_SHOWN;
  const shownBrands = allBrands || chosenHidden ? brands : brands.slice(0, BRANDS_SHOWN);

  return (
    <div className="space-y-5">
      <Group legend="Disponibilità">
        <label className={OPTION}>
          <input
            type="checkbox"
            className={`${INPUT} rounded`}
            checked={state.availableOnly}
            disabled={facets.available === 0 && !state.availableOnly}
            onChange={(event) => onChange(refine(state, { availableOnly: event.target.checked }))}
          />
          <Labelled label="Solo disponibili" count={facets.available} />
        </label>
      </Group>
      <Group legend="Condizione">
        <Choice
          name={`${name}-condizione`}
          anyLabel="Tutte le condizioni"
          values={facets.conditions}
          chosen={state.condition}
          onChoose={(value) =>
            onChange(refine(state, { condition: PRODUCT_CONDITION.apiValueOf(value) }))
          }
        />
      </Group>
      {facets.sizes.length > 0 ? (
        <Group legend={sizeLegend(facets.sizes.map((s) => s.value))}>
          <Several
            values={facets.sizes}
            chosen={state.sizes}
            onToggle={(size, ticked) => onChange(toggleSize(state, size, ticked))}
          />
        </Group>
      ) : null}
      <Group legend="Prezzo">
        <Choice
          name={`${name}-prezzo`}
          anyLabel="Qualsiasi prezzo"
          values={facets.priceRanges}
          chosen={state.priceRange}
          onChoose={(priceRange) => onChange(refine(state, { priceRange }))}
        />
      </Group>
      <Group legend="Marca">
        {brands.length === 0 ? (
          <p className="px-2 text-sm text-slate-500">Nessuna marca per questa ricerca.</p>
        ) : (
          <Choice
            name={`${name}-marca`}
            anyLabel="Tutte le marche"
            values={shownBrands}
            chosen={state.brand}
            onChoose={(brand) => onChange(refine(state, { brand }))}
          />
        )}
        {shownBrands.length < brands.length ? (
          <button
            type="button"
            onClick={() => setAllBrands(true)}
            className="mt-1 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:min-h-9"
          >
            Mostra tutte le marche ({brands.length})
          </button>
        ) : null}
      </Group>
    </div>
  );
}
