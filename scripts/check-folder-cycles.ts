/**
 * Part of `npm run lint`: no cycles between folders. dependency-cruiser (.dependency-cruiser.json) refuses
 * cycles between files; two folders can still lean on each other through files that form no cycle (an API
 * module's service importing another module whose repository imports the first back). This collapses the
 * import graph of the product's code to its rooms — an API module, a web feature, a top folder of an app
 * or package, and each package as a whole — and fails when rooms form a cycle. Tests and their support
 * code (test/, test-support/, testing/, *-test-support.ts) are left out: a test may import whatever it checks.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type IModule } from 'dependency-cruiser';

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['apps', 'packages', 'scripts', 'e2e', 'bench'];
const TEST_CODE = /[.]test[.]tsx?$|-test-support[.]tsx?$|\/(test|test-support|testing)\//;

/**
 * The folder a file belongs to, at the level where cycles matter. Files directly in an app's or package's
 * source folder (app.ts, config.ts, index.ts) are rooms of their own: they wire the folders together.
 */
export function roomOf(path: string): string {
  const patterns = [
    /^apps\/api\/src\/modules\/[^/]+/,
    /^apps\/web\/app\/features\/[^/]+/,
    /^apps\/web\/app\/[^/]+(?=\/)/,
    /^apps\/[^/]+\/src\/[^/]+(?=\/)/,
    /^packages\/[^/]+\/src\/[^/]+(?=\/)/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(path);
    if (match) return match[0];
  }
  return path;
}

/** The package a file belongs to, for the cycles between packages. */
export function packageOf(path: string): string | undefined {
  return /^packages\/[^/]+/.exec(path)?.[0];
}

/** Strongly connected components of more than one node (Tarjan), each sorted, in a stable order. */
export function cyclesIn(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** What the check reads of dependency-cruiser's modules. */
export interface ImportingModule {
  source: IModule['source'];
  dependencies: ReadonlyArray<Pick<IModule['dependencies'][number], 'resolved' | 'coreModule' | 'couldNotResolve'>>;
}

/** The edges between distinct groups, for the files `groupOf` places in a group. */
export function groupEdges(
  modules: readonly ImportingModule[],
  groupOf: (path: string) => string | undefined,
): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { source, dependencies } of modules) {
    const from = groupOf(source);
    if (!from || TEST_CODE.test(source)) continue;
    for (const { resolved, coreModule, couldNotResolve } of dependencies) {
      if (coreModule || couldNotResolve || resolved.includes('node_modules/') || TEST_CODE.test(resolved)) continue;
      const to = groupOf(resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return edges;
}

async function main(): Promise<number> {
  process.chdir(root);
  const result = await cruise(SOURCES, {
    ruleSet: {},
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|[.]react-router)/' },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not modules');
  const { modules } = result.output;
  const cycles = [
    ...cyclesIn(groupEdges(modules, roomOf)).map((cycle) => ['folders', cycle] as const),
    ...cyclesIn(groupEdges(modules, packageOf)).map((cycle) => ['packages', cycle] as const),
  ];
  for (const [level, cycle] of cycles) console.error(`✘ ${level} import each other: ${cycle.join(' ⇄ ')}`);
  if (cycles.length === 0) console.info(`✔ no cycles between folders (${modules.length} modules)`);
  return cycles.length === 0 ? 0 : 1;
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  main().then((code) => {
    process.exitCode = code;
  });
}
