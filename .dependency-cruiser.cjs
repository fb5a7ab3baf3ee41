// Layering rules checked in CI (`npm run check:deps`): no import cycle between files, and none
// between the folders of src/ (each folder is one concern; a cycle means two concerns are one).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      severity: 'error',
      comment: 'A file imports itself through others: move the shared part into a module both use.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment: 'Two folders of src/ import each other: one concern leaks into another.',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'src-not-from-tests',
      severity: 'error',
      comment: 'Production code never imports test, bench or script code.',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
