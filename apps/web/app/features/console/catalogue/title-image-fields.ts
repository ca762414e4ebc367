import type { TitleImageKind } from '@hanabi/contract';

/** The picture form's fields: which picture, and its file. */
export const TITLE_IMAGE_FIELDS = { kind: 'image_kind', file: 'image_file' } as const;

/** What the title page shows beside a picture's form after its upload. */
export type TitleImageAnswer =
  | { kind: 'image_saved'; imageKind: TitleImageKind; message: string }
  | { kind: 'image_refused'; imageKind: TitleImageKind; message: string };
