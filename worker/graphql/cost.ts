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
} from 'graphql';
import { MAX_ACCOUNT_DEVICES } from '../../schema/rules/account-devices';
import { MAX_SAVED_ADDRESSES } from '../../schema/rules/addresses';
import { RELATED_LIMIT } from '../../schema/rules/catalogue';
import {
  LISTING_PAGE_SIZE,
  MAX_BRAND_FACETS,
  PRICE_RANGES,
  PRODUCTS_LIST_LIMIT,
} from '../../schema/rules/catalogue-filters';
import { ESTIMATE_LIMITS } from '../../schema/rules/estimates';
import { MAX_PAGE_SIZE } from '../../schema/rules/paging';
import { MAX_RETURNS_PER_ORDER } from '../../schema/rules/withdrawal';
import { ORDER_STATUS, RETURN_STATUS } from '../../schema/vocabulary';
import { MAX_ACCOUNT_LISTED } from '../accounts/account-repairs';
import { AWAITING_ANSWER_LIMIT, ESTIMATES_LISTED } from '../repairs/estimates';

/**
 * The most items each list field can hold (docs/product.md#rate-limits). Where a number is
 * enforced elsewhere the comment says where; the others are the shop's own ceilings, and the
 * result-size bound (result-size.ts) still stops an answer whose lists outgrow them.
 */
export const LIST_MAXIMA: Readonly<Record<string, number>> = {
  // A page of the catalogue, the unpaged list's bound (schema/rules/catalogue-filters.ts).
  'Query.categories': 20,
  'Query.products': PRODUCTS_LIST_LIMIT,
  'ProductConnection.nodes': LISTING_PAGE_SIZE.max,
  'ProductFacets.categories': 20,
  'ProductFacets.brands': MAX_BRAND_FACETS,
  'ProductFacets.priceRanges': PRICE_RANGES.length,
  'Query.bestsellers': PRODUCTS_LIST_LIMIT,
  'Query.adminProducts': PRODUCTS_LIST_LIMIT,
  'Product.images': 10,
  // The shop module's product edit: 1 to 12 colours and versions (schema/rules/catalogue.ts).
  'Product.colors': 12,
  'Product.sizes': 12,
  'Product.related': RELATED_LIMIT.max,
  'ProductDetails.specialFeatures': 20,
  'ProductDetails.features': 20,
  // A cart and so an order hold at most 100 lines (worker/orders/cart-lines.ts).
  'CartTotals.lines': 100,
  'Order.lines': 100,
  // One event per state reached, and the states an order can still move to.
  'Order.events': ORDER_STATUS.values.length,
  'Order.adminNextStatuses': ORDER_STATUS.values.length,
  // Unbounded in D1: a customer's orders and a repair's timeline rarely pass these.
  'Query.myOrders': 100,
  'User.orders': 100,
  'Repair.timeline': 30,
  'AdminRepair.timeline': 30,
  // worker/repairs/estimates.ts and schema/rules/estimates.ts.
  'RepairEstimate.lines': ESTIMATE_LIMITS.lines.max,
  'AdminRepair.estimates': ESTIMATES_LISTED,
  'Query.adminRepairsAwaitingAnswer': AWAITING_ANSWER_LIMIT,
  // worker/orders/order-loaders.ts and worker/accounts/favorites.ts.
  'Query.guestOrders': 50,
  'User.favorites': 100,
  'User.addresses': MAX_SAVED_ADDRESSES,
  // worker/accounts/account-repairs.ts and schema/rules/account-devices.ts.
  'User.repairs': MAX_ACCOUNT_LISTED,
  'User.requests': MAX_ACCOUNT_LISTED,
  'User.devices': MAX_ACCOUNT_DEVICES,
  'AdminOrderPage.items': MAX_PAGE_SIZE,
  'AdminRepairPage.items': MAX_PAGE_SIZE,
  'AdminQuoteRequestPage.items': MAX_PAGE_SIZE,
  'AdminShippingFormPage.items': MAX_PAGE_SIZE,
  'AdminNewsletterPage.items': MAX_PAGE_SIZE,
  'AdminAuditPage.items': MAX_PAGE_SIZE,
  'AdminOutboxPage.items': MAX_PAGE_SIZE,
  'AdminProductPage.items': MAX_PAGE_SIZE,
  // One count per product of the page (worker/catalogue/stock-alerts.ts).
  'AdminProductPage.waitingStockAlerts': MAX_PAGE_SIZE,
  // A price's 30-day window of changes (worker/catalogue/price-history.ts): staff-only, and a
  // product rarely changes price more than a few times a month.
  'Query.adminProductPriceChanges': 100,
  'Query.adminLatestAudit': 10,
  // schema/rules/withdrawal.ts: an order's returns, each of its lines and one step per state.
  'Order.returns': MAX_RETURNS_PER_ORDER,
  'OrderReturn.lines': 100,
  'OrderReturn.steps': RETURN_STATUS.values.length,
  'OrderWithdrawal.returnable': 100,
  'AdminReturnPage.items': MAX_PAGE_SIZE,
};

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
  'Query.adminReturns': 2,
  'Query.adminRepairs': 2,
  'Query.adminQuoteRequests': 2,
  'Query.adminShippingForms': 2,
  'Query.adminNewsletter': 2,
  'Query.adminNewsletterCsv': 2,
  'Query.adminAuditLog': 2,
  'Query.adminOutbox': 2,
  'Query.adminCounts': 5,
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
  'User.requests': 2,
  'User.devices': 2,
};

/**
 * What one statement weighs in the cost, beside the objects and list items: a round trip to the
 * one D1 primary. At 25, 40 statements make an anonymous read expensive on their own
 * (LIMITS.expensiveRead), whatever its answer holds.
 */
export const STATEMENT_COST = 25;

/** A list not in LIST_MAXIMA (a new field nobody sized yet) counts as this many items. */
const UNKNOWN_LIST_MAXIMUM = 100;

/**
 * Arguments that size a list: on a list field its own length, on a page (an object) the length of
 * the list inside it. Absent, the list counts at its maximum (or the argument's default).
 */
const SIZE_ARGUMENTS = new Set(['limit', 'first', 'last', 'size']);

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

/** The size an argument asks for, when it names one: a literal or a variable's value. */
function requestedSize(
  node: FieldNode,
  field: GraphQLField<unknown, unknown>,
  variables: Variables,
): number | null {
  for (const argument of node.arguments ?? []) {
    if (!SIZE_ARGUMENTS.has(argument.name.value)) continue;
    const value = argument.value;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const given = variables?.[value.name.value];
      return typeof given === 'number' ? given : null;
    }
  }
  const withDefault = field.args.find((arg) => SIZE_ARGUMENTS.has(arg.name));
  return typeof withDefault?.defaultValue === 'number' ? withDefault.defaultValue : null;
}

function hasSizeArgument(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => SIZE_ARGUMENTS.has(arg.name));
}

/** Items a list holds at most: what was asked for, never more than the list's maximum. */
function listLength(coordinate: string, asked: number | null): number {
  const maximum = LIST_MAXIMA[coordinate] ?? UNKNOWN_LIST_MAXIMUM;
  return asked === null ? maximum : Math.max(0, Math.min(asked, maximum));
}

/** An operation's worst case: the objects and list items its answer holds, the statements it runs. */
interface Cost {
  items: number;
  statements: number;
}

/**
 * What a value of this type costs: 1 per object and 1 per list item, and the statements of the
 * fields under it, which a list does not multiply (they run once a level). `size` is what the
 * field asked for: a list's length, or for a page the length of the list inside it.
 */
function valueCost(
  type: GraphQLOutputType,
  selectionSets: readonly SelectionSetNode[],
  coordinate: string,
  size: number | null,
  walk: Walk,
): Cost {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = valueCost(nullable.ofType, selectionSets, coordinate, null, walk);
    return {
      items: listLength(coordinate, size) * Math.max(1, item.items),
      statements: item.statements,
    };
  }
  const composite = compositeType(getNamedType(nullable));
  if (!composite || selectionSets.length === 0) return { items: 0, statements: 0 };
  const selection = selectionCost(selectionSets, composite, walk, size);
  return { items: 1 + selection.items, statements: selection.statements };
}

/** The statements one occurrence of a field runs itself (FIELD_STATEMENTS). */
function statementsOf(type: CompositeType, coordinate: string, walk: Walk): number {
  const root = type === walk.schema.getQueryType() || type === walk.schema.getMutationType();
  return FIELD_STATEMENTS[coordinate] ?? (root ? 1 : 0);
}

/**
 * A selection's worst case. `pageSize` is the size its field asked for when that field is a page
 * (an object holding the list), so the list inside counts at that size.
 */
function selectionCost(
  selectionSets: readonly SelectionSetNode[],
  parent: CompositeType,
  walk: Walk,
  pageSize: number | null = null,
): Cost {
  const cost = { items: 0, statements: 0 };
  for (const { parent: type, nodes } of collectFields(selectionSets, parent, walk).values()) {
    const [node] = nodes;
    // Introspection describes the schema, whose size is fixed; production refuses it anyway.
    if (!node || node.name.value.startsWith('__')) continue;
    const field = type.getFields()[node.name.value];
    if (!field) continue;
    // Fields merged under one key have the same arguments: validation sees to it.
    const asked = hasSizeArgument(field) ? requestedSize(node, field, walk.variables) : pageSize;
    const coordinate = `${type.name}.${field.name}`;
    const value = valueCost(field.type, subselections(nodes), coordinate, asked, walk);
    cost.items += value.items;
    cost.statements += value.statements + statementsOf(type, coordinate, walk);
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

function worstCase(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): Cost {
  const root = schema.getRootType(operation.operation);
  if (!root) return { items: 0, statements: 0 };
  return selectionCost([operation.selectionSet], root, {
    schema,
    fragments: fragmentsOf(document),
    variables,
  });
}

/**
 * The most D1 statements an operation runs: each field's FIELD_STATEMENTS once per occurrence,
 * however many parents the lists above it hold.
 */
export function operationStatements(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): number {
  return worstCase(schema, document, operation, variables).statements;
}

/**
 * An operation's cost: the most objects and list items its answer can hold, every list counted at
 * the size its arguments ask for, or else at its maximum (LIST_MAXIMA), and multiplied through
 * nesting; plus STATEMENT_COST for each statement it may run (operationStatements). Scalars are
 * free: how many a value holds is bounded by the document's own size.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): number {
  const { items, statements } = worstCase(schema, document, operation, variables);
  return items + STATEMENT_COST * statements;
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
