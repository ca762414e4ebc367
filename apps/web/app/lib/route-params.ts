/** Largest id the API accepts (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * A route id parameter as a positive integer, or null. Only plain decimal digits count: '1e3', '+1',
 * ' 1', '0x10' and leading zeros are not ids, so each title has one URL.
 */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]*$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
