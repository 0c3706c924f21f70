import { useState } from 'react';
import { useMutation } from 'urql';
import { REPAIR_INTAKE_RULES } from '../../../schema/rules/repairs';
import { graphql } from '../../graphql';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';

const CreateRepairMutation = graphql(`
  mutation AdminCreateRepair($input: AdminRepairInput!) {
    adminCreateRepair(input: $input) {
      id
      code
    }
  }
`);

/**
 * A repair opened at the counter: the intake form, and once opened the code to give the customer.
 * A refusal shows on its field or as a toast.
 */
export function useNewRepair(onCreated: () => void) {
  const form = useForm(
    { customerName: '', email: '', phone: '', device: '', problem: '' },
    () => REPAIR_INTAKE_RULES,
  );
  const [{ fetching }, create] = useMutation(CreateRepairMutation);
  const [code, setCode] = useState<string | null>(null);
  const onSubmit = form.onSubmit(async () => {
    const result = await create({ input: form.values });
    if (result.data) {
      setCode(result.data.adminCreateRepair.code);
      onCreated();
    }
    return result;
  }, showToast);
  return { form, code, opening: fetching, onSubmit };
}
