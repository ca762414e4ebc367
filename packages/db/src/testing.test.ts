import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tags } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

describe('createTestDatabase', () => {
  it('gives each caller a migrated database of its own', async () => {
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const migrations = sql`select count(*)::int as count from drizzle.__drizzle_migrations`;
      expect((await one.db.execute<{ count: number }>(migrations)).rows[0]?.count).toBeGreaterThan(0);
      expect((await two.db.execute<{ count: number }>(migrations)).rows[0]?.count).toBeGreaterThan(0);
      await one.db.insert(tags).values({ name: '分離テスト' });
      expect(await one.db.select().from(tags).where(eq(tags.name, '分離テスト'))).toHaveLength(1);
      expect(await two.db.select().from(tags).where(eq(tags.name, '分離テスト'))).toHaveLength(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
