// The report in the format a CLI command was asked for (`--format`).
import { COMMENT_MARKER } from '../github/markers.js';
import { renderJson } from '../report/json.js';
import { renderComment } from '../report/markdown.js';
import type { RunReport } from '../report/model.js';
import { renderText, type TextOptions } from '../report/text.js';
import type { OutputFormat } from './args.js';

export function renderReport(report: RunReport, format: OutputFormat, text: TextOptions = {}): string {
  if (format === 'json') return renderJson(report);
  if (format === 'markdown') return `${renderComment(report, { marker: COMMENT_MARKER })}\n`;
  return renderText(report, text);
}
