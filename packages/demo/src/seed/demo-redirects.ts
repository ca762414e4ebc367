/**
 * The demo's redirects (decision 0017): what operators typically set up, so that the lookup has something to
 * find on a fresh start. Inserted when missing and never overwritten: the table is the operators', and a row
 * they changed keeps their change.
 */
import { REDIRECT_STATUSES, redirectLocationSchema, redirectPathSchema } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { redirects } from '@hanabi/db';
import { z } from 'zod';

const demoRedirectSchema = z.object({
  fromPath: redirectPathSchema,
  toLocation: redirectLocationSchema,
  status: z.literal(REDIRECT_STATUSES),
});
export type DemoRedirect = z.infer<typeof demoRedirectSchema>;

export const DEMO_REDIRECTS: readonly DemoRedirect[] = z.array(demoRedirectSchema).parse([
  // Last autumn's feature page, retired for this season's: for good, so search engines move too.
  { fromPath: '/campaigns/feature-2024fall', toLocation: '/campaigns/feature-2025fall', status: 301 },
  // An old address of the notices, still printed in older mail magazines.
  { fromPath: '/information', toLocation: '/notices', status: 301 },
  // The sign-up address of an earlier campaign, sent to today's entry page for now.
  { fromPath: '/join', toLocation: '/entry', status: 302 },
  // The related comic service, under a short address of this site: a full page load to another host.
  { fromPath: '/comic', toLocation: 'https://comic.hanabi.example', status: 302 },
]);

/** Inserts the redirects whose path has none yet; existing rows are left exactly as they are. */
export async function writeDemoRedirects(tx: AppDatabase, rows: readonly DemoRedirect[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(redirects)
    .values([...rows])
    .onConflictDoNothing({ target: redirects.fromPath });
}
