// GitHub makes a comment or an issue anew for every POST, and a gateway can answer 502 after the
// write: retried blindly, a lost answer leaves a pull request two comments. So such a create is
// sent without Octokit's retries, and before it is sent again, what it would make is looked for.
import { httpStatus } from './errors.js';

/** For a create's request options: no retry of Octokit's own (see above). */
export const NOT_RETRIED = { retries: 0 } as Record<string, unknown>;

/** Sends after the first, as many as Octokit retries any other request. */
const AGAIN = 3;

/** `create`, sent again only while it failed without an answer to say so and `made` finds nothing. */
export async function createOnce<T>(
  create: () => Promise<T>,
  made: () => Promise<T | undefined>,
): Promise<T> {
  for (let sent = 1; ; sent++) {
    try {
      return await create();
    } catch (error) {
      if (sent > AGAIN || !outcomeUnknown(error)) throw error;
      const found = await made();
      if (found !== undefined) return found;
    }
  }
}

/** A 5xx, or no answer at all (Octokit says 500 for a request that failed on the way). */
function outcomeUnknown(error: unknown): boolean {
  const status = httpStatus(error);
  return status === undefined || status >= 500;
}
