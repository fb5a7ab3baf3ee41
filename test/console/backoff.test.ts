import { describe, expect, it } from 'vitest';
import { backoffDelayMs, parseRetryAfter } from '../../src/console/backoff.js';

const policy = { baseDelayMs: 100, maxDelayMs: 1_000 };

describe('backoffDelayMs', () => {
  it('doubles the ceiling each attempt and caps it at maxDelayMs', () => {
    const nearlyOne = () => 0.999_999;
    expect(backoffDelayMs(1, policy, nearlyOne)).toBe(99);
    expect(backoffDelayMs(2, policy, nearlyOne)).toBe(199);
    expect(backoffDelayMs(3, policy, nearlyOne)).toBe(399);
    expect(backoffDelayMs(5, policy, nearlyOne)).toBe(999);
    expect(backoffDelayMs(60, policy, nearlyOne)).toBe(999);
  });

  it('is full jitter: anywhere from 0 up to the ceiling', () => {
    expect(backoffDelayMs(4, policy, () => 0)).toBe(0);
    expect(backoffDelayMs(4, policy, () => 0.5)).toBe(400);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
  });

  it('reads an HTTP date relative to now, and a past date as no wait', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('ignores an absent or unreadable value', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('2026', now)).toBe(2_026_000);
  });
});
