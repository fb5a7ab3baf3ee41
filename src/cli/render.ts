// The report in the format a CLI command was asked for (`--format`).
import { COMMENT_MARKER } from '../github/markers.js';
import { renderJson } from '../report/json.js';
import { type CommentContext, renderComment } from '../report/markdown.js';
import type { RunReport } from '../report/model.js';
import { renderText, type TextOptions } from '../report/text.js';
import type { OutputFormat } from './args.js';

/**
 * `reviewsForm`: how the PR comment shows the watched reviews beside a plan (the config's
 * `reviews.inPullRequest`), so a plan's markdown is that comment.
 */
export function renderReport(
  report: RunReport,
  format: OutputFormat,
  options: TextOptions & Pick<CommentContext, 'reviewsForm'> = {},
): string {
  if (format === 'json') return renderJson(report);
  if (format === 'markdown')
    return `${renderComment(report, { marker: COMMENT_MARKER, reviewsForm: options.reviewsForm })}\n`;
  return renderText(report, options);
}
