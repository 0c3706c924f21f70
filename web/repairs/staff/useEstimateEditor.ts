import { useState } from 'react';
import { useMutation } from 'urql';
import { DEFAULT_VALIDITY_DAYS, estimateTotals } from '../../../schema/rules/estimates';
import { ESTIMATE_LINE_KIND } from '../../../schema/vocabulary';
import { graphql } from '../../graphql';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';
import {
  EMPTY_LINE,
  type EstimateStart,
  type LineForm,
  readDraft,
  startLines,
  startValues,
} from './estimate-draft';

const SendEstimateMutation = graphql(`
  mutation AdminSendEstimate($repairId: ID!, $input: EstimateInput!) {
    adminSendEstimate(repairId: $repairId, input: $input) {
      id
      status
    }
  }
`);

/**
 * The estimate being written and its sending (docs/product.md#estimates): the lines as typed, the
 * other fields, the totals the customer will read, and the submit that sends the draft in cents.
 * A refusal shows on the field it names, or as a toast.
 */
export function useEstimateEditor(
  repairId: string,
  start: EstimateStart | null,
  onSent: () => void,
) {
  const [lines, setLines] = useState<LineForm[]>(() => startLines(start));
  const form = useForm(startValues(start), {
    errorsOf: (values) => readDraft(values, lines).errors,
  });
  const [{ fetching }, send] = useMutation(SendEstimateMutation);
  const { draft } = readDraft(form.values, lines);

  const onSubmit = form.onSubmit(async () => {
    const input = {
      ...draft,
      lines: draft.lines.map((line) => ({ ...line, kind: ESTIMATE_LINE_KIND.toApi(line.kind) })),
    };
    const result = await send({ repairId, input });
    if (result.data) {
      showToast('Preventivo inviato: il cliente lo riceve per e-mail.');
      onSent();
    }
    return result;
  }, showToast);

  return {
    form,
    lines,
    setLine: (index: number, change: Partial<LineForm>) =>
      setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line))),
    addLine: () => setLines([...lines, EMPTY_LINE]),
    removeLine: (index: number) => setLines(lines.filter((_, i) => i !== index)),
    totals: estimateTotals(draft.lines),
    validity: draft.validityDays ?? DEFAULT_VALIDITY_DAYS,
    sending: fetching,
    onSubmit,
  };
}
