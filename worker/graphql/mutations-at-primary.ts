import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';

/**
 * A mutation reads what it is about to change (the stock, an order's state), so its D1 session
 * starts at the primary, which has every write, rather than at a replica that may lag (D1's
 * `first-primary`). Its writes go to the primary whatever the start.
 */
export function mutationsAtPrimaryPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') {
        args.contextValue.d1.startAtPrimary();
      }
    },
  };
}
