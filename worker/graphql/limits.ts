import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { GraphQLError } from 'graphql';

export const LIMITS = { depth: 8, aliases: 15, tokens: 1000, directives: 50, cost: 5000 } as const;

/**
 * graphql-armor reports a rejection as a "Syntax Error"; re-issue it as what it is, with a code
 * a client can recognise.
 */
const rejectAsTooComplex: GraphQLArmorRejectCallback = (context, error) => {
  const rejection = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
    extensions: { code: 'QUERY_TOO_COMPLEX' },
  });
  if (!context) throw rejection;
  context.reportError(rejection);
};

const onRejection = { propagateOnRejection: false, onReject: [rejectAsTooComplex] };

/** Query limits in the spirit of graphql-armor's defaults. */
export function queryLimitPlugins(options: { development: boolean }) {
  const plugins = [
    maxTokensPlugin({ n: LIMITS.tokens, ...onRejection }),
    maxDepthPlugin({ n: LIMITS.depth, flattenFragments: true, ...onRejection }),
    maxAliasesPlugin({ n: LIMITS.aliases, ...onRejection }),
    maxDirectivesPlugin({ n: LIMITS.directives, ...onRejection }),
    costLimitPlugin({ maxCost: LIMITS.cost, ...onRejection }),
  ];
  // Suggestions ("did you mean ...?") help developers and map the schema for everyone else.
  if (!options.development) plugins.push(blockFieldSuggestionsPlugin());
  return plugins;
}
