import { describe, expect, it } from 'vitest';
import { type BrowserManifest, routeChunksOf } from './route-chunks-of.ts';

const manifest: BrowserManifest = {
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/shared.js'] },
    'layouts/default': { id: 'layouts/default', parentId: 'root', module: '/assets/layout.js' },
    'routes/home': { id: 'routes/home', parentId: 'layouts/default', index: true, module: '/assets/home.js' },
    'routes/title': {
      id: 'routes/title',
      parentId: 'layouts/default',
      path: 'titles/:id',
      module: '/assets/title.js',
      imports: ['/assets/episode-list.js'],
    },
  },
};

describe('routeChunksOf', () => {
  it('lists the modules and imports of every route a path matches, layouts included', () => {
    expect(routeChunksOf(manifest, '/titles/12')).toEqual([
      '/assets/root.js',
      '/assets/shared.js',
      '/assets/layout.js',
      '/assets/title.js',
      '/assets/episode-list.js',
    ]);
    expect(routeChunksOf(manifest, '/')).toContain('/assets/home.js');
  });

  it('needs nothing for a path whose route is not discovered yet', () => {
    expect(routeChunksOf(manifest, '/rankings')).toEqual([]);
  });
});
