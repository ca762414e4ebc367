/** Campaign rows for the campaign tests: running from a day before TEST_NOW for a month unless said. */
import { type AppDatabase, campaigns, campaignTitles } from '@hanabi/db';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';

export async function insertCampaign(
  db: AppDatabase,
  slug: string,
  titleIds: number[] = [],
  overrides: Partial<typeof campaigns.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(campaigns)
    .values({
      slug,
      name: `テストキャンペーン ${slug}`,
      lead: 'テスト用のキャンペーンです。',
      body: '一段落目です。\n\n二段落目です。',
      startsAt: daysFromNow(-1),
      endsAt: daysFromNow(30),
      ...overrides,
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('campaign fixture was not inserted');
  if (titleIds.length > 0) {
    await db
      .insert(campaignTitles)
      .values(titleIds.map((titleId, position) => ({ campaignId: row.id, titleId, position })));
  }
  return row.id;
}
