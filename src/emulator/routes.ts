// The routes the emulator answers, matched exactly on raw path segments: no normalisation, so a
// `..` or an encoded slash in an id can only ever name an unknown dynamic config.

export type Route =
  | { kind: 'create' }
  | { kind: 'reviews'; configId: string }
  | { kind: 'emulator-metrics' }
  | { kind: 'emulator-stats' }
  /** The console page a created metric's `permalink` names: `GET /metrics/{id}`. */
  | { kind: 'permalink'; metricId: string }
  | { kind: 'not-found' };

export function matchRoute(method: string | undefined, segments: readonly string[]): Route {
  const [root, first, second, third, id, last, ...rest] = segments;
  if (root !== '' || rest.length > 0) return { kind: 'not-found' };
  if (method === 'GET' && first === '__emulator' && third === undefined) {
    if (second === 'metrics') return { kind: 'emulator-metrics' };
    if (second === 'stats') return { kind: 'emulator-stats' };
  }
  if (method === 'GET' && first === 'metrics' && second && third === undefined) {
    const metricId = safeDecode(second);
    if (metricId !== undefined) return { kind: 'permalink', metricId };
  }
  if (first !== 'console' || second !== 'v1') return { kind: 'not-found' };
  if (method === 'POST' && third === 'metrics' && id === undefined) return { kind: 'create' };
  if (method === 'GET' && third === 'dynamic_configs' && last === 'reviews' && id) {
    const configId = safeDecode(id);
    if (configId !== undefined) return { kind: 'reviews', configId };
  }
  return { kind: 'not-found' };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
