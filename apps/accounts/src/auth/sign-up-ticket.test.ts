import { demoSeed, episodes, presents, titles } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_UP_TICKET } from './sign-up-ticket.ts';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the sign-up campaign ticket', () => {
  let harness: AccountsHarness;
  beforeEach(async () => {
    harness = await startAccountsHarness();
  });
  afterEach(async () => harness.close());

  async function registerAndConfirm(email: string) {
    const browser = harness.browser();
    await browser.get('/register');
    const password = 'hanabi2024';
    await browser.submit('/register', { email, password, passwordConfirmation: password });
    const link = new URL(await harness.mailboxLink('/confirm?'));
    const confirmed = await browser.get(link.pathname + link.search);
    // A second use of the link confirms nothing and gives nothing more.
    expect((await browser.get(link.pathname + link.search)).statusCode).toBe(410);
    return confirmed;
  }

  /**
   * Moves the service's clock to `days` after the demo catalogue's reference day: the campaign's title shows
   * until 14 days after it.
   */
  async function moveToReferenceDay(days = 0) {
    const [seed] = await harness.db.select().from(demoSeed);
    if (!seed) throw new Error('the test database has no demo catalogue');
    harness.advance(seed.referenceDate.getTime() + days * DAY_MS - harness.now().getTime());
  }

  it("gives a new member a ticket for the campaign title's first episode with the sign-up points", async () => {
    await moveToReferenceDay();

    const confirmed = await registerAndConfirm('ticket@example.com');

    expect(confirmed.body).toContain('300ギフトポイントをプレゼントボックスにお届けしました');
    expect(confirmed.body).toContain(
      '新規登録キャンペーンで、『白夜のレギオン』第1話を無料で視聴できるチケットもお届けしています。',
    );
    const [campaignEpisode] = await harness.db
      .select({ id: episodes.id })
      .from(episodes)
      .innerJoin(titles, eq(titles.id, episodes.titleId))
      .where(and(eq(titles.slug, SIGN_UP_TICKET.titleSlug), eq(episodes.number, 1)));
    const [points, ticket] = await harness.db.select().from(presents).orderBy(presents.id);
    expect(points).toMatchObject({ kind: 'gift_points', name: '会員登録特典' });
    expect(ticket).toMatchObject({
      kind: 'episode_ticket',
      name: '新規登録キャンペーン：第1話無料チケット',
      episodeId: campaignEpisode?.id,
      points: null,
      pointsValidDays: null,
      receivedAt: null,
    });
    // The title stops showing 14 days after the reference day, before the 90 days are up.
    const [campaignTitle] = await harness.db
      .select({ availableUntil: titles.availableUntil })
      .from(titles)
      .where(eq(titles.slug, SIGN_UP_TICKET.titleSlug));
    expect(ticket?.receivableUntil).toEqual(campaignTitle?.availableUntil);
    expect(ticket?.receivableUntil).toEqual(new Date(harness.now().getTime() + 14 * DAY_MS));
  });

  it('gives no ticket once the campaign title has stopped showing, the sign-up points all the same', async () => {
    await moveToReferenceDay(15);

    const confirmed = await registerAndConfirm('early@example.com');

    expect(confirmed.body).toContain('300ギフトポイントをプレゼントボックスにお届けしました');
    expect(confirmed.body).not.toContain('チケット');
    expect(await harness.db.select({ kind: presents.kind }).from(presents)).toEqual([{ kind: 'gift_points' }]);
  });
});
