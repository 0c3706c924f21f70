import { useMutation } from 'urql';
import { type ProductCreateForm, parseProductCreate } from '../../../schema/rules/product-edit';
import type { SheetText } from '../../../schema/rules/technical-sheet';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';
import { CreateProductMutation } from './queries';
import {
  type Color,
  conditionInput,
  type EditorValues,
  editForm,
  editorErrors,
  useColorsAndSheet,
} from './useProductEditor';

/** A new product starts with one colour to name. */
const NEW_COLORS: readonly Color[] = [{ name: '', hex: '#000000' }];

interface CreatorValues extends EditorValues {
  name: string;
  brand: string;
  categoryId: string;
}

function createForm(
  values: CreatorValues,
  colors: readonly Color[],
  sheet: SheetText,
): ProductCreateForm {
  const { details, ...edit } = editForm(values, colors, sheet);
  return {
    ...edit,
    name: values.name,
    brand: values.brand,
    categoryId: values.categoryId,
    details: details ?? null,
  };
}

/**
 * The shop module's new product (docs/product.md#new-products): the editor's form with a name, a
 * brand and a department among `departmentIds`, checked by the same rules as the Worker. Once
 * added, the staff are told and `onDone` gets the new product's number.
 */
export function useProductCreator(departmentIds: readonly string[], onDone: (id: string) => void) {
  const parts = useColorsAndSheet(NEW_COLORS, null);
  const { colors, sheet } = parts;
  const form = useForm<CreatorValues>(
    {
      name: '',
      brand: '',
      categoryId: '',
      price: '',
      stock: '0',
      inStock: true,
      description: '',
      sizes: '',
      condition: 'nuovo',
      grade: '',
      batteryHealth: '',
    },
    {
      errorsOf: (values) =>
        editorErrors(
          parseProductCreate(createForm(values, colors, sheet), departmentIds).errors,
          values,
          values.categoryId,
        ),
    },
  );
  const [{ fetching }, create] = useMutation(CreateProductMutation);

  const save = async () => {
    const result = await create({
      input: { ...createForm(form.values, colors, sheet), ...conditionInput(form.values) },
    });
    const product = result.data?.adminCreateProduct;
    if (product) {
      showToast(`${product.name} aggiunto: è già nello shop.`);
      onDone(product.id);
    }
    return result;
  };

  return { form, ...parts, fetching, onSubmit: form.onSubmit(save, showToast) };
}
