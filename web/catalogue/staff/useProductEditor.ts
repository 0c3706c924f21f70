import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import { type ConditionEdit, conditionErrors } from '../../../schema/rules/product-condition';
import { type ProductEditForm, parseProductEdit } from '../../../schema/rules/product-edit';
import { type SheetText, sheetFromText, sheetText } from '../../../schema/rules/technical-sheet';
import {
  PRODUCT_CONDITION,
  PRODUCT_GRADE,
  type ProductCondition,
} from '../../../schema/vocabulary';
import { eurosForInput } from '../../ui/Price';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';
import { type EditableProductFragment, UpdateProductMutation } from './queries';

export type Color = { name: string; hex: string };

/** The edit as the form holds it: amounts and stock as typed, versions comma-separated. */
export interface EditorValues {
  price: string;
  stock: string;
  inStock: boolean;
  description: string;
  sizes: string;
  condition: ProductCondition;
  /** A stored grade, or '' for none. */
  grade: string;
  /** A percentage as typed, or '' for none. */
  batteryHealth: string;
}

/** The condition the form says (docs/product.md#condition-and-grades). */
function conditionOf(values: EditorValues): ConditionEdit {
  const battery = values.batteryHealth.trim();
  return {
    condition: values.condition,
    grade: PRODUCT_GRADE.has(values.grade) ? values.grade : null,
    batteryHealth: battery === '' ? null : Number(battery),
  };
}

/** The condition as the mutations take it. */
export function conditionInput(values: EditorValues) {
  const { condition, grade, batteryHealth } = conditionOf(values);
  return {
    condition: PRODUCT_CONDITION.toApi(condition),
    grade: grade ? PRODUCT_GRADE.toApi(grade) : null,
    batteryHealth,
  };
}

/** The form's errors: the edit's and its condition's for a product of `categoryId`. */
export function editorErrors(
  errors: ReturnType<typeof parseProductEdit>['errors'],
  values: EditorValues,
  categoryId: string,
) {
  return { ...errors, ...conditionErrors(conditionOf(values), categoryId) };
}

/** The form as the rules and the mutations take it: the typed values, colours and sheet. */
export function editForm(
  values: EditorValues,
  colors: readonly Color[],
  sheet: SheetText,
): ProductEditForm {
  return {
    ...values,
    details: sheetFromText(sheet),
    stock: Number(values.stock),
    colors: colors.map(({ name, hex }) => ({ name, hex })),
    sizes: values.sizes
      .split(',')
      .map((size) => size.trim())
      .filter(Boolean),
  };
}

/**
 * What the product forms keep beside their fields: the colours, edited in place, and the
 * technical sheet (docs/product.md#technical-sheet).
 */
export function useColorsAndSheet(
  initialColors: readonly Color[],
  details: Parameters<typeof sheetText>[0],
) {
  const [colors, setColors] = useState<Color[]>(() => initialColors.map((color) => ({ ...color })));
  const [sheet, setSheet] = useState(() => sheetText(details));
  return { colors, setColors, sheet, setSheet };
}

/**
 * The shop module's edit of one product (docs/product.md#shop-module): the form, its colours and
 * the saving over the stock shown; a CONFLICT (the stock changed meanwhile) asks for a reload.
 */
export function useProductEditor(
  product: ResultOf<typeof EditableProductFragment>,
  onDone: () => void,
  onStale: () => void,
) {
  const parts = useColorsAndSheet(product.colors, product.details);
  const { colors, sheet } = parts;
  const form = useForm<EditorValues>(
    {
      price: eurosForInput(product.price),
      stock: String(product.sharedStock),
      inStock: product.inStock,
      description: product.description,
      sizes: product.sizes.join(', '),
      condition: PRODUCT_CONDITION.fromApi(product.condition),
      grade: product.grade ? PRODUCT_GRADE.fromApi(product.grade) : '',
      batteryHealth: product.batteryHealth === null ? '' : String(product.batteryHealth),
    },
    {
      errorsOf: (values) =>
        editorErrors(
          parseProductEdit(editForm(values, colors, sheet)).errors,
          values,
          product.category.id,
        ),
    },
  );
  const [{ fetching }, update] = useMutation(UpdateProductMutation);
  // The shared stock the field was filled from (docs/product.md#staff-and-variants): a reload
  // that brings another one refills the field.
  const [seenStock, setSeenStock] = useState(product.sharedStock);
  if (product.sharedStock !== seenStock) {
    setSeenStock(product.sharedStock);
    form.setValue('stock', String(product.sharedStock));
  }

  const save = async () => {
    const result = await update({
      id: product.id,
      input: { ...editForm(form.values, colors, sheet), ...conditionInput(form.values) },
      seenStock,
    });
    if (result.data) {
      showToast(`${product.name} aggiornato: le modifiche sono già nello shop.`);
      onDone();
    }
    if (result.error?.graphQLErrors.some((error) => error.extensions.code === 'CONFLICT')) {
      onStale();
    }
    return result;
  };

  return { form, ...parts, fetching, onSubmit: form.onSubmit(save, showToast) };
}
