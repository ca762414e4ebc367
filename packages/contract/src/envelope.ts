import { z } from 'zod';

/** Success envelope of every API answer: `{ code: 2000, contents }`. */
export const SUCCESS_CODE = 2000;

export function successEnvelope<T extends z.ZodType>(contents: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), contents });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** One paging scheme for every list: 1-based `page`, `per_page` up to 100. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: paginationSchema });
}
