import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import type { Viewer } from '../accounts/viewer';
import type { GraphQLContext } from '../context';
import { DomainError } from '../domain-error';

interface ShopSchemaTypes {
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    Money: { Input: number; Output: number };
    DateTime: { Input: Date; Output: number };
  };
  /** Who may ask: every root field and every staff field declares one (docs/product.md#access). */
  AuthScopes: { public: boolean; signedIn: boolean; staff: boolean };
  AuthContexts: {
    signedIn: GraphQLContext & { viewer: Viewer };
    staff: GraphQLContext & { viewer: Viewer };
  };
}

/** The builder's full type set, for helpers that take refs made with it. */
export type Types = PothosSchemaTypes.ExtendDefaultTypes<ShopSchemaTypes>;

/** Whether a refusal came from the staff scope, anywhere in the scopes that were checked. */
function deniedToStaff(failure: AuthFailure): boolean {
  if ('failures' in failure) return failure.failures.some(deniedToStaff);
  return 'scope' in failure && failure.scope === 'staff';
}

/** Staff fields refuse everyone else alike; account fields ask a visitor to sign in. */
const refusalFor = (failure: AuthFailure) =>
  deniedToStaff(failure)
    ? new DomainError('Questa funzione è riservata al personale del negozio.', 'FORBIDDEN')
    : new DomainError('Accedi per continuare.', 'UNAUTHENTICATED');

export const builder = new SchemaBuilder<ShopSchemaTypes>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: ctx.viewer !== null,
      staff: ctx.viewer?.role === 'admin',
    }),
    unauthorizedError: (_parent, _ctx, _info, result) => refusalFor(result.failure),
  },
});

builder.queryType({});
builder.mutationType({});
