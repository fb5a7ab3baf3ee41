// Hidden markers: HTML comments GitHub does not render, by which this tool finds its own comment
// and issue again. Rendered text can never contain one (`inert` escapes every `<`), so a marker
// in a body was put there by this tool, and the author check rules out copies by others.

const NAME = /^[a-z0-9][a-z0-9._/-]*$/i;

/** `<!-- metrics-as-code:<name> -->`; `name` is letters, digits and `. _ / -` (e.g. `comment/apps/web`). */
export function hiddenMarker(name: string): string {
  if (!NAME.test(name) || name.includes('--'))
    throw new Error(`marker name "${name}" must be letters, digits and . _ / -`);
  return `<!-- metrics-as-code:${name} -->`;
}

/** The marker of the sticky pull-request comment. */
export const COMMENT_MARKER = hiddenMarker('comment');

/**
 * The marker of what the catalogue at `workingDirectory` keeps (its PR comment, its reviews issue):
 * two catalogues of one repository keep one each (the one at the root keeps the plain marker).
 */
export function catalogueMarker(kind: 'comment' | 'reviews-issue', workingDirectory: string): string {
  if (workingDirectory === '.') return hiddenMarker(kind);
  return hiddenMarker(`${kind}/${workingDirectory.replace(/[^a-z0-9._/-]/gi, '_').replace(/-{2,}/g, '-')}`);
}

/** The sub-marker that starts the "applied" section appended to a comment after a merge. */
export function appliedMarker(marker: string): string {
  const inner = /^<!--\s*(.*?)\s*-->$/.exec(marker.trim());
  return inner ? `<!-- ${inner[1]}:applied -->` : `${marker}<!-- applied -->`;
}
