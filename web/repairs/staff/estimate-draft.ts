import {
  DEFAULT_VALIDITY_DAYS,
  type EstimateDraft,
  estimateErrors,
} from '../../../schema/rules/estimates';
import { centsFromEuros } from '../../../schema/rules/money';
import { estimatedDaysOf } from '../../../schema/rules/price-list';
import type { FieldErrors } from '../../../schema/rules/validation';
import {
  type ApiValueOf,
  ESTIMATE_LINE_KIND,
  type EstimateLineKind,
} from '../../../schema/vocabulary';
import { eurosForInput } from '../../ui/Price';

/** A line as typed: the amount in euros ("1.299,00"). */
export interface LineForm {
  kind: EstimateLineKind;
  description: string;
  amount: string;
}

/** The rest of the estimate as typed. */
export interface EstimateValues {
  estimatedDays: string;
  validityDays: string;
  diagnosisFee: string;
  note: string;
}

/** What a previous estimate lends the editor, so a new one starts from it. */
export interface EstimateStart {
  lines: readonly { kind: EstimateLineKind; description: string; amount: number }[];
  estimatedDays: number;
  diagnosisFee: number | null;
  note: string | null;
}

export const EMPTY_LINE: LineForm = { kind: 'part', description: '', amount: '' };

const UNREADABLE = "Scrivi l'importo in euro, ad esempio 1.299,00.";

/** The lines the editor opens with: the previous estimate's, in euros, or one empty line. */
export function startLines(start: EstimateStart | null): LineForm[] {
  return start
    ? start.lines.map((line) => ({ ...line, amount: eurosForInput(line.amount) }))
    : [EMPTY_LINE];
}

/** The other fields the editor opens with; validity always starts from the default. */
export function startValues(start: EstimateStart | null): EstimateValues {
  return {
    estimatedDays: start ? String(start.estimatedDays) : '',
    validityDays: String(DEFAULT_VALIDITY_DAYS),
    diagnosisFee: start?.diagnosisFee ? eurosForInput(start.diagnosisFee) : '',
    note: start?.note ?? '',
  };
}

/** A whole number as typed, or NaN so the rules refuse it; empty is null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed ? (/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN) : null;
}

/**
 * The form read into the draft the Worker takes (amounts in cents), with its errors: the shared
 * rules' (docs/product.md#estimates), and an amount that is not euros said as such.
 */
export function readDraft(
  values: EstimateValues,
  lines: readonly LineForm[],
): { draft: EstimateDraft; errors: FieldErrors<string> } {
  const unreadable: Record<string, string> = {};
  const draft: EstimateDraft = {
    lines: lines.map((line, index) => {
      const amount = centsFromEuros(line.amount);
      if (amount === null) unreadable[`lines.${index}.amount`] = UNREADABLE;
      return { kind: line.kind, description: line.description.trim(), amount: amount ?? 0 };
    }),
    estimatedDays: wholeNumber(values.estimatedDays) ?? Number.NaN,
    validityDays: wholeNumber(values.validityDays),
    diagnosisFee: values.diagnosisFee.trim() ? centsFromEuros(values.diagnosisFee) : null,
    note: values.note.trim() || null,
  };
  if (values.diagnosisFee.trim() && draft.diagnosisFee === null) {
    unreadable.diagnosisFee = UNREADABLE;
  }
  return { draft, errors: { ...estimateErrors(draft), ...unreadable } };
}

/** What the latest estimate sent lends a new one: its lines (kinds as the API spells them), days, fee and note. */
export function startOf(latest: {
  lines: readonly {
    kind: ApiValueOf<typeof ESTIMATE_LINE_KIND>;
    description: string;
    amount: number;
  }[];
  estimatedDays: number;
  diagnosisFee?: number | null;
  note?: string | null;
}): EstimateStart {
  return {
    lines: latest.lines.map((line) => ({ ...line, kind: ESTIMATE_LINE_KIND.fromApi(line.kind) })),
    estimatedDays: latest.estimatedDays,
    diagnosisFee: latest.diagnosisFee ?? null,
    note: latest.note ?? null,
  };
}

/**
 * What the price a request booked from the list states lends its repair's first estimate
 * (docs/product.md#price-list): one line at the list price, the part's when it has one, which staff
 * confirm or change after the diagnosis.
 */
export function listedStart(
  listed: {
    repairName: string;
    partsQuality: string | null;
    price: number;
    typicalMinutes: number;
  } | null = null,
): EstimateStart | null {
  if (!listed) return null;
  const kind = listed.partsQuality ? 'part' : 'labour';
  return {
    lines: [{ kind, description: listed.repairName, amount: listed.price }],
    estimatedDays: estimatedDaysOf(listed.typicalMinutes),
    diagnosisFee: null,
    note: null,
  };
}
