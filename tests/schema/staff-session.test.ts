import { describe, expect, it } from 'vitest';
import { staffSession } from '../../schema/rules/staff-session';

const NOW = 1_800_000_000;
const MINUTE = 60;
const HOUR = 3600;

describe('staffSession', () => {
  it('is fresh with a token issued in the last 5 minutes after a sign-in in the last 12 hours', () => {
    expect(staffSession({ issuedAt: NOW, authTime: NOW }, NOW)).toBe('fresh');
    expect(staffSession({ issuedAt: NOW - 5 * MINUTE, authTime: NOW - 12 * HOUR }, NOW)).toBe(
      'fresh',
    );
  });

  it('asks for a younger token once it is more than 5 minutes old', () => {
    expect(staffSession({ issuedAt: NOW - 5 * MINUTE - 1, authTime: NOW - HOUR }, NOW)).toBe(
      'token-stale',
    );
  });

  it('asks for a new sign-in after 12 hours, however young the token', () => {
    expect(staffSession({ issuedAt: NOW, authTime: NOW - 12 * HOUR - 1 }, NOW)).toBe(
      'sign-in-stale',
    );
    expect(staffSession({ issuedAt: NOW - HOUR, authTime: NOW - 13 * HOUR }, NOW)).toBe(
      'sign-in-stale',
    );
  });
});
