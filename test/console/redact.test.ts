import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PARTIAL_ECHO, REDACTED, redact } from '../../src/console/redact.js';

const KEY = 'console-4f9a2b7c1d8e';

describe('redact', () => {
  it('removes the whole key as the real 401 echoes it', () => {
    const message = `This endpoint only accepts an active CONSOLE key, but an invalid key was sent. Key: ${KEY}`;
    expect(redact(message, KEY)).toBe(
      `This endpoint only accepts an active CONSOLE key, but an invalid key was sent. Key: ${REDACTED}`,
    );
  });

  it('removes a truncated echo of at least 8 characters, and leaves shorter fragments', () => {
    expect(redact('Key: console-4f9a...', KEY)).toBe(`Key: ${REDACTED}...`);
    expect(redact('Key: console...', KEY)).toBe('Key: console...');
  });

  it('removes every occurrence, including back to back and overlapping ones', () => {
    expect(redact(`${KEY}${KEY} and ${KEY}`, KEY)).toBe(`${REDACTED} and ${REDACTED}`);
    // A greedy left-to-right replace would take the first 8 a's and leak "aaaaaaab".
    expect(redact('aaaaaaaaaaaaaab', 'aaaaaaaab')).toBe(REDACTED);
  });

  it('redacts a key shorter than the partial threshold only when whole', () => {
    expect(redact('k=abc, k=ab', 'abc')).toBe(`k=${REDACTED}, k=ab`);
  });

  it('leaves text alone when the key is empty or absent', () => {
    expect(redact('nothing to hide', '')).toBe('nothing to hide');
    expect(redact('nothing to hide', KEY)).toBe('nothing to hide');
  });

  it('never leaves the key or a long prefix of it in the output (property)', () => {
    const keyChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-');
    const key = fc.string({ unit: keyChar, minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(
        key,
        fc.array(fc.string({ unit: keyChar, maxLength: 12 }), { maxLength: 6 }),
        fc.nat(),
        (secret, parts, cut) => {
          const echo = secret.slice(0, Math.max(MIN_PARTIAL_ECHO, cut % (secret.length + 1)));
          const text = parts.join(secret) + echo + parts.join(' ');
          const output = redact(text, secret);
          expect(output.includes(secret)).toBe(false);
          const minimum = Math.min(secret.length, MIN_PARTIAL_ECHO);
          for (let length = minimum; length <= secret.length; length += 1) {
            expect(output.includes(secret.slice(0, length))).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
