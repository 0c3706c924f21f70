import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  GraphQLError,
  getOperationAST,
  isObjectType,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { verifiedViewer } from '../accounts/viewer';
import type { GraphQLContext } from '../context';
import { DomainError } from '../domain-error';
import { withinLimit } from '../rate-limit';
import { operationWeight, selectsField } from './cost';
import { resultSizePlugin } from './result-size';

/**
 * `cost` bounds an answer's objects and list items, before running (worst case, cost.ts) and
 * while running (as counted, result-size.ts); a read above `expensiveRead` counts against a read
 * limit (readBudget). See docs/product.md#rate-limits.
 */
export const LIMITS = {
  depth: 8,
  aliases: 15,
  tokens: 1000,
  directives: 50,
  cost: 15_000,
  expensiveRead: 1_000,
} as const;

/** Limits never say their values: a client learns that it asked too much, not how much is allowed. */
export const TOO_COMPLEX = 'La richiesta è troppo complessa.';

const tooComplex = (message = TOO_COMPLEX) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });

/** graphql-armor reports a rejection as a "Syntax Error" that names the limit; say it our way. */
const rejectAsTooComplex: GraphQLArmorRejectCallback = (context) => {
  if (!context) throw tooComplex();
  context.reportError(tooComplex());
};

const onRejection = { propagateOnRejection: false, onReject: [rejectAsTooComplex] };

/**
 * Related products of related products multiply the catalogue by itself at every level: one
 * level is what a product page shows, and all a client may ask.
 */
const relatedNotNested: ValidationRule = (context: ValidationContext) => ({
  Field(node) {
    const parent = context.getParentType();
    if (!isObjectType(parent) || parent.name !== 'Product' || node.name.value !== 'related') return;
    if (!node.selectionSet) return;
    const schema = context.getSchema();
    if (selectsField(schema, context.getDocument(), node.selectionSet, parent, 'Product.related')) {
      context.reportError(tooComplex('I prodotti correlati non possono contenerne altri.'));
    }
  },
});

/** What production answers `__schema` and `__type` with. */
export const NO_INTROSPECTION = 'Lo schema non è consultabile.';

/**
 * Production does not describe its schema to strangers; `__typename` stays. The API reference
 * (/api) and the SDL (/api/schema.graphql) are how outside programs learn it.
 */
const noIntrospection: ValidationRule = (context: ValidationContext) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(NO_INTROSPECTION, {
          nodes: node,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    }
  },
});

function validationRulesPlugin(rules: ValidationRule[]): Plugin {
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

/** The answer to a request refused before it ran: errors only, nothing executed. */
const refusal = (error: GraphQLError) => ({ errors: [error] });

/**
 * The read limit a request spends (docs/product.md#rate-limits): a signed-in account with a
 * confirmed e-mail has its own, per account and client, above the visitors'; anyone else (a
 * visitor, an unconfirmed sign-up, a token that cannot be checked) spends its client's.
 */
function readBudget(context: GraphQLContext): { limiter: RateLimit; key: string } {
  const viewer = verifiedViewer(context.asker);
  return viewer?.emailVerified
    ? { limiter: context.env.ACCOUNT_READS_RATE_LIMIT, key: `${viewer.uid}:${context.client}` }
    : { limiter: context.env.READS_RATE_LIMIT, key: context.client };
}

/**
 * Refuses an operation whose worst case is over the cost limit, and counts a read heavier than
 * `expensiveRead` against its read limit: once, or once for each search it runs, so searches
 * packed into one request spend what as many requests would. Runs only for what the isolate
 * cache did not answer (worker/index.ts answers those first).
 */
function costLimitPlugin(): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      // The variables as sent: one left out is absent (or its default), not any value at all.
      const { cost, searches } = operationWeight(
        args.schema,
        args.document,
        operation,
        args.variableValues ?? {},
      );
      if (cost > LIMITS.cost) {
        setResultAndStopExecution(refusal(tooComplex()));
        return;
      }
      if (operation.operation !== 'query' || cost <= LIMITS.expensiveRead) return;
      const { limiter, key } = readBudget(args.contextValue);
      try {
        await Promise.all(
          Array.from({ length: Math.max(1, searches) }, () => withinLimit(limiter, key, 'read')),
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        setResultAndStopExecution(
          refusal(new GraphQLError(error.message, { extensions: { code: error.code } })),
        );
      }
    },
  };
}

/** Query limits in the spirit of graphql-armor's, with our own cost model and messages. */
export function queryLimitPlugins(options: { environment: string }) {
  const plugins = [
    maxTokensPlugin({ n: LIMITS.tokens, ...onRejection }),
    maxDepthPlugin({ n: LIMITS.depth, flattenFragments: true, ...onRejection }),
    maxAliasesPlugin({ n: LIMITS.aliases, ...onRejection }),
    maxDirectivesPlugin({ n: LIMITS.directives, ...onRejection }),
    validationRulesPlugin(
      options.environment === 'production'
        ? [relatedNotNested, noIntrospection]
        : [relatedNotNested],
    ),
    costLimitPlugin(),
    resultSizePlugin({ maxItems: LIMITS.cost }),
  ];
  // Suggestions ("did you mean ...?") help developers and map the schema for everyone else.
  if (options.environment !== 'development') plugins.push(blockFieldSuggestionsPlugin());
  return plugins;
}
