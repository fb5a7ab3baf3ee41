// The GitHub side of the Action: one Octokit, the sticky PR comment, the merged PR's lookup, the
// reviews issue and the ledger kept on a branch. Every function takes the Octokit to use.

export { GitHubLedgerStore } from './ledger-store.js';
export { COMMENT_MARKER, REVIEWS_ISSUE_MARKER } from './markers.js';
export { createOctokit } from './octokit.js';
export { findPullRequestForCommit } from './pulls.js';
export {
  appendToStickyComment,
  upsertStickyComment,
} from './sticky-comment.js';
export { upsertTrackingIssue } from './tracking-issue.js';
