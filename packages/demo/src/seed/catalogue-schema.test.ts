import { describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_GENRE_GROUPS, DEMO_TITLES } from './catalogue.ts';
import { type DemoCatalogueData, type DemoTitle, demoCatalogueSchema } from './catalogue-schema.ts';

/** The issues the schema raises for the input as 'path: message', or [] when it parses. */
function issues(input: unknown): string[] {
  const result = demoCatalogueSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The issues for a copy of the (valid) seed fixture catalogue after one change. */
function issuesAfter(change: (catalogue: DemoCatalogueData) => void): string[] {
  const catalogue = structuredClone(FIXTURE_CATALOGUE) as DemoCatalogueData;
  change(catalogue);
  return issues(catalogue);
}

/** Fixture titles: hoshi is titles.0 (episodes 1 free, 2 paid), kaze titles.1 (1, 2, 2 premium), yoru titles.2 (R18). */
function fixtureTitle(
  catalogue: DemoCatalogueData,
  slug: 'fixture-hoshi' | 'fixture-kaze' | 'fixture-yoru',
): DemoTitle {
  const title = catalogue.titles.find((candidate) => candidate.slug === slug);
  if (!title) throw new Error(`the fixture catalogue has no title '${slug}'`);
  return title;
}

describe('demoCatalogueSchema', () => {
  it('accepts the real demo catalogue unchanged', () => {
    expect(DEMO_TITLES).toHaveLength(64);
    const input = { titles: DEMO_TITLES, genreGroups: DEMO_GENRE_GROUPS };
    expect(issues(input)).toEqual([]);
    expect(demoCatalogueSchema.parse(input)).toEqual(input);
  });

  it('accepts the seed fixture catalogue the other cases break', () => {
    expect(issuesAfter(() => {})).toEqual([]);
  });

  it('rejects a title reading that is not hiragana only', () => {
    const message = 'titles.0.nameKana: must be hiragana only (no katakana, no spaces)';
    expect(issuesAfter((catalogue) => (fixtureTitle(catalogue, 'fixture-hoshi').nameKana = 'サクヒン'))).toEqual([
      message,
    ]);
    expect(issuesAfter((catalogue) => (fixtureTitle(catalogue, 'fixture-hoshi').nameKana = 'さく ひん'))).toEqual([
      message,
    ]);
  });

  it('rejects a genre reading that is not hiragana only', () => {
    expect(
      issuesAfter((catalogue) => {
        for (const genre of catalogue.genreGroups.flatMap((group) => group.genres)) {
          if (genre.name === '恋愛') genre.nameKana = 'renai';
        }
      }),
    ).toEqual(['genreGroups.0.genres.0.nameKana: must be hiragana only (no katakana, no spaces)']);
  });

  it('rejects a slug used twice', () => {
    expect(issuesAfter((catalogue) => (fixtureTitle(catalogue, 'fixture-kaze').slug = 'fixture-hoshi'))).toEqual([
      "titles.1.slug: duplicate slug 'fixture-hoshi'",
    ]);
  });

  it('rejects a genre missing from the genre list', () => {
    expect(issuesAfter((catalogue) => fixtureTitle(catalogue, 'fixture-hoshi').genres.push('宇宙'))).toEqual([
      "titles.0.genres.2: unknown genre '宇宙' in 'fixture-hoshi'",
    ]);
  });

  it('rejects an episode nobody can watch', () => {
    expect(
      issuesAfter((catalogue) => {
        const hoshi = fixtureTitle(catalogue, 'fixture-hoshi');
        hoshi.episodes = hoshi.episodes.map((episode) =>
          episode.number === 2 ? { ...episode, isFree: false, pricePoints: null, includedPlanIds: [] } : episode,
        );
      }),
    ).toEqual(['titles.0.episodes.1: episode is unreachable: not free, not sold individually and in no plan']);
  });

  it("rejects a free episode that is not the 'broadcast' cut", () => {
    expect(
      issuesAfter((catalogue) => {
        const hoshi = fixtureTitle(catalogue, 'fixture-hoshi');
        hoshi.episodes = hoshi.episodes.map((episode) => (episode.isFree ? { ...episode, cut: 'premium' } : episode));
      }),
    ).toEqual(["titles.0.episodes.0.cut: a free episode must be the 'broadcast' cut"]);
  });

  it('rejects the same episode number and cut twice within a title', () => {
    // kaze has episode 2 in both cuts, which is fine; making both 'broadcast' is not.
    expect(
      issuesAfter((catalogue) => {
        const kaze = fixtureTitle(catalogue, 'fixture-kaze');
        kaze.episodes = kaze.episodes.map((episode) => ({ ...episode, cut: 'broadcast' }));
      }),
    ).toEqual(["titles.1.episodes.2: duplicate episode 2 (broadcast) in 'fixture-kaze'"]);
  });

  it("rejects an R18 title outside 'mature_group'", () => {
    expect(
      issuesAfter((catalogue) => (fixtureTitle(catalogue, 'fixture-yoru').displayGroup = 'general_group')),
    ).toEqual(["titles.2.displayGroup: an R18 title must be in 'mature_group'"]);
  });

  it('rejects a field the schema does not know, so a typo in the data cannot pass silently', () => {
    expect(issuesAfter((catalogue) => Object.assign(fixtureTitle(catalogue, 'fixture-hoshi'), { artHeu: 10 }))).toEqual(
      ['titles.0: Unrecognized key: "artHeu"'],
    );
  });
});
