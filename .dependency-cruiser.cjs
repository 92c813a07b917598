/**
 * Module boundaries (bulletproof-react, STYLE.md): no import cycles anywhere;
 * web features never import each other (a route composes them); shared web code
 * never imports features or the app; packages/shared imports only zod; a server
 * module never imports another module's repository, and server modules never
 * depend on each other in a cycle.
 * Runs as part of `npm run lint`.
 */
module.exports = {
  forbidden: [
    {
      name: 'resolvable',
      comment: 'Every import resolves (so the rules below see every edge).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'A feature may not import another feature; compose them in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-web-code-stays-generic',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'no-other-modules-repository',
      comment:
        "A server module reads and writes only its own tables: another module's repository " +
        'is off limits (ask its service, or announce an event it listens to).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+[.]repository[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-cycles-between-server-modules',
      comment: 'Server modules depend on each other one way only (counted per module folder).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'server-modules-do-not-reach-into-the-web',
      severity: 'error',
      from: { path: '^(apps/server|packages/shared)/' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
