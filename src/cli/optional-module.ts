// Commands written by other parts of the project are loaded on demand. The specifier stays a
// literal (`import('./x.js' as string)`) so esbuild still bundles the module, while the `as string`
// keeps the type checker from resolving it: this file type-checks before those modules exist.

/** The module's code is not part of this build (a partial checkout, or a bundle without it). */
export class MissingModuleError extends Error {}

export async function loadOptional<T>(load: () => Promise<unknown>, what: string): Promise<T> {
  try {
    return (await load()) as T;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url/i.test(String(error))) {
      throw new MissingModuleError(`${what} is not available in this build`);
    }
    throw error;
  }
}
