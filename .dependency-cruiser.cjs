// dependency-cruiser settings for scripts/check-architecture.mjs (part of `npm run lint`): how to read
// the workspaces' imports. The rules themselves (cycles, layers) are checked by that script.
module.exports = {
  forbidden: [],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
