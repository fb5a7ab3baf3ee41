// The GitHub side of the Action: one Octokit, the sticky PR comment, the merged PR's lookup, the
// reviews issue and the ledger kept on a branch. Every function takes the Octokit to use.

export { GitHubError, type GitHubErrorKind, scrubTokens, toGitHubError } from './errors.js';
export { ACTIONS_BOT_LOGIN, ownLogin } from './identity.js';
export { GitHubLedgerStore, type GitHubLedgerStoreOptions } from './ledger-store.js';
export { appliedMarker, COMMENT_MARKER, hiddenMarker, REVIEWS_ISSUE_MARKER } from './markers.js';
export { type CreateOctokitOptions, createOctokit, type Octokit, type OctokitLog } from './octokit.js';
export { findPullRequestForCommit } from './pulls.js';
export {
  appendToStickyComment,
  type CommentResult,
  findStickyComment,
  type StickyCommentTarget,
  upsertStickyComment,
} from './sticky-comment.js';
export { type IssueResult, type TrackingIssueParams, upsertTrackingIssue } from './tracking-issue.js';
