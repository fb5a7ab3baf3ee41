import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  main_exports
} from "./chunk-MQYAH5W3.js";
import "./chunk-ZSIMOCTP.js";
import "./chunk-IFKE5EVY.js";

// src/report/review-memory.ts
import { createHash } from "node:crypto";
var SEEN_MARKER = /<!-- metrics-as-code:reviews-seen ([0-9a-f ]*) -->/;
var MAX_REMEMBERED = 2e3;
function keyOf(dynamicConfig, reviewId) {
  return createHash("sha1").update(`${dynamicConfig}/${reviewId}`).digest("hex").slice(0, 10);
}
function seenReviews(body) {
  const match = body ? SEEN_MARKER.exec(body) : null;
  return match ? new Set(match[1].split(" ").filter(Boolean)) : void 0;
}
function markNewSince(report, seen) {
  if (!seen) return report;
  const now = new Set(report.reviews.map((review) => keyOf(review.dynamicConfig, review.review_id)));
  const reviews = report.reviews.map((review) => ({
    ...review,
    new: !seen.has(keyOf(review.dynamicConfig, review.review_id))
  }));
  const closed = [...seen].filter((key) => !now.has(key)).length;
  return { ...report, reviews, ...report.reviewProblems.length === 0 && { reviewsClosedSince: closed } };
}
function seenMarker(report) {
  const keys = report.reviews.slice(0, MAX_REMEMBERED).map((r) => keyOf(r.dynamicConfig, r.review_id));
  return `<!-- metrics-as-code:reviews-seen ${keys.join(" ")} -->`;
}
export {
  markNewSince,
  seenMarker,
  seenReviews,
  main_exports as validatePath0
};
