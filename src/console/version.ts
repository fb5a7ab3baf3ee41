// The tool's name and version as the Console API sees them in `User-Agent`. Read from package.json
// at build time (esbuild inlines the JSON), so a release never ships a stale version string.
import packageJson from '../../package.json' with { type: 'json' };

const TOOL_NAME = 'metrics-as-code';
export const TOOL_VERSION: string = packageJson.version;

export function defaultUserAgent(): string {
  return `${TOOL_NAME}/${TOOL_VERSION}`;
}
