import {
  IMAGE_UPLOAD_BODY_TYPE,
  type TitleImageAnswer,
  type TitleImageKind,
  titleImageAnswerSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient, RawBody } from '../http/http-client.ts';
import { adminTitlePath } from './admin-paths.ts';

/** The image file: a browser's File or Blob, bytes, or a stream (a file forwarded without holding it whole). */
export type TitleImageFile = RawBody['data'];

/** A title's key art and poster (decision 0045). */
export function titleImageEndpoints(http: HttpClient) {
  return {
    /**
     * POST /admin/v1/titles/{id}/images/{kind} — the title's new key art or poster. The file goes as it is,
     * always as application/octet-stream: the API reads its format from its bytes, never from a declared type.
     * Refusals (no image, another format, too large, too small) are ApiErrors with the contract's Japanese
     * messages (IMAGE_UPLOAD_MESSAGES).
     */
    uploadTitleImage: (
      titleId: number,
      kind: TitleImageKind,
      file: TitleImageFile,
      options?: CallOptions,
    ): Promise<TitleImageAnswer> =>
      http.post(adminTitlePath(titleId, `/images/${kind}`), {
        ...options,
        rawBody: { data: file, contentType: IMAGE_UPLOAD_BODY_TYPE },
        schema: titleImageAnswerSchema,
      }),
  };
}

export type TitleImageEndpoints = ReturnType<typeof titleImageEndpoints>;
