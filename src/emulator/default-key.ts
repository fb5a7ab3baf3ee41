// The emulator's API key when none is given. A module of its own: the CLI's command table names it
// in its help, and must not load the key ring (and node:crypto) on every command's start.
export const DEFAULT_API_KEY = 'console-dev-key';
