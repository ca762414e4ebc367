import { describe, expect, it } from 'vitest';
import { cyclesIn, groupEdges, packageOf, roomOf } from './check-folder-cycles.ts';

const file = (source: string, ...imports: string[]) => ({
  source,
  dependencies: imports.map((resolved) => ({ resolved, coreModule: false, couldNotResolve: false })),
});

describe('cycles between folders', () => {
  it('places each file in its room: an API module, a web feature, a top folder, or the file itself', () => {
    expect(roomOf('apps/api/src/modules/episodes/episode-detail.ts')).toBe('apps/api/src/modules/episodes');
    expect(roomOf('apps/api/src/lib/api-error.ts')).toBe('apps/api/src/lib');
    expect(roomOf('apps/api/src/config.ts')).toBe('apps/api/src/config.ts');
    expect(roomOf('apps/web/app/features/player/vr/vr-view.tsx')).toBe('apps/web/app/features/player');
    expect(roomOf('apps/web/app/lib/guards/age.ts')).toBe('apps/web/app/lib');
    expect(roomOf('packages/db/src/schema/media.ts')).toBe('packages/db/src/schema');
    expect(packageOf('packages/db/src/schema/media.ts')).toBe('packages/db');
    expect(packageOf('apps/api/src/app.ts')).toBeUndefined();
  });

  it('finds two modules that import each other through files that form no cycle', () => {
    const modules = [
      file('apps/api/src/modules/episodes/episode-detail.ts', 'apps/api/src/modules/watching/positions.ts'),
      file('apps/api/src/modules/watching/service.ts', 'apps/api/src/modules/episodes/update.ts'),
      file('apps/api/src/modules/watching/positions.ts'),
      file('apps/api/src/modules/episodes/update.ts'),
      file('apps/api/src/app.ts', 'apps/api/src/modules/episodes/episode-detail.ts'),
    ];
    expect(cyclesIn(groupEdges(modules, roomOf))).toEqual([
      ['apps/api/src/modules/episodes', 'apps/api/src/modules/watching'],
    ]);
  });

  it('leaves out tests and test support, and finds nothing in a graph that points one way', () => {
    const modules = [
      file('apps/api/src/modules/episodes/episode-detail.ts', 'apps/api/src/lib/api-error.ts'),
      file('apps/api/src/modules/episodes/episode-detail.test.ts', 'apps/api/src/test/build-test-api.ts'),
      file('apps/api/src/test/build-test-api.ts', 'apps/api/src/modules/episodes/episode-detail.ts'),
      file('apps/api/src/lib/api-error.ts', 'apps/api/src/test/fixtures.ts'),
    ];
    expect(cyclesIn(groupEdges(modules, roomOf))).toEqual([]);
  });
});
