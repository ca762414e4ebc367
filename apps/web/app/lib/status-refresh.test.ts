import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { memberStatus, NOW } from '../test/fixtures.ts';
import { createStatusRefresher } from './status-refresh.ts';
import type { StatusReport } from './status-report.ts';
import { createUserStatusStore } from './user-status-store.ts';

/** A status call the test answers when it chooses. */
function pendingCall() {
  let answer: (status: UserStatus) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<UserStatus>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

/** Lets every promise callback that can run, run (all microtasks drain before setImmediate fires). */
const everythingSettled = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(calls: Array<Promise<UserStatus>>) {
  const store = createUserStatusStore();
  const reports: StatusReport[] = [];
  const errors: unknown[] = [];
  let asked = 0;
  const refresher = createStatusRefresher({
    store,
    fetchStatus: () => {
      const call = calls[asked];
      asked += 1;
      if (!call) throw new Error(`no status call scripted for call #${asked}`);
      return call;
    },
    reporters: [{ report: (report) => reports.push(report) }],
    onError: (error) => errors.push(error),
  });
  return { store, reports, errors, refresher, asked: () => asked };
}

describe('status refresh on navigation', () => {
  it('makes the first navigation wait for the status when none is held', async () => {
    const call = pendingCall();
    const { store, refresher } = setup([call.promise]);
    let wentOn = false;
    const navigation = refresher.beforeNavigation().then(() => {
      wentOn = true;
    });
    await everythingSettled();
    expect(wentOn).toBe(false);

    const lite = memberStatus('lite');
    call.answer(lite);
    await navigation;
    expect(store.get()).toBe(lite);
  });

  it('lets the navigation go on at once when a status is held, refreshing it behind', async () => {
    const call = pendingCall();
    const { store, refresher, asked } = setup([call.promise]);
    const held = memberStatus('free');
    refresher.accept(held);
    // This would never resolve if it waited: the status call is still unanswered.
    await refresher.beforeNavigation();
    expect(asked()).toBe(1);
    expect(store.get()).toBe(held);

    const lite = memberStatus('lite');
    call.answer(lite);
    await refresher.refresh();
    expect(store.get()).toBe(lite);
  });

  it('asks once for navigations that overlap, and again for the next one', async () => {
    const first = pendingCall();
    const { refresher, asked } = setup([first.promise, Promise.resolve(memberStatus('premium'))]);
    refresher.accept(memberStatus('free'));
    await refresher.beforeNavigation();
    await refresher.beforeNavigation();
    expect(asked()).toBe(1);
    first.answer(memberStatus('lite'));
    await refresher.refresh();
    await refresher.beforeNavigation();
    expect(asked()).toBe(2);
  });

  it('keeps the held status when a refresh fails, and never stops the navigation', async () => {
    const call = pendingCall();
    const { store, refresher, errors, reports } = setup([call.promise]);
    const held = memberStatus('lite');
    refresher.accept(held);
    const navigation = refresher.beforeNavigation();
    call.fail(new Error('network down'));
    await navigation;
    await refresher.refresh().catch(() => undefined);
    expect(store.get()).toBe(held);
    expect(errors).toHaveLength(1);
    expect(reports).toHaveLength(1);
  });

  it('lets the first navigation go on as a guest when the status cannot be had', async () => {
    const { store, refresher, errors } = setup([Promise.reject(new Error('network down'))]);
    await expect(refresher.beforeNavigation()).resolves.toBeUndefined();
    expect(store.get()).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('what each refresh reports', () => {
  it.each([
    ['a guest', guestUserStatus(NOW), { userId: null, plan: 'guest', animeSubscribed: false }],
    ['a free member', memberStatus('free'), { userId: '1201', plan: 'free', animeSubscribed: false }],
    ['a lite member', memberStatus('lite'), { userId: '1201', plan: 'lite', animeSubscribed: true }],
    ['a premium member', memberStatus('premium'), { userId: '1201', plan: 'premium', animeSubscribed: true }],
  ] as const)('reports %s with their user id and plan tag', async (_viewer, status, expected) => {
    const { reports, refresher } = setup([Promise.resolve(status)]);
    await refresher.beforeNavigation();
    expect(reports).toEqual([expected]);
  });

  it('reports the status the server rendered with when the browser takes it over', () => {
    const { reports, refresher, asked } = setup([]);
    refresher.accept(memberStatus('premium'));
    expect(reports).toEqual([{ userId: '1201', plan: 'premium', animeSubscribed: true }]);
    expect(asked()).toBe(0);
  });

  it('reports to every reporter even when one of them throws', async () => {
    const store = createUserStatusStore();
    const seen: string[] = [];
    const errors: unknown[] = [];
    const refresher = createStatusRefresher({
      store,
      fetchStatus: () => Promise.resolve(memberStatus('lite')),
      reporters: [
        {
          report: () => {
            throw new Error('SDK broke');
          },
        },
        { report: (report) => seen.push(report.plan) },
      ],
      onError: (error) => errors.push(error),
    });
    await refresher.beforeNavigation();
    expect(seen).toEqual(['lite']);
    expect(errors).toHaveLength(1);
  });
});
