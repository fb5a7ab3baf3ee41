import { renderComment, renderJobSummary } from './src/report/markdown.js';
import { diagnostic, item, report, review } from './test/support/github-fixtures.js';
const long = 'y'.repeat(5000);
const r = report({
  items: Array.from({ length: 20_000 }, (_, i) => item(`n${i}${long}`, { action: 'invalid', result: 'skipped', message: long })),
  diagnostics: Array.from({ length: 20_000 }, (_, i) => diagnostic(`f${i}${long}`, { message: long })),
  reviews: Array.from({ length: 5000 }, (_, i) => review(`rv${i}`, { description: long })),
  notices: Array.from({ length: 500 }, () => long),
  reviewProblems: Array.from({ length: 500 }, () => ({ dynamicConfig: long, message: long })),
});
let t = performance.now();
renderComment(r, { marker: '<!-- m -->' }); console.log('comment', performance.now() - t); t = performance.now();
renderJobSummary(r, {}); console.log('summary', performance.now() - t);
