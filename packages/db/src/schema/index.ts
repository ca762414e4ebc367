export * from './accounts.ts';
export * from './catalogue.ts';
export * from './demo-seed.ts';
export * from './points.ts';
export * from './purchases.ts';
export * from './redirects.ts';
