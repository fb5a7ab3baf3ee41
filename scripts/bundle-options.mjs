// The esbuild options of the two committed bundles, shared by scripts/bundle.mjs (which builds
// them) and the cold-start benchmark (which builds its floor exactly as the Action is built).
// CommonJS dependencies inside an ESM bundle need a real `require`, hence the banner.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';

const requireShim =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

// The code reads only the version from package.json; inlining the whole file would ship the
// dependency list and change dist/ on every devDependency bump.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const versionOnly = {
  name: 'package-json-version-only',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]package\.json$/ }, (args) =>
      args.path.includes('node_modules')
        ? undefined
        : { contents: JSON.stringify({ version }), loader: 'json' },
    );
  },
};

/**
 * A plugin that applies `rules` to the dependency files the first one's `files` matches: each
 * `rule.pattern` becomes `rule.replacement`, for what `rule.what` says; a release of the
 * dependency without the pattern fails the build, to be looked at.
 */
function rewriting(name, ...rules) {
  return {
    name,
    setup(esbuild) {
      esbuild.onLoad({ filter: rules[0].files }, async (args) => {
        const contents = rewritten(rules, await readFile(args.path, 'utf8'), args.path);
        return { contents, loader: 'js' };
      });
    },
  };
}

/** `text`, the file at `path`, with `rules` applied; a release without a pattern fails the build. */
export function rewritten(rules, text, path) {
  return rules.reduce((contents, rule) => {
    const next = contents.replace(rule.pattern, rule.replacement);
    if (next === contents)
      throw new Error(`${path}: no ${rule.what} left to rewrite; see ${import.meta.url}`);
    return next;
  }, text);
}

const JS_YAML = /[\\/]js-yaml[\\/]dist[\\/]js-yaml\.mjs$/;

/**
 * What the fast reader (src/diagnostics/yaml-fast.ts) needs of js-yaml at a syntax error, and no
 * more. The tests run the same js-yaml (vitest.config.ts).
 * - It stops at the first; here, asked to (`readOn`, a function of the error's place that says
 *   whether to), it reads on at the next `---` line, in the same call, keeping of the broken
 *   document only the event that opens it, marked `broken` with the error's place (a 1 MB file
 *   with every third of 36,000 definitions broken: 1.9 s, 2.1 s when each error ended a call).
 *   Not past an error of depth, one outside a document, or one past that `---` line.
 * - It drops what it read; here it hands on, with the error, the events of the documents before
 *   the broken one, so that they are not read again (readBefore: a broken document at the end of
 *   a 1 MB file costs about 0.3 s less).
 * - It finds the error's line by scanning the text up to it, and excerpts the text around it for
 *   its message (a 1 MB text: about 10 ms an error); only the error's place is read, so it takes
 *   the line the parser is on, and makes no excerpt.
 * And once per text read: it builds the parser's state by spreading its options into an object
 * literal, which V8 lays out one way on the first call and another on later ones, so every
 * function of the parser, optimized for the first, is thrown away and rebuilt for both. With the
 * two options (filename, maxDepth) written out, every call's state has one shape: a 1 MB text in
 * 64 KB parts reads in 0.21 s instead of 0.66 s (0.35 s whole). Its constructor builds its state
 * the same way, once per run of documents built between two left to the full reader (construct in
 * src/diagnostics/yaml-fast.ts): with its options written out, a 1 MB file with every tenth document
 * left builds in about 45 ms instead of 155 ms (in a profile), and validates in 2.64 s, not 2.74 s.
 */
export const JS_YAML_REWRITES = [
  {
    files: JS_YAML,
    pattern: /(\n\t\tconst documentStart = state\.position;\n\t\t)readDocument\(state\);/,
    replacement:
      '$1const before = options?.readOn ? snapshotState(state) : undefined;\n\t\ttry { readDocument(state); } catch (error) { if (!(error instanceof YAMLException)) throw error; if (before && readOn(state, before, documentStart, error, options.readOn)) continue; error.events = state.events; throw error; }',
    what: 'document loop in parseEvents',
  },
  {
    files: JS_YAML,
    pattern: /\nfunction parseEvents\(input, options\) \{/,
    replacement: `
/** The broken document's events dropped but the one that opens it, marked \`broken\` at the error, and the reading gone on at the next \`---\` line; false, for the error to be thrown, when it lies past that line or outside a document, is one of depth, or \`wanted(at)\` says no. */
function readOn(state, before, documentStart, error, wanted) {
	const at = error.mark?.position;
	const event = state.events[before.eventsLength];
	if (at === undefined || event?.type !== EVENT_ID.DOCUMENT || error.reason.includes("maxDepth")) return false;
	const marker = /^---(?=[ \\t\\r\\n\\0])/gm;
	marker.lastIndex = documentStart + 1;
	const resume = marker.exec(state.input)?.index ?? state.length;
	if (at > resume || !wanted(at)) return false;
	let line = before.line;
	for (let i = state.input.indexOf("\\n", before.lineStart); i !== -1 && i < resume; i = state.input.indexOf("\\n", i + 1)) line++;
	restoreState(state, { position: resume, line, lineStart: resume, lineIndent: 0, firstTabInLine: -1, eventsLength: before.eventsLength + 1 });
	state.depth = 0;
	event.broken = at;
	addPopEvent(state);
	return true;
}
function parseEvents(input, options) {`,
    what: 'parseEvents, to put readOn before',
  },
  {
    files: JS_YAML,
    pattern:
      /\nfunction throwError\(state, message\) \{\n\tYAMLException\.throwAt\(state\.input\.slice\(0, state\.length\), state\.position, message, state\.filename\);\n\}/,
    replacement: `
function throwError(state, message) {
	throw new YAMLException(message, { name: state.filename, buffer: state.input, position: state.position, line: state.line, column: state.position - state.lineStart });
}`,
    what: "parser's throwError",
  },
  {
    files: JS_YAML,
    pattern: /\n\t\tmark\.snippet = makeSnippet\(mark\);/,
    replacement: '',
    what: 'error snippet',
  },
  {
    files: JS_YAML,
    pattern: /(\n\tconst state = \{)\n\t\t\.\.\.DEFAULT_PARSER_OPTIONS,\n\t\t\.\.\.options,(\n\t\tinput: )/,
    replacement:
      '$1\n\t\tfilename: options?.filename ?? DEFAULT_PARSER_OPTIONS.filename,\n\t\tmaxDepth: options?.maxDepth ?? DEFAULT_PARSER_OPTIONS.maxDepth,$2',
    what: "parser state's spread options",
  },
  {
    files: JS_YAML,
    pattern:
      /(\n\tconst state = \{)\n\t\t\.\.\.DEFAULT_CONSTRUCTOR_OPTIONS,\n\t\t\.\.\.options,(\n\t\tevents,)/,
    replacement:
      '$1\n\t\tfilename: options?.filename ?? DEFAULT_CONSTRUCTOR_OPTIONS.filename,\n\t\tschema: options?.schema ?? DEFAULT_CONSTRUCTOR_OPTIONS.schema,\n\t\tjson: options?.json ?? DEFAULT_CONSTRUCTOR_OPTIONS.json,\n\t\tmaxTotalMergeKeys: options?.maxTotalMergeKeys ?? DEFAULT_CONSTRUCTOR_OPTIONS.maxTotalMergeKeys,\n\t\tmaxAliases: options?.maxAliases ?? DEFAULT_CONSTRUCTOR_OPTIONS.maxAliases,\n\t\tsource: options?.source,$2',
    what: "constructor state's spread options",
  },
];
const jsYamlRewrites = rewriting('js-yaml-rewrites', ...JS_YAML_REWRITES);

// yaml's parser reads process.env.LOG_TOKENS once per token, and its composer LOG_STREAM once per
// document: debugging switches of its own. A lookup in the environment is a call into the runtime
// (about 0.35 µs), a fifth of the full reader's time on a 1 MB file. The bundles read both as
// unset, as they are for any user.
const yamlWithoutEnvLookups = rewriting('yaml-without-env-lookups', {
  files: /[\\/]yaml[\\/]dist[\\/](?:parse[\\/]parser|compose[\\/]composer)\.js$/,
  pattern: /\bnode_process\.env\.LOG_(?:TOKENS|STREAM)\b/g,
  replacement: 'undefined',
  what: 'LOG_ lookup',
});

// tinyglobby's walker (fdir) looks for a `picomatch` package at start-up, through a real `require`
// from wherever the bundle lies, for a glob method tinyglobby never calls: a module from outside
// the bundle, found or not by where the tool is installed (a project's node_modules, a runner's
// checkout). The bundles drop the lookup.
const fdirWithoutPicomatchLookup = rewriting('fdir-without-picomatch-lookup', {
  files: /[\\/]fdir[\\/]dist[\\/]index\.mjs$/,
  pattern: /__require\.resolve\("picomatch"\);\s*pm = __require\("picomatch"\);/,
  replacement: '',
  what: 'picomatch lookup',
});

// @actions/core names each output's block with a random delimiter (`ghadelimiter_<uuid>`) from
// node:crypto, and loading node:crypto is about 8 ms of every Action run, which nothing else in a
// validate run needs. The delimiter need not be secret: @actions/core refuses a value that holds
// it, so no value can close its block early whatever the delimiter is; it need only be unlikely in
// a value, as a UUID drawn with Math.random is too (V8 seeds it from the system's entropy).
const coreDelimiterWithoutCrypto = rewriting('actions-core-delimiter-without-crypto', {
  files: /[\\/]@actions[\\/]core[\\/]lib[\\/]file-command\.js$/,
  pattern: /^import \* as crypto from 'crypto';$/m,
  replacement:
    "const crypto = { randomUUID: () => '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (c ^ (Math.floor(Math.random() * 16) & (15 >> (c / 4)))).toString(16)) };",
  what: 'node:crypto import',
});

// Every `import 'undici'`, ours and @actions/http-client's (which pins another major), resolves
// to the slim entry: one copy, and only the parts used (see scripts/undici-slim.mjs).
const undiciSlim = {
  name: 'undici-slim',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^undici$/ }, () => ({
      path: new URL('./undici-slim.mjs', import.meta.url).pathname,
    }));
  },
};

// @actions/core loads its OIDC client (@actions/http-client, tunnel, undici) and its platform
// details (@actions/exec, @actions/io) at start-up, though the Action uses neither. Their imports
// become dynamic ones in a stub of the same shape, so that code is a chunk loaded on first use
// only: the Action's cold start compiles none of it.
const lazyCoreParts = {
  name: 'lazy-actions-core-parts',
  setup(esbuild) {
    const coreLib = /[\\/]@actions[\\/]core[\\/]lib[\\/]/;
    esbuild.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) =>
      coreLib.test(args.importer)
        ? {
            path: relative('.', new URL(args.path, `file://${args.importer}`).pathname),
            namespace: 'lazy-oidc',
          }
        : undefined,
    );
    esbuild.onLoad({ filter: /.*/, namespace: 'lazy-oidc' }, (args) => ({
      contents: `export class OidcClient {
  static async getIDToken(audience) {
    const { OidcClient } = await import(${JSON.stringify(resolve(args.path))});
    return OidcClient.getIDToken(audience);
  }
}`,
      loader: 'js',
      resolveDir: dirname(resolve(args.path)),
    }));
    // The stub's own import of @actions/exec (namespace lazy-exec) is the real module.
    esbuild.onResolve({ filter: /^@actions\/exec$/ }, (args) =>
      coreLib.test(args.importer) && args.namespace !== 'lazy-exec'
        ? { path: relative('.', args.importer), namespace: 'lazy-exec' }
        : undefined,
    );
    esbuild.onLoad({ filter: /.*/, namespace: 'lazy-exec' }, (args) => ({
      contents: `export async function getExecOutput(...args) {
  const exec = await import('@actions/exec');
  return exec.getExecOutput(...args);
}`,
      loader: 'js',
      resolveDir: dirname(resolve(args.path)),
    }));
  },
};

/**
 * One chunk for what a validate run loads. esbuild puts each piece of code in a chunk per set of
 * entry points that use it, and every module of ours that is imported with `import()` is an entry
 * point: the code validate uses was also used by the other commands, each in another combination,
 * so a validate run of the CLI loaded 27 files and the Action's 13, and loading a file costs about
 * 0.6 ms. So each such module is built as itself plus a re-export of `roots` (an export nothing
 * reads): the code the roots use is then used by every entry alike, and esbuild puts it in one
 * chunk. The other commands load that chunk too; they use most of it. The roots: the CLI's
 * validate command and the validation it imports on use; the Action's main module (validation
 * then comes as one more file, which its reviews mode does not load). `export *` leaves out a
 * default export; no module of ours has one.
 */
function oneChunkFor(roots) {
  const ours = resolve('src');
  return {
    name: 'one-chunk-for-validate',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const { path, errors } = await esbuild.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (errors.length > 0 || !path.startsWith(`${ours}${sep}`)) return undefined;
        // Relative, as every other input's: the chunks' names hash it, and dist/ is built anywhere.
        return { path: relative('.', path), namespace: 'with-validate-path' };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'with-validate-path' }, (args) => ({
        contents: [
          `export * from ${JSON.stringify(resolve(args.path))};`,
          ...roots
            .filter((root) => root !== args.path)
            .map((root, i) => `export * as validatePath${i} from ${JSON.stringify(resolve(root))};`),
        ].join('\n'),
        loader: 'js',
        resolveDir: dirname(resolve(args.path)),
      }));
    },
  };
}

const common = {
  plugins: [versionOnly, undiciSlim, yamlWithoutEnvLookups, fdirWithoutPicomatchLookup, jsYamlRewrites],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
};

/** The CLI, split: each command loads only its own code (validate never loads the HTTP client). */
export function cliOptions(outdir) {
  return {
    ...common,
    entryPoints: { cli: 'src/cli/main.ts' },
    plugins: [...common.plugins, oneChunkFor(['src/cli/validate.ts', 'src/definitions/validate.ts'])],
    outdir,
    splitting: true,
    chunkNames: 'cli-chunks/[name]-[hash]',
    banner: { js: `#!/usr/bin/env node\n${requireShim}` },
  };
}

/** The Action (or, for the benchmark, another entry built the same way). */
export function actionOptions(outdir, entryPoints = { index: 'src/index.ts' }, chunks = 'action-chunks') {
  return {
    ...common,
    entryPoints,
    plugins: [
      ...common.plugins,
      lazyCoreParts,
      coreDelimiterWithoutCrypto,
      oneChunkFor(['src/action/main.ts']),
    ],
    outdir,
    splitting: true,
    chunkNames: `${chunks}/[name]-[hash]`,
    banner: { js: requireShim },
  };
}
