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

/** Instants are milliseconds in D1 and ISO 8601 text on the wire. */
builder.scalarType('DateTime', {
  description: 'An instant as ISO 8601 text in UTC: 2026-11-23T09:30:00.000Z.',
  serialize: (ms) => new Date(ms).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) {
      throw new GraphQLError('Una data deve essere nel formato ISO 8601.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return date;
  },
});
