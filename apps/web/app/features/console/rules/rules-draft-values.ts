/** A draft revision's form as the console shows it. */
export const RULES_INTENTS = { create: 'create', save: 'save', publish: 'publish', delete: 'delete' } as const;

export interface RulesDraftValues {
  body: string;
  /** A Japan date: 2026-04-01. */
  effective_on: string;
}
