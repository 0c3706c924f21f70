import SchemaBuilder, {
  BasePlugin,
  type PothosOutputFieldConfig,
  type PothosOutputFieldType,
  type SchemaTypes,
} from '@pothos/core';
import { GraphQLError, type GraphQLField, type GraphQLFieldResolver } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      resultSize: ResultSizePlugin<Types>;
    }
    export interface FieldOptions {
      /**
       * The most items a list field holds, read from the limit its resolver keeps to: the cost
       * model's worst case (cost.ts) counts the list at this length, or at the size asked for.
       */
      maxItems?: number;
    }
  }
}

/** A list field's declared maximum (its `maxItems` option); undefined for any other field. */
export const maxItemsOf = (field: GraphQLField<unknown, unknown>): number | undefined =>
  typeof field.extensions.maxItems === 'number' ? field.extensions.maxItems : undefined;

export const RESULT_TOO_LARGE = 'La risposta sarebbe troppo grande: chiedi meno dati per volta.';

const tooLarge = () =>
  new GraphQLError(RESULT_TOO_LARGE, { extensions: { code: 'RESULT_TOO_LARGE' } });

function namedKind<Types extends SchemaTypes>(type: PothosOutputFieldType<Types>): string {
  return type.kind === 'List' ? namedKind(type.type) : type.kind;
}

const COMPOSITE_KINDS = new Set(['Object', 'Interface', 'Union']);

/** Objects and list items a resolved value adds to the answer, as cost.ts counts them. */
function itemsIn(value: unknown, composite: boolean): number {
  if (Array.isArray(value)) return value.length;
  return composite && value !== null && value !== undefined ? 1 : 0;
}

/**
 * Built into the schema: `maxItems` goes onto the field's extensions for cost.ts, and every field
 * that yields an object or a list charges what it yields to the request's result budget
 * (GraphQLContext.resultBudget), which resultSizePlugin opens for each execution.
 */
class ResultSizePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>) {
    const { maxItems } = fieldConfig.pothosOptions;
    if (maxItems === undefined) return fieldConfig;
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, maxItems } };
  }

  override wrapResolve(
    resolve: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const composite = COMPOSITE_KINDS.has(namedKind(fieldConfig.type));
    if (!composite && fieldConfig.type.kind !== 'List') return resolve;
    return (source, args, context, info) => {
      // Plugins are typed for any builder; this schema's context is GraphQLContext (builder.ts).
      const budget = (context as Partial<GraphQLContext>).resultBudget;
      if (!budget) return resolve(source, args, context, info);
      // Once over, nothing more is resolved: the answer is dropped anyway.
      if (budget.exceeded) throw tooLarge();
      const charge = (value: unknown) => {
        budget.left -= itemsIn(value, composite);
        if (budget.left < 0) {
          budget.exceeded = true;
          throw tooLarge();
        }
        return value;
      };
      const value = resolve(source, args, context, info);
      return value instanceof Promise ? value.then(charge) : charge(value);
    };
  }
}

SchemaBuilder.registerPlugin('resultSize', ResultSizePlugin);

/**
 * Stops a request once its answer holds more than `maxItems` objects and list items, while it is
 * being built: the static worst case (cost.ts) trusts each list's maximum, this does not. The
 * answer is then that one error, without data.
 */
export function resultSizePlugin(options: { maxItems: number }): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const budget = { left: options.maxItems, exceeded: false };
      args.contextValue.resultBudget = budget;
      return {
        onExecuteDone({ result, setResult }) {
          if (budget.exceeded && !isAsyncIterable(result)) setResult({ errors: [tooLarge()] });
        },
      };
    },
  };
}
