// The report in the format a CLI command was asked for (`--format`).
import { renderJson } from '../report/json.js';
import type { RunReport } from '../report/model.js';
import { renderText, type TextOptions } from '../report/text.js';
import type { OutputFormat } from './args.js';

export async function renderReport(
  report: RunReport,
  format: OutputFormat,
  text: TextOptions = {},
): Promise<string> {
  if (format === 'json') return renderJson(report);
  if (format === 'markdown') {
    // The comment's renderer and its marker are loaded only when asked for: `validate` and
    // `plan` print text, and their cold start need not compile the comment's code.
    const [{ renderComment }, { COMMENT_MARKER }] = await Promise.all([
      import('../report/markdown.js'),
      import('../github/markers.js'),
    ]);
    return `${renderComment(report, { marker: COMMENT_MARKER })}\n`;
  }
  return renderText(report, text);
}
