export * from './audit.ts';
export * from './operator-auth.ts';
export * from './operator-fields.ts';
export * from './operators.ts';
export * from './roles.ts';
