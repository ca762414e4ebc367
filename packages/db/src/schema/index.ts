export * from './catalogue.ts';
export * from './demo-seed.ts';
