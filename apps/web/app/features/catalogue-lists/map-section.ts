import type { SectionResult } from '../../lib/api.server.ts';

/** A loaded section reshaped for its view (e.g. a genres answer as the `items` a section view lists). */
export function mapSection<T, U>(result: SectionResult<T>, map: (data: T) => U): SectionResult<U> {
  return result.ok ? { ok: true, data: map(result.data) } : result;
}
