import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context';

interface ShopSchemaTypes {
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    Money: { Input: number; Output: number };
  };
}

/** The builder's full type set, for helpers that take refs made with it. */
export type Types = PothosSchemaTypes.ExtendDefaultTypes<ShopSchemaTypes>;

export const builder = new SchemaBuilder<ShopSchemaTypes>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
