import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    Money: { Input: number; Output: number };
  };
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
