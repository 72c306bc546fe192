/**
 * `npm run deps`: no import cycle between files, and no import from a lower layer to a higher one
 * (docs/decisions/044-layers-and-thin-jobs.md). Layers, lowest first; a file may import its own
 * layer and the ones below it. Tests (`*.test.ts`, tests/, bench/) sit at the top wherever they live.
 */
const LAYERS = [
  { name: 'words', paths: ['^app/i18n/', '^app/catalog/'] },
  { name: 'schema', paths: ['^app/db/schema/'] },
  { name: 'platform', paths: ['^app/db/client\\.server\\.ts$', '^app/net/', '^app/email/', '^app/storage/', '^app/api/'] },
  { name: 'domain', paths: ['^app/domain/', '^app/context\\.ts$', '^app/flash\\.server\\.ts$', '^app/request-headers\\.ts$', '^app/theme\\.server\\.ts$'] },
  { name: 'components', paths: ['^app/components/', '^app/stylesheet\\.tsx$'] },
  // Two doors side by side: a job and a page share only what lies below them.
  { name: 'entries', paths: ['^app/jobs/', '^app/routes/', '^app/routes\\.ts$', '^app/root\\.tsx$', '^app/entry\\.server\\.tsx$'] },
  { name: 'programs', paths: ['^server/', '^scripts/', '^tests/', '^bench/'] },
]
const TESTS = '\\.test\\.tsx?$'
const JOBS = '^app/jobs/'
const PAGES = ['^app/routes/', '^app/routes\\.ts$', '^app/root\\.tsx$', '^app/entry\\.server\\.tsx$']

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} imports only its own layer and those below it (${LAYERS.slice(0, index + 1)
    .map((l) => l.name)
    .join(' < ')})`,
  severity: 'error',
  from: { path: layer.paths, pathNot: TESTS },
  to: { path: LAYERS.slice(index + 1).flatMap((l) => l.paths) },
}))

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No file reaches itself through its imports (type-only imports count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'jobs-not-pages',
      comment: 'A job does not import a page, nor a page a job: what both need lives in the domain or below.',
      severity: 'error',
      from: { path: JOBS, pathNot: TESTS },
      to: { path: PAGES },
    },
    {
      name: 'pages-not-jobs',
      comment: 'A job does not import a page, nor a page a job: what both need lives in the domain or below.',
      severity: 'error',
      from: { path: PAGES, pathNot: TESTS },
      to: { path: JOBS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
