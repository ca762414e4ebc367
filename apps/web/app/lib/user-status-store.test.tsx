import { guestUserStatus } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memberStatus, NOW } from '../test/fixtures.ts';
import { createUserStatusStore, userStatusStore, useUserStatus } from './user-status-store.ts';

describe('user status store', () => {
  it('holds the latest status and tells its readers', () => {
    const store = createUserStatusStore();
    const seen: Array<number | undefined> = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()?.subscribed_plan_id));
    expect(store.get()).toBeNull();
    store.set(memberStatus('lite'));
    store.set(memberStatus('premium'));
    unsubscribe();
    store.set(memberStatus('free'));
    expect(seen).toEqual([1, 2]);
    expect(store.get()?.subscribed_plan_id).toBe(0);
  });

  it("renders on the server with the request's own status, never one a browser store holds", () => {
    function Plan() {
      return <>{useUserStatus(guestUserStatus(NOW))?.subscribed_plan_id}</>;
    }
    userStatusStore.set(memberStatus('premium'));
    expect(renderToStaticMarkup(<Plan />)).toBe('999');
  });
});
