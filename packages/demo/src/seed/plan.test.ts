import { describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { planDemoCatalogue } from './plan.ts';

const reference = new Date('2030-04-01T00:00:00+09:00');
const DAY = 24 * 60 * 60 * 1000;

describe('planDemoCatalogue', () => {
  const plan = planDemoCatalogue(FIXTURE_CATALOGUE, reference);
  const kaze = plan.titles.find((title) => title.row.slug === 'fixture-kaze');

  it('anchors availability and releases at the reference date', () => {
    expect(kaze?.row.availableFrom).toEqual(new Date(reference.getTime() + 5 * DAY));
    expect(kaze?.row.availableUntil).toEqual(new Date(reference.getTime() + 90 * DAY));
    expect(kaze?.episodes.map((episode) => episode.releasedAt)).toEqual([
      new Date(reference.getTime() + 5 * DAY),
      new Date(reference.getTime() + 12 * DAY),
      new Date(reference.getTime() + 12 * DAY),
    ]);
  });

  it('leaves open-ended titles to the schema default end of the window', () => {
    const hoshi = plan.titles.find((title) => title.row.slug === 'fixture-hoshi');
    expect(hoshi?.row.availableUntil).toBeUndefined();
  });

  it('points at the generated artwork', () => {
    expect(kaze?.row.keyArt).toEqual({ path: 'art/titles/fixture-kaze/key-art.svg', width: 1280, height: 720 });
    expect(kaze?.row.poster).toEqual({ path: 'art/titles/fixture-kaze/poster.svg', width: 600, height: 800 });
    expect(kaze?.episodes[2]?.thumbnail).toEqual({
      path: 'art/titles/fixture-kaze/episodes/2-premium.svg',
      width: 640,
      height: 360,
    });
  });

  it('is the same for the same input', () => {
    expect(JSON.stringify(planDemoCatalogue(FIXTURE_CATALOGUE, reference))).toBe(JSON.stringify(plan));
  });

  it('names the title that uses an unknown genre or a duplicate slug', () => {
    const [first] = FIXTURE_CATALOGUE.titles;
    if (!first) throw new Error('fixture is empty');
    expect(() =>
      planDemoCatalogue({ ...FIXTURE_CATALOGUE, titles: [{ ...first, genres: ['存在しない'] }] }, reference),
    ).toThrow('"fixture-hoshi" names the genre "存在しない"');
    expect(() => planDemoCatalogue({ ...FIXTURE_CATALOGUE, titles: [first, first] }, reference)).toThrow(
      'the slug "fixture-hoshi" is used twice',
    );
  });
});
