import type { Database } from '@hanabi/db';
import { noticeSections, notices } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { asc, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../test-support/empty-catalogue.ts';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_NOTICES, type DemoNotices, planDemoNotices } from './demo-notices.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const DAY = 24 * 60 * 60 * 1000;
const referenceDate = new Date('2030-04-01T12:00:00+09:00');

const CONTENT: DemoNotices = {
  sections: [
    { slug: 'important', name: '重要なお知らせ' },
    { slug: 'maintenance', name: 'メンテナンス' },
  ],
  notices: [
    {
      slug: 'fixture-maintenance',
      section: 'maintenance',
      title: '定期メンテナンスのお知らせ',
      publishedInDays: -1,
      paragraphs: ['下記の日程でメンテナンスを行います。', '【日時】\n{{date:5}} 午前2時〜午前6時'],
    },
    {
      slug: 'fixture-urgent',
      section: 'important',
      title: '動画が再生できない不具合について',
      publishedInDays: -0.5,
      urgentForDays: 3,
      paragraphs: ['{{date:-9}}から発生しています。'],
    },
  ],
};

describe('the demo notices', () => {
  const plan = planDemoNotices(DEMO_NOTICES, referenceDate);
  const publishedAtReference = plan.notices.filter((notice) => notice.publishedAt <= referenceDate);

  it('file several published notices under each of 3 to 4 sections', () => {
    expect(plan.sections.length).toBeGreaterThanOrEqual(3);
    expect(plan.sections.length).toBeLessThanOrEqual(4);
    for (const section of plan.sections) {
      const inSection = publishedAtReference.filter((notice) => notice.sectionSlug === section.slug);
      expect(inSection.length, section.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('publish the two notices with fixed pages: the apology for double billing and the d払い refunds', () => {
    const bySlug = new Map(publishedAtReference.map((notice) => [notice.slug, notice]));
    expect(bySlug.get('apology_for_double_billing')).toMatchObject({ title: '二重請求に関するお詫び' });
    expect(bySlug.get('apology_for_double_billing')?.body).toContain('返金');
    expect(bySlug.get('dpay_refund_handle')).toMatchObject({ title: 'd払いでお支払いの方への返金について' });
  });

  it('have exactly one urgent notice at the reference date, ending a few days later', () => {
    const urgent = publishedAtReference.filter(
      (notice) => notice.urgentUntil !== null && notice.urgentUntil > referenceDate,
    );
    expect(urgent).toHaveLength(1);
    const endsInDays = ((urgent[0]?.urgentUntil?.getTime() ?? 0) - referenceDate.getTime()) / DAY;
    expect(endsInDays).toBeGreaterThanOrEqual(1);
    expect(endsInDays).toBeLessThanOrEqual(7);
  });

  it('separate paragraphs with a blank line and write days as dates in Japan time', () => {
    const [maintenance, urgent] = planDemoNotices(CONTENT, referenceDate).notices;
    expect(maintenance?.body).toBe(
      '下記の日程でメンテナンスを行います。\n\n【日時】\n2030年4月6日（土） 午前2時〜午前6時',
    );
    expect(urgent?.body).toBe('2030年3月23日（土）から発生しています。');
    expect(plan.notices.every((notice) => !notice.body.includes('{{'))).toBe(true);
  });

  it('name the section a notice lacks, and a placeholder they cannot fill', () => {
    const [notice] = CONTENT.notices;
    if (!notice) throw new Error('fixture');
    expect(() => planDemoNotices({ ...CONTENT, notices: [{ ...notice, section: 'nowhere' }] }, referenceDate)).toThrow(
      'Demo notice "fixture-maintenance" names the section "nowhere", which the seed lacks.',
    );
    expect(() =>
      planDemoNotices({ ...CONTENT, notices: [{ ...notice, paragraphs: ['{{title}}'] }] }, referenceDate),
    ).toThrow('Demo notice "fixture-maintenance" has a placeholder other than {{date:N}}.');
  });
});

describe('the demo notices in the seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await emptyCatalogue(database);
    await database.db.execute(sql`truncate notice_sections restart identity cascade`);
  });
  afterEach(async () => {
    await database.close();
  });

  async function written() {
    const { db } = database;
    return {
      sections: await db.select().from(noticeSections).orderBy(asc(noticeSections.position)),
      notices: await db.select().from(notices).orderBy(asc(notices.id)),
    };
  }

  it('writes the sections in order and the notices dated from the reference date', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, notices: CONTENT });

    const { sections, notices: rows } = await written();
    expect(sections.map((section) => [section.slug, section.name, section.position])).toEqual([
      ['important', '重要なお知らせ', 0],
      ['maintenance', 'メンテナンス', 1],
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        slug: 'fixture-maintenance',
        sectionId: sections[1]?.id,
        publishedAt: new Date(referenceDate.getTime() - DAY),
        urgentUntil: null,
      }),
      expect.objectContaining({
        slug: 'fixture-urgent',
        sectionId: sections[0]?.id,
        publishedAt: new Date(referenceDate.getTime() - 0.5 * DAY),
        urgentUntil: new Date(referenceDate.getTime() + 2.5 * DAY),
      }),
    ]);
  });

  it('updates a changed notice in place and leaves the notices operators wrote alone', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, notices: CONTENT });
    const before = await written();
    const sectionId = before.sections[0]?.id ?? 0;
    await database.db.insert(notices).values({
      sectionId,
      title: '運営からのお知らせ',
      body: '運営が書いたお知らせです。',
      publishedAt: referenceDate,
    });
    const [maintenance, urgent] = CONTENT.notices;
    if (!maintenance || !urgent) throw new Error('fixture');

    await seedDemoCatalogue(database, {
      catalogue: FIXTURE_CATALOGUE,
      notices: { ...CONTENT, notices: [{ ...maintenance, title: '定期メンテナンスの日程変更について' }, urgent] },
    });

    const after = await written();
    expect(after.notices.map((notice) => [notice.id, notice.title])).toEqual([
      [before.notices[0]?.id, '定期メンテナンスの日程変更について'],
      [before.notices[1]?.id, '動画が再生できない不具合について'],
      [expect.any(Number), '運営からのお知らせ'],
    ]);
  });

  it('writes no notice for another catalogue unless asked', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate });
    expect(await written()).toEqual({ sections: [], notices: [] });
  });
});
