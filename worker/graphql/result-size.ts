import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

interface Budget {
  left: number;
  exceeded: boolean;
}

/** The budget of the request a resolver runs for, by its context; none outside a Yoga request. */
const budgets = new WeakMap<object, Budget>();

const wrapped = new WeakSet<GraphQLSchema>();

export const RESULT_TOO_LARGE = 'La risposta sarebbe troppo grande: chiedi meno dati per volta.';

const tooLarge = () =>
  new GraphQLError(RESULT_TOO_LARGE, { extensions: { code: 'RESULT_TOO_LARGE' } });

/** Objects and list items a resolved value adds to the answer, as cost.ts counts them. */
function itemsIn(value: unknown, composite: boolean): number {
  if (Array.isArray(value)) return value.length;
  return composite && value !== null && value !== undefined ? 1 : 0;
}

function counted<TSource, TContext extends object, TArgs>(
  resolve: GraphQLFieldResolver<TSource, TContext, TArgs>,
  composite: boolean,
): GraphQLFieldResolver<TSource, TContext, TArgs> {
  return (source, args, context, info) => {
    const budget = budgets.get(context);
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

/**
 * Every field that yields an object or a list counts what it yields. Done once per schema, in
 * place, as graphql-js reads `resolve` from the field at execution.
 */
function countResolvedItems(schema: GraphQLSchema): void {
  if (wrapped.has(schema)) return;
  wrapped.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const composite = isCompositeType(getNamedType(field.type));
      if (!composite && !isListType(getNullableType(field.type))) continue;
      field.resolve = counted(field.resolve ?? defaultFieldResolver, composite);
    }
  }
}

/**
 * Stops a request once its answer holds more than `maxItems` objects and list items, while it is
 * being built: the static worst case (cost.ts) trusts each list's maximum, this does not. The
 * answer is then that one error, without data.
 */
export function resultSizePlugin(options: { maxItems: number }): Plugin {
  return {
    onSchemaChange({ schema }) {
      countResolvedItems(schema);
    },
    onExecute({ args }) {
      const context = args.contextValue;
      budgets.set(context, { left: options.maxItems, exceeded: false });
      return {
        onExecuteDone({ result, setResult }) {
          if (budgets.get(context)?.exceeded && !isAsyncIterable(result)) {
            setResult({ errors: [tooLarge()] });
          }
        },
      };
    },
  };
}
