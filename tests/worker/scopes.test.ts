import { type GraphQLField, type GraphQLObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../worker/graphql/schema';

/** The scopes Pothos recorded for a field, or for every field of its type. */
function scopesOf(field: GraphQLField<unknown, unknown>, type?: GraphQLObjectType) {
  const own = field.extensions.pothosOptions as { authScopes?: Record<string, boolean> };
  const typeOptions = type?.extensions.pothosOptions as
    | { authScopes?: Record<string, boolean> }
    | undefined;
  return { ...typeOptions?.authScopes, ...own?.authScopes };
}

const rootFields = (type: GraphQLObjectType | null | undefined) =>
  Object.values(type?.getFields() ?? {});

describe('who may ask is declared', () => {
  it('on every query and mutation', () => {
    const undeclared = [schema.getQueryType(), schema.getMutationType()]
      .flatMap(rootFields)
      .filter((field) => Object.keys(scopesOf(field)).length === 0)
      .map((field) => field.name);
    expect(undeclared).toEqual([]);
  });

  it('as staff on every staff field, and on every field of the staff types', () => {
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap(rootFields);
    const staffRoots = roots.filter((field) => field.name.startsWith('admin'));
    expect(staffRoots.length).toBeGreaterThan(15);
    for (const field of staffRoots) expect(scopesOf(field), field.name).toEqual({ staff: true });
    const staffTypes = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType =>
        isObjectType(type) && /^Admin(?!.*Input)/.test(type.name),
    );
    for (const type of staffTypes) {
      for (const field of Object.values(type.getFields())) {
        expect(scopesOf(field, type), `${type.name}.${field.name}`).toEqual({ staff: true });
      }
    }
  });

  it('as a signed-in person on every account mutation', () => {
    const account = ['ensureProfile', 'recordLogin', 'updateProfile', 'saveAddress'];
    const fields = schema.getMutationType()?.getFields() ?? {};
    for (const name of account) {
      const field = fields[name];
      expect(field, name).toBeDefined();
      if (field) expect(scopesOf(field), name).toEqual({ signedIn: true });
    }
  });
});

describe('the figures of Numeri', () => {
  it('are staff-only on every field of their types', () => {
    const types = [
      'SalesAmounts',
      'SalesByPaymentMethod',
      'SalesDay',
      'ProductSales',
      'SalesFigures',
      'RepairReadyTime',
      'RepairsInState',
      'RepairFigures',
      'LowStockProduct',
      'StockFigures',
      'AccountantSummary',
    ];
    for (const name of types) {
      const type = schema.getType(name);
      expect(isObjectType(type), name).toBe(true);
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        expect(scopesOf(field, type), `${name}.${field.name}`).toEqual({ staff: true });
      }
    }
  });
});
