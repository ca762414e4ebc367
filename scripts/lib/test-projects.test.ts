import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_PROJECTS, OTHER_PROJECTS } from './test-projects.ts';

const root = resolve(import.meta.dirname, '../..');

/** The name each workspace's vitest.config.ts gives its project, as the root config collects them. */
async function vitestProjectNames(): Promise<string[]> {
  const names: string[] = [];
  for (const parent of ['packages', 'apps']) {
    for (const workspace of await readdir(join(root, parent))) {
      const config = await readFile(join(root, parent, workspace, 'vitest.config.ts'), 'utf8').catch(() => null);
      const name = config?.match(/name: '([^']+)'/)?.[1];
      if (config !== null) names.push(name ?? `${parent}/${workspace} (no name)`);
    }
  }
  return [...names, 'scripts'];
}

describe('the projects npm test runs', () => {
  it('name every Vitest project exactly once', async () => {
    const listed = [...DATABASE_PROJECTS, ...OTHER_PROJECTS];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual((await vitestProjectNames()).sort());
  });
});
