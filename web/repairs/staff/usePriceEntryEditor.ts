import { useMutation } from 'urql';
import { centsFromEuros } from '../../../schema/rules/money';
import {
  PARTS_QUALITY,
  type PriceEntry,
  priceEntryErrors,
  REPAIR_TYPE,
} from '../../../schema/rules/price-list';
import type { FieldErrors } from '../../../schema/rules/validation';
import { type ApiValueOf, DEVICE_CATEGORY } from '../../../schema/vocabulary';
import { useAdminUrl } from '../../admin/admin-url';
import { useStaffAction } from '../../admin/useStaffAction';
import { graphql } from '../../graphql';
import { eurosForInput } from '../../ui/Price';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';

export const RepairPricesQuery = graphql(`
  query AdminRepairPrices($page: Int, $search: String) {
    adminRepairPrices(page: $page, size: 20, search: $search) {
      total
      pageCount
      items {
        id
        brand
        model
        repairName
        price
        typicalTime
        whileYouWait
        updatedAt
      }
    }
  }
`);

export const RepairPriceQuery = graphql(`
  query AdminRepairPrice($id: ID!) {
    adminRepairPrice(id: $id) {
      id
      category
      brand
      model
      repair
      partsQuality
      price
      typicalMinutes
      whileYouWait
    }
  }
`);

const SaveRepairPriceMutation = graphql(`
  mutation AdminSaveRepairPrice($id: ID, $input: AdminRepairPriceInput!) {
    adminSaveRepairPrice(id: $id, input: $input) {
      id
    }
  }
`);

const RemoveRepairPriceMutation = graphql(`
  mutation AdminRemoveRepairPrice($id: ID!) {
    adminRemoveRepairPrice(id: $id)
  }
`);

/** A row as the form holds it: stored values for the choices, the price as typed euros. */
export interface PriceEntryValues {
  category: string;
  brand: string;
  model: string;
  repair: string;
  partsQuality: string;
  price: string;
  minutes: string;
  whileYouWait: boolean;
}

export const NEW_PRICE_ENTRY: PriceEntryValues = {
  category: 'smartphone',
  brand: '',
  model: '',
  repair: 'schermo',
  partsQuality: 'originale',
  price: '',
  minutes: '60',
  whileYouWait: false,
};

/** A saved row, as the form starts from it. */
export function valuesOf(row: {
  category: ApiValueOf<typeof DEVICE_CATEGORY>;
  brand: string;
  model: string;
  repair: ApiValueOf<typeof REPAIR_TYPE>;
  partsQuality: ApiValueOf<typeof PARTS_QUALITY> | null;
  price: number;
  typicalMinutes: number;
  whileYouWait: boolean;
}): PriceEntryValues {
  return {
    category: DEVICE_CATEGORY.fromApi(row.category),
    brand: row.brand,
    model: row.model,
    repair: REPAIR_TYPE.fromApi(row.repair),
    partsQuality: row.partsQuality ? PARTS_QUALITY.fromApi(row.partsQuality) : '',
    price: eurosForInput(row.price),
    minutes: String(row.typicalMinutes),
    whileYouWait: row.whileYouWait,
  };
}

const UNREADABLE_PRICE = 'Scrivi il prezzo in euro, IVA esclusa, ad esempio 129,00.';

/** The form read into a row, with what the shared rules refuse (docs/product.md#price-list). */
function readPriceEntry(values: PriceEntryValues): {
  entry: PriceEntry | null;
  errors: FieldErrors<string>;
} {
  const price = centsFromEuros(values.price);
  const { category, repair, partsQuality } = values;
  if (!DEVICE_CATEGORY.has(category) || !REPAIR_TYPE.has(repair))
    return { entry: null, errors: {} };
  const entry: PriceEntry = {
    category,
    brand: values.brand,
    model: values.model,
    repair,
    partsQuality: PARTS_QUALITY.has(partsQuality) ? partsQuality : null,
    price: price ?? 0,
    minutes: /^\d+$/.test(values.minutes.trim()) ? Number(values.minutes) : Number.NaN,
    whileYouWait: values.whileYouWait,
  };
  const errors = priceEntryErrors(entry);
  return { entry, errors: price === null ? { ...errors, price: UNREADABLE_PRICE } : errors };
}

/**
 * A row of the price list as staff edit it (`id` null for a new one): the form, saving it (a new
 * row then opens as itself) and removing it, each said in a toast; a refusal shows on its field.
 */
export function usePriceEntryEditor(
  id: string | null,
  start: PriceEntryValues,
  onChanged: () => void,
) {
  const url = useAdminUrl();
  const form = useForm(start, { errorsOf: (values) => readPriceEntry(values).errors });
  const [{ fetching }, save] = useMutation(SaveRepairPriceMutation);
  const removing = useStaffAction(RemoveRepairPriceMutation, onChanged);

  const onSubmit = form.onSubmit(async () => {
    const { entry } = readPriceEntry(form.values);
    if (!entry) return;
    const { minutes, partsQuality, ...rest } = entry;
    const result = await save({
      id,
      input: {
        ...rest,
        category: DEVICE_CATEGORY.toApi(entry.category),
        repair: REPAIR_TYPE.toApi(entry.repair),
        partsQuality: partsQuality ? PARTS_QUALITY.toApi(partsQuality) : null,
        typicalMinutes: minutes,
      },
    });
    const saved = result.data?.adminSaveRepairPrice;
    if (saved) {
      showToast(id ? 'Voce del listino aggiornata.' : 'Voce aggiunta al listino.');
      onChanged();
      if (!id) url.go({ id: saved.id });
    }
    return result;
  });

  const remove = async () => {
    if (!id) return;
    const result = await removing.run({ id }, 'Voce tolta dal listino.');
    if (!result?.error) url.go({ id: null });
  };

  return { form, saving: fetching, onSubmit, remove, removing: removing.busy };
}
