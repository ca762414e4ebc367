/**
 * The demo's notices (「お知らせ」, decision 0021): sections and notices a real service would have posted,
 * including the two with fixed pages (/notices/apology_for_double_billing, /notices/dpay_refund_handle)
 * and one urgent notice whose banner ends a few days after the reference date. The content is data in
 * ./data/notices.json; publication times are days relative to the seed's reference date, and a body may
 * name a day the same way (`{{date:-9}}` reads 「2025年10月22日（水）」 for nine days before it), so the
 * text always agrees with the dates around it. Every demo notice has a slug: the seed finds its rows again
 * by it when the content changes, and leaves the notices operators wrote alone.
 */

import type { AppDatabase } from '@hanabi/db';
import { noticeSections, notices } from '@hanabi/db';
import { z } from 'zod';
import data from './data/notices.json' with { type: 'json' };
import { idOf, updateFromExcluded } from './upsert.ts';

const slugSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/);

const demoNoticesSchema = z.object({
  sections: z.array(z.object({ slug: slugSchema, name: z.string().min(1) })),
  notices: z.array(
    z.object({
      slug: slugSchema,
      section: slugSchema,
      title: z.string().min(1),
      /** Days after the reference date (negative: before). */
      publishedInDays: z.number(),
      /** How long after its publication the notice is the urgent banner. */
      urgentForDays: z.number().positive().optional(),
      /** Plain-text paragraphs; the body separates them with a blank line. */
      paragraphs: z.array(z.string().min(1)).min(1),
    }),
  ),
});
export type DemoNotices = z.infer<typeof demoNoticesSchema>;

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const noticesData: unknown = data;
export const DEMO_NOTICES: DemoNotices = demoNoticesSchema.parse(noticesData);
/** For test catalogues: no notices at all. */
export const NO_NOTICES: DemoNotices = { sections: [], notices: [] };

export interface NoticesPlan {
  /** In display order: a section's position is its index. */
  sections: Array<{ slug: string; name: string; position: number }>;
  notices: Array<{
    slug: string;
    sectionSlug: string;
    title: string;
    body: string;
    publishedAt: Date;
    urgentUntil: Date | null;
  }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

const japanDayParts = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});

/** 「2025年10月22日（水）」: a day as Japanese notices write it, in Japan time. */
function japanDayLabel(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    japanDayParts.formatToParts(instant).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}年${part('month')}月${part('day')}日（${part('weekday')}）`;
}

/** The text with every `{{date:N}}` replaced by the day N days after the reference date. */
function fillDates(text: string, referenceDate: Date, slug: string): string {
  const filled = text.replace(/\{\{date:(-?\d+(?:\.\d+)?)\}\}/g, (_, days: string) =>
    japanDayLabel(daysAfter(referenceDate, Number(days))),
  );
  if (filled.includes('{{')) throw new Error(`Demo notice "${slug}" has a placeholder other than {{date:N}}.`);
  return filled;
}

/** Pure, like the catalogue's plan: the same content and date always give the same rows (the seed's fingerprint). */
export function planDemoNotices(content: DemoNotices, referenceDate: Date): NoticesPlan {
  const sectionSlugs = new Set(content.sections.map((section) => section.slug));
  return {
    sections: content.sections.map((section, position) => ({ ...section, position })),
    notices: content.notices.map((notice) => {
      // A mistake in hand-written content should name the culprit, not surface as a missing id.
      if (!sectionSlugs.has(notice.section))
        throw new Error(`Demo notice "${notice.slug}" names the section "${notice.section}", which the seed lacks.`);
      const publishedAt = daysAfter(referenceDate, notice.publishedInDays);
      return {
        slug: notice.slug,
        sectionSlug: notice.section,
        title: notice.title,
        body: notice.paragraphs.map((paragraph) => fillDates(paragraph, referenceDate, notice.slug)).join('\n\n'),
        publishedAt,
        urgentUntil: notice.urgentForDays === undefined ? null : daysAfter(publishedAt, notice.urgentForDays),
      };
    }),
  };
}

/** Upserts the sections and the notices by slug. */
export async function writeDemoNotices(tx: AppDatabase, plan: NoticesPlan): Promise<void> {
  if (plan.sections.length === 0) return;
  const sections = await tx
    .insert(noticeSections)
    .values(plan.sections)
    .onConflictDoUpdate({ target: noticeSections.slug, set: updateFromExcluded(noticeSections, ['id', 'slug']) })
    .returning({ id: noticeSections.id, slug: noticeSections.slug });
  const sectionIds = new Map(sections.map((row) => [row.slug, row.id]));
  if (plan.notices.length === 0) return;
  await tx
    .insert(notices)
    .values(plan.notices.map(({ sectionSlug, ...notice }) => ({ ...notice, sectionId: idOf(sectionIds, sectionSlug) })))
    .onConflictDoUpdate({ target: notices.slug, set: updateFromExcluded(notices, ['id', 'slug']) });
}
