import { resourceIdSchema } from '@hanabi/contract';

/**
 * A route id parameter as a positive integer, or null. The contract's id rule applies: only plain decimal
 * digits count ('1e3', '+1', ' 1', '0x10' and leading zeros are not ids), so each title has one URL.
 */
export function parseRouteId(value: string | undefined): number | null {
  const parsed = resourceIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A list's page number from the query (`?page=2`): 1 when missing or not a page number. */
export function parsePageParam(value: string | null): number {
  return parseRouteId(value ?? undefined) ?? 1;
}
