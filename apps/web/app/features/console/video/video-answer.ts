/** The video page's form posts and what they answer (shared by the action and the page). */
export const VIDEO_INTENTS = { start: 'start', retry: 'retry', cancel: 'cancel' } as const;

export const VIDEO_INTENT_FIELD = 'intent';

export type VideoAnswer = { kind: 'done'; message: string } | { kind: 'refused'; message: string };
