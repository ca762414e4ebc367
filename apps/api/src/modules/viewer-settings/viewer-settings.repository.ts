import { DEFAULT_VIEWER_SETTINGS, type ViewerSettings } from '@hanabi/contract';
import { type AppDatabase, viewerSettings } from '@hanabi/db';
import { eq } from 'drizzle-orm';

/** The member's settings; the defaults while they have changed none. */
export async function findViewerSettings(db: AppDatabase, userId: number): Promise<ViewerSettings> {
  const [row] = await db
    .select({ discreet: viewerSettings.discreet })
    .from(viewerSettings)
    .where(eq(viewerSettings.userId, userId));
  return row ?? DEFAULT_VIEWER_SETTINGS;
}

export async function saveViewerSettings(db: AppDatabase, userId: number, settings: ViewerSettings, now: Date) {
  await db
    .insert(viewerSettings)
    .values({ userId, discreet: settings.discreet, updatedAt: now })
    .onConflictDoUpdate({ target: viewerSettings.userId, set: { discreet: settings.discreet, updatedAt: now } });
}
