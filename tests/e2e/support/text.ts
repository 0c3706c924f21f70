import type { Locator } from '@playwright/test';

/** A pattern that finds this text as it is, special characters and all. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A pattern for exactly this text, whole. */
export const exactly = (text: string) => new RegExp(`^${literally(text).source}$`);

/** The value beside a term of a description list: "Stato" → "In diagnosi". */
export function definitionOf(scope: Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: exactly(term) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
}
