export * from './constants.ts';
export * from './envelope.ts';
export * from './episodes.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './images.ts';
export * from './titles.ts';
export * from './users.ts';
