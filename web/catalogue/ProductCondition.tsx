import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import {
  conditionWithGuarantee,
  GRADES,
  gradesBadge,
  guaranteeLine,
} from '../../schema/rules/product-condition';
import {
  type ApiValueOf,
  PRODUCT_CONDITION,
  PRODUCT_GRADE,
  type ProductCondition,
  type ProductGrade,
} from '../../schema/vocabulary';
import { StatusBadge } from '../ui/StatusBadge';

/** A product's or an order line's condition as the API names it (docs/product.md#condition-and-grades). */
export interface ConditionFields {
  condition: ApiValueOf<typeof PRODUCT_CONDITION>;
  grade: ApiValueOf<typeof PRODUCT_GRADE> | null;
}

/** The same, as the shared rules take it. */
function storedCondition(fields: ConditionFields): {
  condition: ProductCondition;
  grade: ProductGrade | null;
} {
  return {
    condition: PRODUCT_CONDITION.fromApi(fields.condition),
    grade: fields.grade ? PRODUCT_GRADE.fromApi(fields.grade) : null,
  };
}

/**
 * "Ricondizionato · Grado A" on a card, "Ricondizionato · Gradi B–A" where its variants are sold
 * at different grades (Product.bestGrade, worstGrade); nothing on new goods, most of the shop.
 */
export function ConditionBadge(props: {
  condition: ConditionFields['condition'];
  best: ConditionFields['grade'];
  worst: ConditionFields['grade'];
}) {
  const condition = PRODUCT_CONDITION.fromApi(props.condition);
  if (condition === 'nuovo') return null;
  const grades = [props.best, props.worst].flatMap((grade) =>
    grade ? [PRODUCT_GRADE.fromApi(grade)] : [],
  );
  return <StatusBadge tone="noted">{gradesBadge(condition, grades)}</StatusBadge>;
}

/** "Ricondizionato · Grado A · Garanzia legale di 12 mesi": a cart or an order line. */
export function conditionLine(fields: ConditionFields): string {
  const { condition, grade } = storedCondition(fields);
  return conditionWithGuarantee(condition, grade);
}

/**
 * The product page's condition: what it is, its grade and what that means (with the grades page a
 * click away), the battery health where it applies, and the legal guarantee that follows.
 */
export function ProductConditionFacts(props: ConditionFields & { batteryHealth: number | null }) {
  const { condition, grade } = storedCondition(props);
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">Condizione</dt>
      <dd className="text-slate-700">{PRODUCT_CONDITION.label(condition)}</dd>
      {grade ? (
        <>
          <dt className="font-semibold text-ink">Grado</dt>
          <dd className="text-slate-700">
            {PRODUCT_GRADE.label(grade)} · {GRADES[grade].title}.{' '}
            <Link to={ROUTES.grades} className="font-semibold text-brand-700 underline">
              Cosa significano i gradi
            </Link>
          </dd>
        </>
      ) : null}
      {props.batteryHealth === null ? null : (
        <>
          <dt className="font-semibold text-ink">Batteria</dt>
          <dd className="text-slate-700">{props.batteryHealth}% della capacità originale</dd>
        </>
      )}
      <dt className="font-semibold text-ink">Garanzia</dt>
      <dd className="text-slate-700">
        {guaranteeLine(condition)}.{' '}
        <Link
          to={`${ROUTES.salesTerms}#garanzia-legale`}
          className="font-semibold text-brand-700 underline"
        >
          Condizioni di vendita
        </Link>
      </dd>
    </dl>
  );
}
