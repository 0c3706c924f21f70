import { useQuery } from 'urql';
import { useSearchParams } from 'wouter';
import { ROUTES } from '../../schema/routes';
import {
  MAX_PRICE_SEARCH_LENGTH,
  PARTS_QUALITY,
  quotePrefillSearch,
  REPAIR_TYPE,
} from '../../schema/rules/price-list';
import { type ApiValueOf, DEVICE_CATEGORY } from '../../schema/vocabulary';
import { graphql } from '../graphql';

const PriceListQuery = graphql(`
  query PriceList($category: DeviceCategory, $brand: String, $model: String, $search: String) {
    repairPriceList(category: $category, brand: $brand, model: $model, search: $search) {
      categories
      brands
      models {
        category
        brand
        model
      }
      prices {
        id
        repair
        repairName
        partsQuality
        price
        vat
        priceWithVat
        typicalTime
        whileYouWait
      }
    }
  }
`);

/** What the customer has chosen, as the address keeps it so a link shares it. */
export interface PriceListChoice {
  category: ApiValueOf<typeof DEVICE_CATEGORY> | null;
  brand: string;
  model: string;
  repair: string;
  quality: string;
  search: string;
}

const PARAMS = {
  category: 'categoria',
  brand: 'marca',
  model: 'modello',
  repair: 'riparazione',
  quality: 'ricambio',
  search: 'cerca',
} as const;

/** The choices a link to the list carries: each one drops those that depend on it. */
export function priceListHref(choice: Partial<PriceListChoice>): string {
  const params = new URLSearchParams();
  for (const [field, param] of Object.entries(PARAMS)) {
    const value = choice[field as keyof PriceListChoice];
    // The device type as D1 spells it, as the quote form's address does too.
    if (value) params.set(param, field === 'category' ? value.toLowerCase() : value);
  }
  const search = params.toString();
  return `${ROUTES.priceList}${search ? `?${search}` : ''}`;
}

function choiceOf(params: URLSearchParams): PriceListChoice {
  const text = (field: keyof typeof PARAMS, max = 60) =>
    (params.get(PARAMS[field]) ?? '').trim().slice(0, max);
  const category = DEVICE_CATEGORY.apiValueOf(text('category').toUpperCase());
  const repair = text('repair');
  const quality = text('quality');
  return {
    category,
    brand: category ? text('brand', 40) : '',
    model: category ? text('model') : '',
    repair: REPAIR_TYPE.has(repair) ? repair : '',
    quality: PARTS_QUALITY.has(quality) ? quality : '',
    search: text('search', MAX_PRICE_SEARCH_LENGTH),
  };
}

/**
 * The price list page (docs/product.md#price-list): the choices in the address, the list's answer
 * for them, the repair chosen, links that make each next choice, and the quote form prefilled with
 * what is chosen when the customer does not find their model or fault.
 */
export function usePriceList() {
  const [params] = useSearchParams();
  const choice = choiceOf(params);
  const [result, retry] = useQuery({
    query: PriceListQuery,
    variables: {
      category: choice.category,
      brand: choice.brand || null,
      model: choice.model || null,
      search: choice.search || null,
    },
  });
  const list = result.data?.repairPriceList;
  const chosen =
    list?.prices.find(
      (price) =>
        price.repair === choice.repair.toUpperCase() &&
        (price.partsQuality ?? '') === choice.quality.toUpperCase(),
    ) ?? null;
  const category = choice.category ? DEVICE_CATEGORY.fromApi(choice.category) : '';
  const nothingFound = Boolean(choice.search) && list?.models.length === 0;
  return {
    choice,
    list,
    chosen,
    loading: result.fetching && !list,
    failed: Boolean(result.error) && !list,
    retry: () => retry({ requestPolicy: 'network-only' }),
    /** The quote form with what the customer chose, or searched for in vain. */
    quoteHref: `${ROUTES.quote}${quotePrefillSearch({
      deviceCategory: category,
      brand: choice.brand,
      model: choice.model || (nothingFound ? choice.search : ''),
      problem: chosen ? chosen.repairName : '',
    })}`,
  };
}
