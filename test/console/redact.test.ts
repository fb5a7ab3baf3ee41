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
    // A greedy left-to-right replace could stop short and leak the key's end; what precedes the
    // key is not the key, and stays.
    expect(redact('aaaaaaaaaaaaaab', 'aaaaaaaab')).toBe(`aaaaaa${REDACTED}`);
  });

  it('redacts a short key only as a whole token, so it does not eat the text around it', () => {
    expect(redact('k=abc, k=ab, abcd', 'abc')).toBe(`k=${REDACTED}, k=ab, abcd`);
    expect(redact('a metric named alpha, a', 'a')).toBe(`${REDACTED} metric named alpha, ${REDACTED}`);
  });

  it('leaves a name that only shares the public prefix of every key alone', () => {
    // Observed: `console-latency` came out as `[REDACTED]latency`.
    expect(redact('console-latency::mean', KEY)).toBe('console-latency::mean');
    expect(redact('Key: console-4f9a2b7c1d8e', KEY)).toBe(`Key: ${REDACTED}`);
  });

  it('removes the forms a server echoes the key in: upper-case, URL-encoded, JSON-escaped, base64', () => {
    const key = 'console-Ab/+9"x\\y==';
    for (const form of [
      key.toUpperCase(),
      encodeURIComponent(key),
      JSON.stringify(key).slice(1, -1),
      Buffer.from(key).toString('base64'),
      Buffer.from(key).toString('base64url'),
    ]) {
      expect(redact(`echo: ${form}.`, key)).toBe(`echo: ${REDACTED}.`);
    }
  });

  it('leaves text alone when the key is empty or absent', () => {
    expect(redact('nothing to hide', '')).toBe('nothing to hide');
    expect(redact('nothing to hide', KEY)).toBe('nothing to hide');
  });

  it('never leaves the key or a long prefix of it in the output (property)', () => {
    const keyChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-');
    const key = fc.string({ unit: keyChar, minLength: MIN_PARTIAL_ECHO, maxLength: 40 });
    fc.assert(
      fc.property(
        key,
        fc.array(fc.string({ unit: keyChar, maxLength: 12 }), { maxLength: 6 }),
        fc.nat(),
        (secret, parts, cut) => {
          const echo = secret.slice(0, Math.max(MIN_PARTIAL_ECHO, cut % (secret.length + 1)));
          const text = `${parts.join(secret)}${echo}...${parts.join(' ')}`;
          const output = redact(text, secret);
          expect(output.includes(secret)).toBe(false);
          expect(output.includes(`${echo}...`)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
