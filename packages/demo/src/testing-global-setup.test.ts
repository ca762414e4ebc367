import { tags, titles } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

describe('createTestDatabase under the demo setup', () => {
  it('gives each caller a seeded database of its own', async () => {
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect((await one.db.select({ id: titles.id }).from(titles)).length).toBeGreaterThan(0);
      await one.db.insert(tags).values({ name: '分離テスト' });
      await two.db.delete(titles);
      expect(await one.db.select().from(tags).where(eq(tags.name, '分離テスト'))).toHaveLength(1);
      expect(await two.db.select().from(tags).where(eq(tags.name, '分離テスト'))).toHaveLength(0);
      expect((await one.db.select({ id: titles.id }).from(titles)).length).toBeGreaterThan(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
