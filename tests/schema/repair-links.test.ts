import { describe, expect, it } from 'vitest';
import {
  linkExpiryAfterEmail,
  parseRepairLinkPayload,
  REPAIR_LINK_DAYS,
  repairLinkPayload,
  repairLinkState,
} from '../../schema/rules/repair-links';

const DAY = 86_400_000;

describe('linkExpiryAfterEmail', () => {
  it('is 30 days after the e-mail, or after the estimate’s validity when that ends later', () => {
    expect(REPAIR_LINK_DAYS).toBe(30);
    expect(linkExpiryAfterEmail(1_000)).toBe(1_000 + 30 * DAY);
    expect(linkExpiryAfterEmail(1_000, 1_000 + 15 * DAY)).toBe(1_000 + 45 * DAY);
    expect(linkExpiryAfterEmail(1_000 + 20 * DAY, 1_000)).toBe(1_000 + 50 * DAY);
  });
});

describe('the signed payload', () => {
  it('names the repair and its generation, and reads back', () => {
    const payload = repairLinkPayload({ id: 'abc_-9', linkGeneration: 3 });
    expect(payload).toBe('abc_-9:3');
    expect(parseRepairLinkPayload(payload)).toEqual({ repairId: 'abc_-9', generation: 3 });
  });

  it('reads a link e-mailed before revocation existed as generation 0', () => {
    expect(parseRepairLinkPayload('abc')).toEqual({ repairId: 'abc', generation: 0 });
  });

  it('refuses anything else', () => {
    for (const bad of ['', ':1', 'a:b', 'a:1:2', 'a:-1', 'a:1.5', `a:${'9'.repeat(10)}`]) {
      expect(parseRepairLinkPayload(bad)).toBeNull();
    }
  });
});

describe('repairLinkState', () => {
  const repair = { linkExpiresAtMs: 2_000, linkGeneration: 1 };
  it('is open before the expiry, expired from it, revoked for another generation', () => {
    expect(repairLinkState(repair, 1, 1_999)).toBe('open');
    expect(repairLinkState(repair, 1, 2_000)).toBe('expired');
    expect(repairLinkState(repair, 0, 1_000)).toBe('revoked');
  });
});
