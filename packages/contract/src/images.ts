import { z } from 'zod';

/** A picture with its intrinsic size, so pages reserve the space before it loads. */
export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;
