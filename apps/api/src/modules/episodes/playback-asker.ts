import type { FastifyRequest } from 'fastify';
import { hasCheckedAge } from '../../lib/checked-age.ts';

/** Who asks to see or play an episode, as the routes hand it on: plain values, never the request. */
export interface PlaybackAsker {
  /** users.id of the signed-in member; null for a guest. */
  memberId: number | null;
  /** The viewer confirmed being 18 or older (the web's age check). */
  ageChecked: boolean;
  /** The instant the answer is for (`request.now`). */
  now: Date;
}

export async function playbackAskerOf(request: FastifyRequest): Promise<PlaybackAsker> {
  return { memberId: (await request.viewer()).memberId, ageChecked: hasCheckedAge(request), now: request.now };
}
