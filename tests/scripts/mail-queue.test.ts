import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { ROOT } from '../../scripts/local-stack';

/** The mail queue's consumer as wrangler reads it for one environment (none: the local one). */
function mailConsumer(env?: string) {
  const { queues } = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env });
  const consumers = queues.consumers ?? [];
  expect(consumers.map(({ queue }: { queue: string }) => queue)).toEqual(['riparo-mail']);
  return consumers[0];
}

describe('the mail queue consumer', () => {
  it.each([
    ['locally', undefined],
    ['in production', 'production'],
  ])('%s runs at most 2 at once, to pace Email Service (docs/product.md#e-mail)', (_where, env) => {
    expect(mailConsumer(env)).toMatchObject({
      max_concurrency: 2,
      max_batch_size: 10,
      max_retries: 10,
    });
  });
});
