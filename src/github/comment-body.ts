// Pure text work on comment bodies: where the marker goes, how the "applied" section is added
// or replaced, and when two bodies are the same (no write at all then).
import { COMMENT_MAX_CHARS, fitMarkdown, VOLATILE_LINE_MARK } from '../report/markdown.js';
import { appliedMarker } from './markers.js';

export { COMMENT_MAX_CHARS };

/** The body with `marker` as its first line (added when the caller's body lacks it). */
export function withMarker(marker: string, body: string): string {
  return body.startsWith(marker) ? body : `${marker}\n${body}`;
}

/**
 * Whether a write would change what a reader sees: GitHub may hand a body back with CRLF line
 * ends, and the lines marked volatile (the run link) differ on every run of the same result.
 */
export function sameBody(stored: string | null | undefined, wanted: string): boolean {
  return comparable(stored ?? '') === comparable(wanted);
}

function comparable(body: string): string {
  return body
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => !line.endsWith(VOLATILE_LINE_MARK))
    .join('\n');
}

const CUT_FOR_SECTION =
  '_The report above was shortened to make room for what the merge applied; the full report is in the job summary._';
const SECTION_CUT = '_Shortened to fit in the comment._';

/**
 * `body` with its trailing "applied" section (everything from the sub-marker on) replaced by
 * `section`, within COMMENT_MAX_CHARS: the report part is cut first, at a line boundary.
 */
export function withAppliedSection(body: string, marker: string, section: string): string {
  const subMarker = appliedMarker(marker);
  const at = body.indexOf(subMarker);
  const report = withMarker(marker, (at < 0 ? body : body.slice(0, at)).trimEnd());
  // The section may take at most half, so the report above it stays readable.
  const applied = fitMarkdown(
    `${subMarker}\n${section.trim()}\n`,
    Math.floor(COMMENT_MAX_CHARS / 2),
    SECTION_CUT,
  );
  const room = COMMENT_MAX_CHARS - applied.length - 2;
  const kept = report.length <= room ? report : fitMarkdown(report, room, CUT_FOR_SECTION).trimEnd();
  return `${kept}\n\n${applied}`;
}
