import { parseProductId } from '../../schema/rules/catalogue';
import { DomainError } from '../domain-error';

/** A product id as clients send it ("3" is product 3), or a refusal a person understands. */
export function productIdOf(id: string | number, field = 'id'): number {
  const parsed = parseProductId(id);
  if (parsed === null) {
    throw new DomainError('Identificativo prodotto non valido.', 'BAD_USER_INPUT', field);
  }
  return parsed;
}
