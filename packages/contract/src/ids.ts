import { z } from 'zod';

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_RESOURCE_ID = 2_147_483_647;

/**
 * A database id as it appears in a path or query: decimal digits only, so that '0x10', '1e3', ' 7' or
 * '007' never alias another resource.
 */
export const resourceIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(MAX_RESOURCE_ID));

/**
 * A list of database ids in one query value, comma-separated ("12,7,31"), at most `max` of them: each id
 * in the form of resourceIdSchema. `reason` names the rule in the 400 answer's details.
 */
export function resourceIdListSchema(max: number, reason: string) {
  return z
    .string()
    .regex(new RegExp(`^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,${max - 1}}$`), reason)
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_RESOURCE_ID), reason);
}
