/**
 * What the client needs of a response schema: zod's `safeParse`. Typed structurally so that any
 * zod schema (including those of `@hanabi/contract`) fits without this package importing zod.
 */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}
