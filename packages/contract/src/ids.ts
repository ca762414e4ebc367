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
