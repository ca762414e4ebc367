import type { CatalogueImageKind } from '@hanabi/contract';

/** The picture form's fields: which picture, and its file. */
export const TITLE_IMAGE_FIELDS = { kind: 'image_kind', file: 'image_file' } as const;

/** What a title or episode page shows beside a picture's form after its upload. */
export type TitleImageAnswer =
  | { kind: 'image_saved'; imageKind: CatalogueImageKind; message: string }
  | { kind: 'image_refused'; imageKind: CatalogueImageKind; message: string };
