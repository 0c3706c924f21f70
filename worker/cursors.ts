import { DomainError } from './domain-error';

/** The longest page marker read: those the Worker hands out are far shorter. */
export const MAX_CURSOR_LENGTH = 512;

/** The refusal of a page marker the Worker did not hand out for this list (or this sort). */
export function invalidCursor(argument: string): DomainError {
  return new DomainError(
    'Il segnaposto della pagina non è valido: ricarica l’elenco.',
    'BAD_USER_INPUT',
    argument,
  );
}
