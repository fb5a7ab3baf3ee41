// Paths as the tool shows them: posix separators, whatever the platform.
import { sep } from 'node:path';

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}
