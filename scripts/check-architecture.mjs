// Part of `npm run lint`: the import graph keeps its shape. No module imports itself back through others
// (no cycles), no feature folder does either, and features depend one way only: down the layers below.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './lib/workspaces.mjs';

/**
 * Each app's folders in layers, lowest first: a folder may import its own layer's folders (without a
 * cycle) and lower layers', never a higher layer's. A folder not listed fails the check, so a new
 * feature has to be placed.
 */
const apps = {
  'apps/server/src': {
    folderOf: (path) => /^(?:features\/)?([^/.]+)/.exec(path)?.[1],
    layers: [
      { name: 'platform', folders: ['config', 'db', 'http', 'email', 'jobs', 'workers'] },
      { name: 'identity', folders: ['auth'] },
      { name: 'firm records', folders: ['firms', 'audit', 'attorneys', 'waitlist'] },
      // deadlines: computed from the case's facts inside the case's own transactions, so cases calls it (not the reverse).
      { name: 'what a case is', folders: ['cases', 'deadlines'] },
      {
        name: 'what hangs off a case',
        // records: the routes, service and SQL of every kind defined with defineRecordKind (money, contacts…).
        folders: [
          'records',
          'contacts',
          'communications',
          'injuries',
          'treatments',
          'notes',
          'documents',
          'case-import',
          'parties',
          'tasks',
          'money',
          'case-lifecycle',
        ],
      },
      // settlement: the closing statement reads the case's money parts and stores its PDFs as case documents.
      // letters: firm letters filled from the case, its contacts and money records, filed as case documents.
      // signatures: a case PDF sent for e-signature; the signed copy (the letter engine's PDF pages) filed as a case document.
      // chronology: drafted from the documents' text, confirmed into treatments and the money records.
      // inbound-email: mail to a case's address filed as its documents and an inbound communication.
      { name: 'the case file', folders: ['case-file', 'settlement', 'letters', 'signatures', 'chronology', 'inbound-email'] },
      // demand-package: the internal version carries the prediction, so it sits with predictions.
      // portal: the client's view of a case reads its documents, communications and calendar events.
      {
        name: 'what reports on cases',
        folders: [
          'predictions',
          'attorney-metrics',
          'dashboard',
          'analytics',
          'calendar',
          'demand-package',
          'reminders',
          'search',
          'portal',
          'firm-transfer',
        ],
      },
      {
        name: 'composition',
        folders: ['backup', 'health', 'dev', 'demo', 'app', 'runtime', 'main', 'index', 'test', 'hardening', 'build-base-model'],
      },
    ],
  },
  'apps/web/src': {
    folderOf: (path) => /^(?:features\/)?([^/.]+)/.exec(path)?.[1],
    layers: [
      { name: 'platform', folders: ['lib', 'components', 'styles', 'test', 'build'] },
      { name: 'identity', folders: ['auth'] },
      { name: 'shell', folders: ['shell'] },
      {
        name: 'what hangs off a case',
        folders: [
          'public',
          'settings',
          'dev',
          'admin',
          'documents',
          'predictions',
          'deadlines',
          'tasks',
          'money',
          'contacts',
          'communications',
          'letters',
          'events',
          'portal',
          // signatures: "Send for signature" on a case PDF, the case's requests, and the public signing page.
          'signatures',
        ],
      },
      { name: 'what a case is', folders: ['cases'] },
      { name: 'what reports on cases', folders: ['analytics', 'attorneys', 'calendar', 'dashboard'] },
      { name: 'composition', folders: ['app', 'main'] },
    ],
  },
};

function cruise() {
  const result = spawnSync(
    process.execPath,
    [
      `${root}node_modules/dependency-cruiser/bin/dependency-cruiser.mjs`,
      'apps/server/src',
      'apps/web/src',
      'packages/domain/src',
      'packages/ml/src',
      'packages/synth/src',
      '--config',
      `${root}.dependency-cruiser.cjs`,
      '--output-type',
      'json',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0 && !result.stdout) {
    console.error(result.stderr);
    process.exit(1);
  }
  return JSON.parse(result.stdout);
}

/** Strongly connected components with more than one node (Tarjan). */
function findCycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const cycles = [];
  const visit = (node) => {
    info.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
    }
    if (info.get(node).low === info.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!info.has(node)) visit(node);
  return cycles;
}

const { modules } = cruise();
const problems = [];

// 1. Module cycles, everywhere. A module that starts a worker thread depends on the worker's script as on an import:
// a worker that imports (directly or not) the module starting it is a cycle too.
const moduleGraph = new Map(
  modules.map((module) => [
    module.source,
    module.dependencies.filter((dep) => !dep.coreModule && !dep.couldNotResolve).map((dep) => dep.resolved),
  ]),
);
for (const [source, dependencies] of moduleGraph) dependencies.push(...startedWorkers(source));

/** The worker scripts a module starts: `spawnModuleWorker('name', …)` or `new URL('./name.ts', import.meta.url)`. */
function startedWorkers(source) {
  if (!/\.tsx?$/.test(source)) return [];
  const text = readFileSync(join(root, source), 'utf8');
  const names = [
    ...[...text.matchAll(/spawnModuleWorker\(\s*'([\w-]+)'/g)].map((match) => `./${match[1]}.ts`),
    ...[...text.matchAll(/new URL\(\s*'(\.\.?\/[\w./-]+\.ts)'\s*,\s*import\.meta\.url\s*\)/g)].map((match) => match[1]),
  ];
  return names.map((name) => join(dirname(source), name)).filter((path) => existsSync(join(root, path)));
}
for (const cycle of findCycles(moduleGraph)) problems.push(`import cycle between modules: ${cycle.join(' ⇄ ')}`);

// 2. Per app: folder cycles and layer direction (tests may reach anywhere, so they are left out).
for (const [prefix, { folderOf, layers }] of Object.entries(apps)) {
  const layerOf = new Map(layers.flatMap((layer, rank) => layer.folders.map((folder) => [folder, { rank, name: layer.name }])));
  const folderGraph = new Map();
  const example = new Map();
  for (const module of modules) {
    if (!module.source.startsWith(`${prefix}/`) || /\.test\.tsx?$/.test(module.source)) continue;
    const from = folderOf(module.source.slice(prefix.length + 1));
    if (!layerOf.has(from)) {
      problems.push(`${module.source}: its folder "${from}" has no layer in scripts/check-architecture.mjs`);
      continue;
    }
    for (const dep of module.dependencies) {
      if (!dep.resolved.startsWith(`${prefix}/`)) continue;
      const to = folderOf(dep.resolved.slice(prefix.length + 1));
      if (!to || to === from || !layerOf.has(to)) continue;
      if (!folderGraph.has(from)) folderGraph.set(from, new Set());
      folderGraph.get(from).add(to);
      if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, `${module.source} imports ${dep.resolved}`);
      const a = layerOf.get(from);
      const b = layerOf.get(to);
      if (b.rank > a.rank)
        problems.push(`${prefix}: ${from} (${a.name}) may not import ${to} (${b.name}, a higher layer): ${example.get(`${from}>${to}`)}`);
    }
  }
  for (const cycle of findCycles(new Map([...folderGraph].map(([from, to]) => [from, [...to]])))) {
    const edges = cycle.flatMap((from) => cycle.filter((to) => folderGraph.get(from)?.has(to)).map((to) => example.get(`${from}>${to}`)));
    problems.push(`${prefix}: feature folders depend on each other in a cycle (${cycle.join(', ')}):\n    ${edges.join('\n    ')}`);
  }
}

const unique = [...new Set(problems)];
if (unique.length > 0) {
  console.error(`Architecture check: ${unique.length} problem(s)\n`);
  for (const problem of unique) console.error(`- ${problem}`);
  process.exit(1);
}
console.log(`Architecture check: ${modules.length} modules, no cycles, every feature imports only its own layer or lower ones.`);
