import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/** The one typed entry for GraphQL documents: results and variables are typed from the schema. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { Money: number; DateTime: string; ID: string };
}>();
