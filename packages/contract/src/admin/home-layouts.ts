/**
 * Scheduled orders of the home page's sections in the console (decision 0064): each lists every section once
 * with show/hide, and is in force from starts_at until ends_at or a later layout's start.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { HOME_SECTION_KEYS, homeSectionSlotSchema } from '../home-layout.ts';
import { isoInstantSchema } from './catalogue-fields.ts';

export const HOME_LAYOUT_MESSAGES = {
  notFound: 'ホームの並び順が見つかりません。',
  sectionsIncomplete: 'ホームのセクションをすべて1回ずつ並べてください。',
  badWindow: '終了日時は開始日時より後にしてください。',
} as const;

export const adminHomeLayoutSchema = z.object({
  id: z.number().int(),
  sections: z.array(homeSectionSlotSchema),
  starts_at: z.string(),
  ends_at: z.string().nullable().describe('null: in force until a later layout starts'),
  created_at: z.string(),
});
export type AdminHomeLayout = z.infer<typeof adminHomeLayoutSchema>;

export const adminHomeLayoutListSchema = pagedList(adminHomeLayoutSchema);
export type AdminHomeLayoutList = z.infer<typeof adminHomeLayoutListSchema>;
export const adminHomeLayoutListQuerySchema = paginationQuerySchema;

/** The console's preview: the order in force at a chosen instant, in production too (not only debug time). */
export const adminHomeLayoutPreviewQuerySchema = z.object({
  at: isoInstantSchema.optional().describe('the instant to look at; now (or debug time) when left out'),
});
export type AdminHomeLayoutPreviewQuery = z.infer<typeof adminHomeLayoutPreviewQuerySchema>;

export const adminHomeLayoutPreviewSchema = z.object({ sections: z.array(homeSectionSlotSchema) });
export type AdminHomeLayoutPreview = z.infer<typeof adminHomeLayoutPreviewSchema>;

export const adminHomeLayoutWriteSchema = z
  .object({
    sections: z
      .array(homeSectionSlotSchema, { error: HOME_LAYOUT_MESSAGES.sectionsIncomplete })
      .refine(
        (slots) =>
          slots.length === HOME_SECTION_KEYS.length && new Set(slots.map(({ key }) => key)).size === slots.length,
        { error: HOME_LAYOUT_MESSAGES.sectionsIncomplete },
      ),
    starts_at: isoInstantSchema,
    ends_at: isoInstantSchema.nullable().default(null),
  })
  // Only once both instants are valid: a malformed one already has its own message.
  .refine((layout) => !(Date.parse(layout.starts_at) >= Date.parse(layout.ends_at ?? '')), {
    error: HOME_LAYOUT_MESSAGES.badWindow,
    path: ['ends_at'],
  });
export type AdminHomeLayoutWriteRequest = z.input<typeof adminHomeLayoutWriteSchema>;
export type AdminHomeLayoutForm = z.output<typeof adminHomeLayoutWriteSchema>;
