import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md#verifying-a-webhook shows outside clients how to check a signature; the e2e
 * receiver (tests/e2e/support/webhooks.ts) runs that very function against the real Worker, so
 * the example stays one that works.
 */
const functionText = (text: string) => {
  const start = text.indexOf('export function verifyRiparoLab(');
  const end = text.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error('verifyRiparoLab not found');
  return text.slice(start, end + 2);
};

describe('the webhook verification example', () => {
  it('is the function the end-to-end receiver verifies with', () => {
    const docs = readFileSync('docs/product.md', 'utf8');
    const section = docs.slice(docs.indexOf('### Verifying a webhook'));
    const example = section.slice(section.indexOf('```ts'), section.indexOf('```\n', 6));
    const receiver = readFileSync('tests/e2e/support/webhooks.ts', 'utf8');
    expect(functionText(example)).toBe(functionText(receiver));
  });
});
