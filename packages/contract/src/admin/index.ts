export * from './audit.ts';
export * from './catalogue-fields.ts';
export * from './catalogue-tags.ts';
export * from './catalogue-titles.ts';
export * from './operator-auth.ts';
export * from './operator-fields.ts';
export * from './operators.ts';
export * from './roles.ts';
