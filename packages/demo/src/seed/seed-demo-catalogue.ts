/**
 * Seeds the demo catalogue. Runs at every start: the first run anchors the catalogue's dates at "now"
 * (so "new" and "coming soon" lists make sense whenever the product is first started) and records that
 * date; later runs reuse it and write nothing unless the demo content itself changed. Operators' edits
 * to seeded titles therefore survive restarts. The demo redirects are part of that content; writing them
 * adds the missing ones and never overwrites a row (demo-redirects.ts); so are the FAQ's entries (demo-faq.ts).
 */
import { createHash } from 'node:crypto';
import type { Database } from '@hanabi/db';
import { demoSeed, liftRequestLimits } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import { planDemoActivity, writeDemoActivity } from './demo-activity.ts';
import { DEMO_CAMPAIGNS, type DemoCampaign, planDemoCampaigns, writeDemoCampaigns } from './demo-campaigns.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { DEMO_CUT_SCENES, writeDemoCutScenes } from './demo-cut-scenes.ts';
import { DEMO_FAQ, type DemoFaq, planDemoFaq, writeDemoFaq } from './demo-faq.ts';
import {
  DEMO_EDITORIAL,
  type DemoEditorial,
  NO_EDITORIAL,
  planDemoEditorial,
  writeDemoEditorial,
} from './demo-features.ts';
import { DEMO_HOME_SLIDES, type DemoSlide, planDemoHomeSlides, writeDemoHomeSlides } from './demo-home-slides.ts';
import { DEMO_LANDINGS, type DemoLanding, planDemoLandings, writeDemoLandings } from './demo-landings.ts';
import { DEMO_NOTICES, type DemoNotices, NO_NOTICES, planDemoNotices, writeDemoNotices } from './demo-notices.ts';
import { DEMO_REDIRECTS, type DemoRedirect, writeDemoRedirects } from './demo-redirects.ts';
import { DEMO_RULES, type DemoRules, NO_RULES, planDemoRules, writeDemoRules } from './demo-rules.ts';
import { type DemoCatalogue, planDemoCatalogue, type SeedPlan } from './plan.ts';
import { writePlan } from './write-plan.ts';

export interface SeedDemoCatalogueOptions {
  /** The "now" the catalogue's dates are relative to. Default: the date recorded by the first seed, or now. */
  referenceDate?: Date;
  /** Default: the hand-written demo catalogue. */
  catalogue?: DemoCatalogue;
  /** Default: the demo redirects. */
  redirects?: readonly DemoRedirect[];
  /** Features and exclusive windows. Default: the demo's with the demo catalogue (whose titles they name), else none. */
  editorial?: DemoEditorial;
  /** Dynamic landing pages. Default: the demo's with the demo catalogue (whose titles they name), else none. */
  landings?: readonly DemoLanding[];
  /** Campaign pages. Default: the demo's with the demo catalogue (whose titles they name), else none. */
  campaigns?: readonly DemoCampaign[];
  /** Notice sections and notices. Default: the demo's with the demo catalogue, else none. */
  notices?: DemoNotices;
  /** The home carousel. Default: the demo's with the demo catalogue (whose titles and campaigns it names), else none. */
  homeSlides?: readonly DemoSlide[];
  /** The rules pages' first revisions. Default: the demo's with the demo catalogue, else none. */
  rules?: DemoRules;
  /** The FAQ's entries. Default: the demo's, whichever the catalogue (they name no title). */
  faq?: DemoFaq;
}

export interface SeedDemoCatalogueResult {
  titles: number;
  episodes: number;
  /** True when this run seeded an empty database (the first start). */
  created: boolean;
}

/** Arbitrary constant shared by every Hanabi instance: instances starting together seed one at a time. */
const SEED_LOCK_KEY = 0x48_4e_42_02;

/** Hash of everything the seed writes: any change to the content (or the reference date) re-seeds. */
function fingerprint(content: { plan: SeedPlan; redirects: readonly DemoRedirect[]; [part: string]: unknown }): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export async function seedDemoCatalogue(
  database: Database,
  options: SeedDemoCatalogueOptions = {},
): Promise<SeedDemoCatalogueResult> {
  return database.db.transaction(async (tx) => {
    await liftRequestLimits(tx);
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [previous] = await tx.select().from(demoSeed);
    const referenceDate = options.referenceDate ?? previous?.referenceDate ?? new Date();
    const plan = planDemoCatalogue(options.catalogue ?? DEMO_CATALOGUE, referenceDate);
    const result = {
      titles: plan.titles.length,
      episodes: plan.titles.reduce((sum, title) => sum + title.episodes.length, 0),
      created: previous === undefined,
    };
    const redirects = options.redirects ?? DEMO_REDIRECTS;
    const editorial = planDemoEditorial(
      options.editorial ?? (options.catalogue ? NO_EDITORIAL : DEMO_EDITORIAL),
      referenceDate,
    );
    const landings = planDemoLandings(
      options.landings ?? (options.catalogue ? [] : DEMO_LANDINGS),
      plan,
      referenceDate,
    );
    const notices = planDemoNotices(options.notices ?? (options.catalogue ? NO_NOTICES : DEMO_NOTICES), referenceDate);
    const campaigns = planDemoCampaigns(
      options.campaigns ?? (options.catalogue ? [] : DEMO_CAMPAIGNS),
      plan,
      referenceDate,
    );
    const homeSlides = planDemoHomeSlides(
      options.homeSlides ?? (options.catalogue ? [] : DEMO_HOME_SLIDES),
      plan,
      referenceDate,
    );
    const rules = planDemoRules(options.rules ?? (options.catalogue ? NO_RULES : DEMO_RULES));
    const faq = planDemoFaq(options.faq ?? DEMO_FAQ);
    // Demo views come from the catalogue itself, whichever it is.
    const activity = planDemoActivity(plan, referenceDate);
    const contentHash = fingerprint({
      plan,
      redirects,
      editorial,
      landings,
      activity,
      notices,
      campaigns,
      homeSlides,
      rules,
      faq,
      cutScenes: DEMO_CUT_SCENES,
    });
    if (previous?.contentHash === contentHash) return result;
    await writePlan(tx, plan);
    await writeDemoCutScenes(tx);
    await writeDemoRedirects(tx, redirects);
    await writeDemoEditorial(tx, editorial);
    await writeDemoLandings(tx, landings);
    await writeDemoCampaigns(tx, campaigns);
    await writeDemoNotices(tx, notices);
    await writeDemoHomeSlides(tx, homeSlides);
    await writeDemoRules(tx, rules);
    await writeDemoFaq(tx, faq);
    // The demo views written against the previous reference date go too, should that date have moved.
    const demoBefore = new Date(Math.max(referenceDate.getTime(), previous?.referenceDate.getTime() ?? 0));
    await writeDemoActivity(tx, activity, demoBefore);
    await tx
      .insert(demoSeed)
      .values({ referenceDate, contentHash })
      .onConflictDoUpdate({ target: demoSeed.id, set: { referenceDate, contentHash, seededAt: sql`now()` } });
    return result;
  });
}
