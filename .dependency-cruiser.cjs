// `npm test` step "import cycles": no import cycle anywhere in the server, the web app, the
// recorders or the packages, type-only imports included (a cycle of types still ties the files
// together). The server's composition root (apps/server/src/app) is the one place that knows
// every module; config, db, lib, jobs and changes import none.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files that import each other, directly or through others: break the cycle with a type of its own or a composition root.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ground-floor-imports-no-module',
      comment:
        'config, db, lib, jobs, changes and webhooks (the outbox features write their events to) declare what they need as their own types; the composition root (src/app) wires modules in.',
      severity: 'error',
      from: { path: '^apps/server/src/(config|db|lib|jobs|changes|webhooks)/' },
      to: { path: '^apps/server/src/(modules|plugins|app)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/testing/|/node_modules/|/dist/)' },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
