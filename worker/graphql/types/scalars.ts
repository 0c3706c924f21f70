import { GraphQLError, Kind } from 'graphql';
import { builder } from '../builder';

const MAX_CENTS = 1_000_000_000_00;

function toCents(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || Math.abs(value) > MAX_CENTS) {
    throw new GraphQLError('Un importo deve essere un numero intero di centesimi.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

builder.scalarType('Money', {
  description: 'An amount in euro cents (an Int): 129900 is 1.299,00 EUR.',
  serialize: toCents,
  parseValue: toCents,
  parseLiteral: (ast) => toCents(ast.kind === Kind.INT ? Number(ast.value) : Number.NaN),
});
