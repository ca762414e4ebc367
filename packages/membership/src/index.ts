export * from './points/index.ts';
export * from './presents/index.ts';
export * from './sessions/index.ts';
