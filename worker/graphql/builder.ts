import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import { staffAccess, type Viewer, verifiedViewer } from '../accounts/viewer';
import { authUnavailable, type GraphQLContext } from '../context';
import { DomainError } from '../domain-error';
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
 * fields. Staff with a token over a few minutes old get UNAUTHENTICATED, which makes the client
 * fetch a fresh one and retry; staff whose sign-in is too old are asked to sign in again
 * (docs/product.md#access).
 */
function refusalFor(ctx: GraphQLContext, failure: AuthFailure): DomainError {
  if (ctx.asker === 'unverifiable') return authUnavailable();
  const viewer = verifiedViewer(ctx.asker);
  if (!viewer || !deniedToStaff(failure)) {
    return new DomainError('Accedi per continuare.', 'UNAUTHENTICATED');
  }
  switch (staffAccess(viewer)) {
    case 'token-stale':
      return new DomainError('La sessione va rinnovata: riprova.', 'UNAUTHENTICATED');
    case 'sign-in-stale':
      return new DomainError(
        'Per sicurezza, accedi di nuovo per continuare a usare la gestione del negozio.',
        'REAUTH_REQUIRED',
      );
    default:
      return new DomainError('Questa funzione è riservata al personale del negozio.', 'FORBIDDEN');
  }
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
