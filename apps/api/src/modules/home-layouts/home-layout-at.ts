/**
 * Which order of the home's sections is in force at an instant (decision 0064): of the layouts whose window
 * contains it, the one that started last; none — the built-in order. The viewer's home and the console's
 * preview read it alike.
 */
import { DEFAULT_HOME_SECTION_SLOTS, type HomeSectionSlot } from '@hanabi/contract';
import { type AppDatabase, homeLayouts } from '@hanabi/db';
import { and, desc, gt, isNull, lte, or } from 'drizzle-orm';

export function layoutRunningAt(now: Date) {
  return and(lte(homeLayouts.startsAt, now), or(isNull(homeLayouts.endsAt), gt(homeLayouts.endsAt, now)));
}

export async function homeSectionSlotsAt(db: AppDatabase, now: Date): Promise<HomeSectionSlot[]> {
  const [row] = await db
    .select({ sections: homeLayouts.sections })
    .from(homeLayouts)
    .where(layoutRunningAt(now))
    .orderBy(desc(homeLayouts.startsAt), desc(homeLayouts.id))
    .limit(1);
  return row?.sections ?? DEFAULT_HOME_SECTION_SLOTS;
}
