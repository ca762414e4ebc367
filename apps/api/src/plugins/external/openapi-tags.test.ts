import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

interface OpenApiDocument {
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

/** Every tag an operation of the document is filed under, once each. */
function usedTags(document: OpenApiDocument): string[] {
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  return [...new Set(operations.flatMap((operation) => operation.tags ?? []))].sort();
}

describe('API documentation tags', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const api: TestApi = await buildTestApi();
    try {
      document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    } finally {
      await api.close();
    }
  });

  it('files every operation under one or more tags', () => {
    const untagged = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => (operation.tags ?? []).length === 0)
        .map(([method]) => `${method} ${path}`),
    );
    expect(untagged).toEqual([]);
  });

  it('declares, with a description, exactly the tags the operations use', () => {
    const declared = document.tags.map((tag) => tag.name).sort();
    expect(declared).toEqual(usedTags(document));
    for (const tag of document.tags) expect(tag.description, `tag ${tag.name}`).toMatch(/\S/);
  });
});
