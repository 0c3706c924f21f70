import { describe, expect, it } from 'vitest';
import { isSessionExpired, SESSION_DAYS, sessionExpiry } from '../../schema/rules/session';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('the auth_exp rule', () => {
  it.each([
    [null, false],
    ['', false],
    ['non un numero', false],
    [String(NOW + 1), false],
    [String(NOW), true],
    [String(NOW - 1), true],
  ])('auth_exp %j has passed: %s', (stored, expired) => {
    expect(isSessionExpired(stored, NOW)).toBe(expired);
  });

  it(`lasts ${SESSION_DAYS} days from the sign-in`, () => {
    expect(sessionExpiry(NOW) - NOW).toBe(SESSION_DAYS * 86_400_000);
    expect(isSessionExpired(String(sessionExpiry(NOW)), NOW + 1000)).toBe(false);
  });
});
