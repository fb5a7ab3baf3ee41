import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PARTIAL_ECHO, REDACTED, redact, redactorFor, redactValues } from '../../src/console/redact.js';

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

describe('redact: every form of a secret a server was seen to echo (trust, third round)', () => {
  const key = 'console-9f8e7d6c5b4a3210';
  const body = '9f8e7d6c5b4a3210';
  const echoed = (form: string) => redact(`error: ${form} (end)`, key);

  it('the key broken by a line break, a space, a zero-width space or a soft hyphen', () => {
    for (const split of ['\n', ' ', '\u200b', '\u00ad', '\r\n  '])
      expect(echoed(`console-9f8e7d6c${split}5b4a3210`)).toBe(`error: ${REDACTED} (end)`);
  });

  it('base64 of a text that holds the key, at any alignment', () => {
    for (const around of ['', 'a', 'ab', 'abc', 'key=', 'x-access-token:']) {
      const encoded = Buffer.from(`${around}${key}!`).toString('base64');
      expect(echoed(encoded)).not.toContain(encoded.slice(around.length + 4, around.length + 20));
      expect(echoed(encoded)).toContain(REDACTED);
    }
  });

  it('every byte percent-encoded, mixed case, or the key without its public prefix', () => {
    const percent = [...Buffer.from(key)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    expect(echoed(percent)).toBe(`error: ${REDACTED} (end)`);
    expect(echoed('CoNsOlE-9F8e7D6c5B4a3210')).toBe(`error: ${REDACTED} (end)`);
    expect(echoed(body)).toBe(`error: ${REDACTED} (end)`);
    expect(echoed(`${body.slice(0, 9)}...`)).toBe(`error: ${REDACTED}... (end)`);
  });

  it('the GitHub token: upper-cased, in a basic-auth header, as a classic 40-hex token, glued to a word', () => {
    const token = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    for (const form of [token.toUpperCase(), basic, `Bearer_${token}`])
      expect(redact(`auth ${form}`, [key, token])).not.toMatch(
        /16C7e42F292c6912|16C7E42F292C6912|MTZDN2U0MkYy/i,
      );
    const classic = 'e72e16c7e42f292c6912e7710c838347ae178b4a';
    expect(redact(`token ${classic.toUpperCase()} refused`, [key, classic])).toBe(
      `token ${REDACTED} refused`,
    );
  });

  it('never on less than the distinctive body: `console-...` in a review stays as written', () => {
    // Observed: a review description `console-...` was shown as `[REDACTED]...`.
    expect(redact('move the console-... settings', key)).toBe('move the console-... settings');
    expect(redact('see console-9f8e...', key)).toBe(`see ${REDACTED}...`);
    expect(redact('the ghs_ prefix', 'ghs_16C7e42F292c6912E7710c838347Ae178B4a')).toBe('the ghs_ prefix');
  });
});

describe('a redactor bound to the secrets, over a whole value', () => {
  it('finds a short key after an escaped line break or written as a \\u escape, as its texts show it', () => {
    // The look at a value's JSON missed a one-character key after a line break (`x\na` reads
    // `x\\na` there, `a` glued to a word) and one a server wrote as `\u0061`: the value was kept
    // whole, the key in it.
    const redactor = redactorFor('a');
    expect(redactValues({ description: 'x\na' }, redactor)).toEqual({ description: `x\n${REDACTED}` });
    expect(redactor.mayEcho?.('{"description":"\\u0061"}')).toBe(true);
    expect(redactValues(JSON.parse('{"description":"\\u0061"}'), redactor)).toEqual({
      description: REDACTED,
    });
  });

  it('a cut echo whose ellipsis is escaped (`\\u2026`, `%2E%2E%2E`) is one', () => {
    // A JSON body written ASCII-only spells the ellipsis `\u2026`: the look at the raw body found
    // no cut echo there, and the page came back with the key's head in it.
    expect(redactorFor(KEY).mayEcho?.('{"description":"Key: console-4f9a\\u2026"}')).toBe(true);
    expect(redact('Key: console-4f9a\\u2026', KEY)).toBe(`Key: ${REDACTED}\\u2026`);
    expect(redact('Key: console-4f9a%2E%2E%2E', KEY)).toBe(`Key: ${REDACTED}%2E%2E%2E`);
  });

  it('a separator spelt as an escape (`\\u000a`, `\\u200b`, `%0A`) inside the key is a separator', () => {
    const redactor = redactorFor(KEY);
    for (const gap of ['\\u000a', '\\u200b', '%0A', '\\n'])
      expect(redactor.mayEcho?.(`{"d":"${KEY.slice(0, 10)}${gap}${KEY.slice(10)}"}`), gap).toBe(true);
    expect(redact(`Key: ${KEY.slice(0, 10)}%0A${KEY.slice(10)}`, KEY)).toBe(`Key: ${REDACTED}`);
  });

  it('the look at a JSON text lets nothing through that redacting each string would catch (property)', () => {
    // How servers write JSON: as JSON.stringify does, ASCII only, with `\\/`, control characters as `\\u`.
    const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    const writers = [
      (t: string) => JSON.stringify(t),
      (t: string) => JSON.stringify(t).replace(/[\u007f-\uffff]/g, hex),
      (t: string) => JSON.stringify(t).replace(/\//g, '\\/'),
      (t: string) => JSON.stringify(t).replace(/\\[nrtbf]/g, (e) => hex(JSON.parse(`"${e}"`))),
    ];
    const noise = fc.string({ unit: fc.constantFrom(...'a .…/+=%\\"x1-é\n\u200b'), maxLength: 6 });
    for (const secret of [KEY, 'ghs_16C7e42F292c6912E7710c838347Ae178B4a', 'a', 'k3y/+=x']) {
      const forms = [
        secret,
        secret.toUpperCase(),
        `${secret.slice(0, 12)}…`,
        encodeURIComponent(secret),
        Buffer.from(secret).toString('base64'),
        `${secret.slice(0, 5)}\n${secret.slice(5)}`,
        `${secret.slice(0, 5)}\u200b${secret.slice(5)}`,
      ];
      const redactor = redactorFor(secret);
      fc.assert(
        fc.property(
          noise,
          fc.constantFrom(...forms),
          noise,
          fc.constantFrom(...writers),
          (a, form, b, write) => {
            const text = a + form + b;
            if (redact(text, secret) !== text) expect(redactor.mayEcho?.(`{"d":${write(text)}}`)).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    }
  });

  it('keeps a value with no echo as it is, and redacts one with an echo in place', () => {
    const redactor = redactorFor(KEY, 'ghs_16C7e42F292c6912E7710c838347Ae178B4a');
    const clean = { items: [{ name: 'checkout', message: 'fine' }] };
    expect(redactValues(clean, redactor)).toBe(clean);
    expect(redactValues({ items: [{ message: `Key: ${KEY}` }] }, redactor)).toEqual({
      items: [{ message: `Key: ${REDACTED}` }],
    });
  });
});
