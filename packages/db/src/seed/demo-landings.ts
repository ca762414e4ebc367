/**
 * The demo's dynamic landing pages (/lp/dynamic_*, decision 0019): what operators typically assemble, so
 * that the landing layouts have something to show on a fresh start. Their windows are anchored at the
 * catalogue's reference date like every other demo date. Rewritten with the rest of the demo content when it
 * changes (landings are matched by slug; their title lists are replaced as a whole).
 */
import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { dynamicLandings, dynamicLandingTitles, titles } from '../schema/index.ts';
import type { SeedPlan } from './plan.ts';
import { idOf, updateFromExcluded } from './upsert.ts';

type LandingLayout = (typeof dynamicLandings.layout.enumValues)[number];

export interface DemoLanding {
  slug: string;
  heading: string;
  lead: string;
  layout: LandingLayout;
  /** Days from the reference date to the start (negative: already running) and to the end of its window. */
  startsInDays: number;
  endsInDays: number;
  /** Demo title slugs, in the order the page shows them. */
  titleSlugs: string[];
}

export const DEMO_LANDINGS: readonly DemoLanding[] = [
  {
    slug: 'dynamic_singleimage_a',
    heading: '夜更かし必至！一気見したい話題のバトル＆ミステリー',
    lead: '息つく暇もない展開が続く人気作を集めました。週末の夜長に、最終話まで一気にどうぞ。',
    layout: 'single_image',
    startsInDays: -14,
    endsInDays: 365,
    titleSlugs: [
      'g1-zangetsu-no-yaiba',
      'g1-hoshihami-no-arcadia',
      'g1-neon-noise',
      'g3-kiri-no-yakata-no-tanteiroku',
      'g1-yakei-no-aria',
      'g1-fracta',
    ],
  },
  {
    slug: 'dynamic_verticalimage_a',
    heading: '心がほどける、やさしい日常アニメ',
    lead: '疲れた日にそっと寄り添う、あたたかな日常の物語。ごはんや街並みの描写にも癒やされます。',
    layout: 'vertical_image',
    startsInDays: -7,
    endsInDays: 365,
    titleSlugs: [
      'g2-nekomado-biyori',
      'g2-shiokaze-no-atelier',
      'g2-bento-danshi-hajimemashita',
      'g3-shippo-shotengai',
      'g3-engawa',
      'g3-kazemachi-no-shima-meguri',
      'g3-uchi-no-tosan-wa-kyo-mo-bento-wo-kogasu',
    ],
  },
  {
    slug: 'dynamic_verticalnosummary_e',
    heading: '胸が熱くなる！スポーツ＆音楽の青春アニメ',
    lead: '仲間と汗を流し、音を重ねる。まっすぐな青春がまぶしい作品をそろえました。',
    layout: 'vertical_no_summary',
    startsInDays: -30,
    endsInDays: 730,
    titleSlugs: [
      'g2-houkago-jumpball',
      'g2-hakusen-no-mukougawa',
      'g2-natsuzora-scoreboard',
      'g2-futaribocchi-no-takkyubu',
      'g2-starlight-melody',
      'g2-nagi-no-ensemble',
      'g3-choritsushi-no-mimi',
    ],
  },
];

export interface PlannedLanding {
  row: Omit<typeof dynamicLandings.$inferInsert, 'id'>;
  titleSlugs: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The landings' rows, dated from `referenceDate`; every title they name must be in the plan. */
export function planDemoLandings(
  landings: readonly DemoLanding[],
  plan: SeedPlan,
  referenceDate: Date,
): PlannedLanding[] {
  const planned = new Set(plan.titles.map((title) => title.row.slug));
  return landings.map(({ titleSlugs, startsInDays, endsInDays, ...landing }) => {
    // A mistake in hand-written content should name the culprit, not surface as a missing id.
    const unknown = titleSlugs.find((slug) => !planned.has(slug));
    if (unknown)
      throw new Error(`Demo landing "${landing.slug}" names the title "${unknown}", which the catalogue lacks.`);
    return {
      row: {
        ...landing,
        startsAt: new Date(referenceDate.getTime() + startsInDays * DAY_MS),
        endsAt: new Date(referenceDate.getTime() + endsInDays * DAY_MS),
      },
      titleSlugs,
    };
  });
}

/** Upserts the landings by slug and replaces their titles. */
export async function writeDemoLandings(tx: AppDatabase, landings: readonly PlannedLanding[]): Promise<void> {
  if (landings.length === 0) return;
  const written = await tx
    .insert(dynamicLandings)
    .values(landings.map((landing) => landing.row))
    .onConflictDoUpdate({
      target: dynamicLandings.slug,
      set: updateFromExcluded(dynamicLandings, ['id', 'slug']),
    })
    .returning({ id: dynamicLandings.id, slug: dynamicLandings.slug });
  const landingIds = new Map(written.map((row) => [row.slug, row.id]));
  await tx.delete(dynamicLandingTitles).where(inArray(dynamicLandingTitles.landingId, [...landingIds.values()]));
  const slugs = [...new Set(landings.flatMap((landing) => landing.titleSlugs))];
  const titleRows = await tx
    .select({ id: titles.id, slug: titles.slug })
    .from(titles)
    .where(inArray(titles.slug, slugs));
  const titleIds = new Map(titleRows.map((row) => [row.slug, row.id]));
  await tx.insert(dynamicLandingTitles).values(
    landings.flatMap((landing) =>
      landing.titleSlugs.map((slug, position) => ({
        landingId: idOf(landingIds, landing.row.slug),
        titleId: idOf(titleIds, slug),
        position,
      })),
    ),
  );
}
