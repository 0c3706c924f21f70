import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import { signInRefusal, staffRefusal } from '../accounts/staff-refusal';
import { staffAccess, type Viewer, verifiedViewer } from '../accounts/viewer';
import type { GraphQLContext } from '../context';
import type { DomainError } from '../domain-error';
import './result-size';

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

/**
 * A visitor is asked to sign in, whatever the field; a signed-in customer is refused staff
 * fields, and staff whose session is stale are told what to renew (accounts/staff-refusal.ts).
 */
function refusalFor(ctx: GraphQLContext, failure: AuthFailure): DomainError {
  if (!deniedToStaff(failure)) return signInRefusal(ctx.asker);
  return staffRefusal(ctx.asker) ?? signInRefusal(ctx.asker);
}

export const builder = new SchemaBuilder<ShopSchemaTypes>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, 'resultSize'],
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: verifiedViewer(ctx.asker) !== null,
      staff: staffAccess(verifiedViewer(ctx.asker)) === 'granted',
    }),
    unauthorizedError: (_parent, ctx, _info, result) => refusalFor(ctx, result.failure),
  },
});

builder.queryType({});
builder.mutationType({});
