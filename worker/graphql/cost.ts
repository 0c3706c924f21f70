import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import { searchWords } from '../../schema/rules/search';
import { maxItemsOf } from './result-size';
import { schema } from './schema';

/**
 * Every list field's maximum by coordinate (`Type.field`), as the field declares it (`maxItems`,
 * result-size.ts): where the checks look for a list nobody sized.
 */
export const LIST_MAXIMA: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(schema.getTypeMap()).flatMap((type) =>
    isObjectType(type)
      ? Object.values(type.getFields()).flatMap((field) => {
          const maximum = maxItemsOf(field);
          return maximum === undefined ? [] : [[`${type.name}.${field.name}`, maximum]];
        })
      : [],
  ),
);

/**
 * The D1 statements one occurrence of a field in a document runs at most, however many parents it
 * has: a field below the root reads through the request's loaders, once a level (an alias is an
 * occurrence of its own). A root field not named here runs one, a field below the root none.
 * tests/worker/statement-budget.test.ts runs every root field's worst case and fails when one
 * runs more than this counts, so a field that reads D1 cannot be left out.
 */
export const FIELD_STATEMENTS: Readonly<Record<string, number>> = {
  // worker/catalogue/listing.ts: the page, its counts and the total.
  'Query.catalogue': 3,
  'Query.products': 3,
  'Product.related': 1,
  // The departments, read once per isolate (worker/catalogue/categories.ts).
  'Product.category': 1,
  // A staff page: its rows and their count (worker/admin/paging.ts).
  'Query.adminProductPage': 2,
  'AdminProductPage.waitingStockAlerts': 1,
  'Query.adminOrders': 2,
  'Query.adminOrdersCsv': 2,
  // worker/catalogue/catalogue-csv.ts: a page's products, their variants, the first page's audit row.
  'Query.adminCatalogueCsv': 3,
  'Query.adminReturns': 2,
  'Query.adminRepairs': 2,
  'Query.adminQuoteRequests': 2,
  'Query.adminShippingForms': 2,
  'Query.adminNewsletter': 2,
  'Query.adminNewsletterCsv': 2,
  'Query.adminAuditLog': 2,
  'Query.adminOutbox': 2,
  'Query.adminWebhookDeliveries': 2,
  'Query.adminRepairPrices': 2,
  // worker/repairs/price-list-csv.ts: the whole list and the export's audit row.
  'Query.adminRepairPriceCsv': 2,
  'Query.adminCounts': 5,
  // «Numeri» (docs/product.md#numeri): the sales by method, by day, by category and the top
  // products; the repairs' counts (one statement), pickups and states; the stock's counts,
  // the lowest and the alerts; the accountant's summary, its invoices and the audit row.
  'Query.adminSalesFigures': 4,
  'Query.adminRepairFigures': 3,
  'Query.adminStockFigures': 4,
  'Query.adminAccountantCsv': 3,
  'Query.me': 2,
  'Query.warrantyClaim': 3,
  'Order.lines': 1,
  'Order.events': 1,
  'Order.withdrawal': 1,
  'Order.returns': 1,
  'OrderWithdrawal.returnable': 3,
  'OrderReturn.lines': 2,
  'OrderReturn.steps': 1,
  'OrderReturn.adminOrder': 1,
  'OrderReturn.adminRefundDue': 4,
  'Repair.timeline': 1,
  'Repair.estimate': 1,
  'Repair.warrantyUntil': 1,
  'Repair.shipments': 1,
  'AdminRepair.shipments': 1,
  'AdminRepair.timeline': 1,
  'AdminRepair.estimate': 1,
  'AdminRepair.estimates': 1,
  'AdminRepair.awaitingAnswerSince': 1,
  'AdminQuoteRequest.warrantyOf': 1,
  'AdminShippingForm.warrantyOf': 1,
  'User.addresses': 1,
  'User.favorites': 1,
  'User.orders': 1,
  'User.repairs': 1,
  'User.ordersConnection': 1,
  'User.repairsConnection': 1,
  'User.requestsConnection': 2,
  'User.requests': 2,
  'User.devices': 2,
  'Product.verifiedReviews': 1,
  // Every product's variants at that level in one statement (worker/catalogue/catalogue-loaders.ts).
  'Product.variants': 1,
  // The photos of every product an answer holds, one statement (catalogue/catalogue-loaders.ts).
  'Product.photos': 1,
  'Product.mainPhoto': 1,
  'Order.reviewLink': 1,
  'ReviewInvitation.lines': 2,
  'AdminReview.product': 1,
  // worker/appointments/: the settings, the closures and the booked starts.
  'Query.labCalendar': 3,
  'Query.appointmentByLink': 1,
  'Query.adminLabSettings': 1,
  'AdminLabSettings.closures': 1,
  'Query.adminAgenda': 1,
  // The active appointments of every repair at that level, one statement (repair-loaders.ts).
  'Repair.appointment': 1,
  'User.appointments': 1,
};

/**
 * What one statement weighs in the cost, beside the objects and list items: a round trip to the
 * one D1 primary. At 25, 40 statements make a read expensive on their own (LIMITS.expensiveRead),
 * whatever its answer holds.
 */
export const STATEMENT_COST = 25;

/**
 * The fields that run the shop's search (worker/catalogue/search.ts) when their `search` argument
 * holds a word, whatever page they answer: the listing and the header's search, the unpaged list,
 * and the shop module's table.
 */
export const SEARCH_FIELDS: ReadonlySet<string> = new Set([
  'Query.catalogue',
  'Query.products',
  'Query.adminProductPage',
]);

/**
 * The statements a search runs beside those of its field (FIELD_STATEMENTS, which count the
 * field without one): the vocabulary's slice and the ranked matches.
 */
export const SEARCH_STATEMENTS = 2;

/**
 * What a search's work weighs beside its statements: it ranks up to SEARCH_MATCH_LIMIT (1,000)
 * products and filters, sorts and counts them in the Worker, however small the page it answers.
 * At 400, a search asked with nothing else weighs over 500, so two searches in one request are an
 * expensive read (LIMITS.expensiveRead) while the header's search alone is not
 * (docs/product.md#rate-limits).
 */
export const SEARCH_COST = 400;

/** A list without `maxItems` (a new field nobody sized yet) counts as this many items. */
const UNKNOWN_LIST_MAXIMUM = 100;

/**
 * Arguments that size a list: on a list field its own length, on a page (an object) the length of
 * the list inside it. Absent, the list counts at its maximum (or the argument's default).
 */
const SIZE_ARGUMENTS = new Set(['limit', 'first', 'last', 'size']);

/**
 * The values an operation's variables have. Absent (null or undefined), they are not known, as
 * when a document is weighed before anyone sends it: a size is then its maximum and a search is
 * run.
 */
type Variables = Readonly<Record<string, unknown>> | null | undefined;

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
}

type CompositeType = GraphQLObjectType | GraphQLInterfaceType;

function compositeType(type: GraphQLNamedType | null | undefined): CompositeType | null {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type : null;
}

/** The fields asked under one response key, and the type that has them. */
interface Asked {
  parent: CompositeType;
  nodes: FieldNode[];
}

/**
 * The fields selection sets ask of a type, as execution collects them: each fragment expanded
 * once, and the fields under one response key (name or alias) merged into one answer.
 */
function collectFields(
  selectionSets: readonly SelectionSetNode[],
  parent: CompositeType,
  walk: Walk,
  expanded = new Set<string>(),
): Map<string, Asked> {
  const fields = new Map<string, Asked>();
  const collect = (selectionSet: SelectionSetNode, type: CompositeType) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const asked = fields.get(key);
        if (asked) asked.nodes.push(selection);
        else fields.set(key, { parent: type, nodes: [selection] });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? compositeType(walk.schema.getType(selection.typeCondition.name.value))
          : type;
        if (on) collect(selection.selectionSet, on);
      } else {
        const fragment = walk.fragments.get(selection.name.value);
        if (!fragment || expanded.has(fragment.name.value)) continue;
        expanded.add(fragment.name.value);
        const on = compositeType(walk.schema.getType(fragment.typeCondition.name.value));
        if (on) collect(fragment.selectionSet, on);
      }
    }
  };
  for (const selectionSet of selectionSets) collect(selectionSet, parent);
  return fields;
}

/** The selection sets under a key's fields, merged as execution merges them. */
const subselections = (nodes: readonly FieldNode[]) =>
  nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));

/** An argument's value: a literal, or its variable's value; undefined when that is not known. */
function argumentValue(value: ValueNode, variables: Variables): unknown {
  if (value.kind !== Kind.VARIABLE) return valueFromASTUntyped(value);
  return variables ? (variables[value.name.value] ?? null) : undefined;
}

/**
 * The size the arguments ask for, when one does; null (the list's maximum) when a size's variable
 * is not known. A size argument with no value (`first: $first` while the page is asked with
 * `last`) asks nothing: the page's size is the other one's, or the field's default.
 */
function requestedSize(
  node: FieldNode,
  field: GraphQLField<unknown, unknown>,
  variables: Variables,
): number | null {
  for (const argument of node.arguments ?? []) {
    if (!SIZE_ARGUMENTS.has(argument.name.value)) continue;
    const given = argumentValue(argument.value, variables);
    if (given === undefined) return null;
    if (typeof given === 'number') return given;
  }
  const withDefault = field.args.find((arg) => SIZE_ARGUMENTS.has(arg.name));
  return typeof withDefault?.defaultValue === 'number' ? withDefault.defaultValue : null;
}

/**
 * Whether a field of SEARCH_FIELDS runs the shop's search: its `search` holds a word, or may (its
 * variable's value is not known). Text without a letter or a digit searches for nothing.
 */
function runsSearch(node: FieldNode, variables: Variables): boolean {
  const argument = node.arguments?.find((arg) => arg.name.value === 'search');
  if (!argument) return false;
  const text = argumentValue(argument.value, variables);
  return text === undefined || (typeof text === 'string' && searchWords(text).length > 0);
}

function hasSizeArgument(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => SIZE_ARGUMENTS.has(arg.name));
}

/** Items a list holds at most: what was asked for, never more than the list's maximum. */
function listLength(field: GraphQLField<unknown, unknown>, asked: number | null): number {
  const maximum = maxItemsOf(field) ?? UNKNOWN_LIST_MAXIMUM;
  return asked === null ? maximum : Math.max(0, Math.min(asked, maximum));
}

/**
 * An operation's worst case: the objects and list items its answer holds, the statements it runs
 * and the searches among them.
 */
interface Cost {
  items: number;
  statements: number;
  searches: number;
}

const NOTHING: Cost = { items: 0, statements: 0, searches: 0 };

/**
 * What a value of this type costs: 1 per object and 1 per list item, and the statements of the
 * fields under it, which a list does not multiply (they run once a level). `size` is what the
 * field asked for: a list's length, or for a page the length of the list inside it.
 */
function valueCost(
  type: GraphQLOutputType,
  selectionSets: readonly SelectionSetNode[],
  field: GraphQLField<unknown, unknown>,
  size: number | null,
  walk: Walk,
): Cost {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = valueCost(nullable.ofType, selectionSets, field, null, walk);
    return { ...item, items: listLength(field, size) * Math.max(1, item.items) };
  }
  const composite = compositeType(getNamedType(nullable));
  if (!composite || selectionSets.length === 0) return NOTHING;
  const selection = selectionCost(selectionSets, composite, walk, size);
  return { ...selection, items: 1 + selection.items };
}

/** The statements one occurrence of a field runs itself (FIELD_STATEMENTS). */
function statementsOf(type: CompositeType, coordinate: string, walk: Walk): number {
  const root = type === walk.schema.getQueryType() || type === walk.schema.getMutationType();
  return FIELD_STATEMENTS[coordinate] ?? (root ? 1 : 0);
}

/**
 * A selection's worst case. `pageSize` is the size its field asked for when that field is a page
 * (an object holding the list), so the lists right inside it count at that size; the objects
 * beside them (a page's facets, its pageInfo) and their lists do not take it.
 */
function selectionCost(
  selectionSets: readonly SelectionSetNode[],
  parent: CompositeType,
  walk: Walk,
  pageSize: number | null = null,
): Cost {
  const cost = { ...NOTHING };
  for (const { parent: type, nodes } of collectFields(selectionSets, parent, walk).values()) {
    const [node] = nodes;
    // Introspection describes the schema, whose size is fixed; production refuses it anyway.
    if (!node || node.name.value.startsWith('__')) continue;
    const field = type.getFields()[node.name.value];
    if (!field) continue;
    // Fields merged under one key have the same arguments: validation sees to it.
    const asked = hasSizeArgument(field)
      ? requestedSize(node, field, walk.variables)
      : isListType(getNullableType(field.type))
        ? pageSize
        : null;
    const coordinate = `${type.name}.${field.name}`;
    const value = valueCost(field.type, subselections(nodes), field, asked, walk);
    const searches = SEARCH_FIELDS.has(coordinate) && runsSearch(node, walk.variables) ? 1 : 0;
    cost.items += value.items;
    cost.statements +=
      value.statements + statementsOf(type, coordinate, walk) + SEARCH_STATEMENTS * searches;
    cost.searches += value.searches + searches;
  }
  return cost;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/** The values the operation's variables default to, where it gives them one. */
function variableDefaults(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).flatMap((definition) =>
      definition.defaultValue
        ? [[definition.variable.name.value, valueFromASTUntyped(definition.defaultValue)]]
        : [],
    ),
  );
}

function worstCase(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): Cost {
  const root = schema.getRootType(operation.operation);
  if (!root) return NOTHING;
  return selectionCost([operation.selectionSet], root, {
    schema,
    fragments: fragmentsOf(document),
    // A variable left out takes its default, as execution gives it.
    variables: variables && { ...variableDefaults(operation), ...variables },
  });
}

/** What an operation weighs before it runs (operationCost), and the work behind it. */
export interface OperationWeight {
  cost: number;
  /** The most D1 statements it runs (operationStatements). */
  statements: number;
  /** The shop's searches it runs (SEARCH_FIELDS). */
  searches: number;
}

/**
 * An operation's cost: the most objects and list items its answer can hold, every list counted at
 * the size its arguments ask for, or else at its maximum (its field's `maxItems`), and multiplied through
 * nesting; plus STATEMENT_COST for each statement it may run (operationStatements) and SEARCH_COST
 * for each search. Scalars are free: how many a value holds is bounded by the document's own size.
 */
export function operationWeight(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): OperationWeight {
  const { items, statements, searches } = worstCase(schema, document, operation, variables);
  return {
    cost: items + STATEMENT_COST * statements + SEARCH_COST * searches,
    statements,
    searches,
  };
}

/**
 * The most D1 statements an operation runs: each field's FIELD_STATEMENTS once per occurrence,
 * however many parents the lists above it hold, and SEARCH_STATEMENTS more for each search.
 */
export function operationStatements(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): number {
  return operationWeight(schema, document, operation, variables).statements;
}

/** An operation's cost (operationWeight). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): number {
  return operationWeight(schema, document, operation, variables).cost;
}

/** Whether a selection asks, at any depth, for the field at `coordinate` (`Type.field`). */
export function selectsField(
  schema: GraphQLSchema,
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  parent: CompositeType,
  coordinate: string,
): boolean {
  const walk = { schema, fragments: fragmentsOf(document), variables: null };
  // A fragment's fields are the same wherever it is spread: searched once, it need not be again.
  // That also ends a fragment cycle, which the rule refusing them reports in this same pass.
  const expanded = new Set<string>();
  const search = (sets: readonly SelectionSetNode[], type: CompositeType): boolean => {
    for (const { parent: on, nodes } of collectFields(sets, type, walk, expanded).values()) {
      const name = nodes[0]?.name.value;
      if (`${on.name}.${name}` === coordinate) return true;
      const child = compositeType(getNamedType(name ? on.getFields()[name]?.type : undefined));
      if (child && search(subselections(nodes), child)) return true;
    }
    return false;
  };
  return search([selectionSet], parent);
}
