// Keeping markdown under a size limit without breaking it: cut at a line boundary, close the
// <details> the cut left open, say that it was cut. Sizes are measured by a function so the same
// code serves a comment (characters) and a job summary (bytes).

export type Measure = (text: string) => number;

/** UTF-16 code units: never fewer than the characters GitHub counts, so a safe bound. */
export const measureChars: Measure = (text) => text.length;
export const measureBytes: Measure = (text) => Buffer.byteLength(text, 'utf8');

const DETAILS_OPEN = /^<details[ >]/gm;
const DETAILS_CLOSE = /^<\/details>/gm;
const CLOSER = '\n\n</details>';

/**
 * Cuts markdown to at most `max` at a line boundary, closes any `<details>` left open by the cut
 * and appends `note`. Text that fits is returned unchanged.
 */
export function fitMarkdown(
  text: string,
  max: number,
  note: string,
  measure: Measure = measureChars,
): string {
  if (measure(text) <= max) return text;
  const tail = `\n\n${note}\n`;
  // Room for closing every <details> the text opens: the cut may land inside any of them.
  const budget = max - measure(tail) - measure(CLOSER) * countMatches(text, DETAILS_OPEN);
  if (budget <= 0) return clipMeasured(note, max, measure);
  let kept = clipMeasured(text, budget, measure);
  const lastBreak = kept.lastIndexOf('\n');
  if (lastBreak > 0) kept = kept.slice(0, lastBreak);
  // Closing what the cut left open keeps the note (and anything appended later) outside it.
  return `${kept}${CLOSER.repeat(openDetails(kept))}${tail}`;
}

function openDetails(text: string): number {
  return Math.max(0, countMatches(text, DETAILS_OPEN) - countMatches(text, DETAILS_CLOSE));
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** The longest prefix of whole code points that measures at most `max`. */
function clipMeasured(text: string, max: number, measure: Measure): string {
  if (measure(text) <= max) return text;
  let low = 0;
  let high = Math.min(text.length, Math.max(0, max));
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (measure(text.slice(0, middle)) <= max) low = middle;
    else high = middle - 1;
  }
  // Never end on the first half of a surrogate pair.
  const code = text.charCodeAt(low - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? low - 1 : low);
}
