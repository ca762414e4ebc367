import { HOME_SLIDE_IMAGE_LABEL, HOME_SLIDE_IMAGE_SHAPE, type Image, imageUploadHint } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ConsoleField, IMAGE_FILE_TYPES } from '../console-form.tsx';
import { SLIDE_IMAGE_FIELD, SLIDE_INTENT, SLIDE_INTENTS } from './slide-answer.ts';

interface SlidePictureProps {
  image: Image | null;
  canWrite: boolean;
  /** The refusal of the last upload, if any. */
  refusal: string | undefined;
}

/**
 * The slide's picture: the API turns the file into the sizes and formats the carousel uses (16:9, cropped
 * around the centre). Until one is uploaded, viewers are not shown the slide.
 */
export function SlidePicture({ image, canWrite, refusal }: SlidePictureProps) {
  const sending = useNavigation().formData?.get(SLIDE_INTENT) === SLIDE_INTENTS.uploadImage;
  return (
    <section aria-labelledby="slide-picture-heading" className="console-section">
      <h2 id="slide-picture-heading" className="console-section-heading">
        {HOME_SLIDE_IMAGE_LABEL}
      </h2>
      {image ? null : (
        <p className="console-alert console-alert--warning">
          画像がまだありません。画像をアップロードするまで、このスライドは視聴者に表示されません。
        </p>
      )}
      {canWrite ? (
        <Form method="post" encType="multipart/form-data" className="catalogue-picture__form">
          <input type="hidden" name={SLIDE_INTENT} value={SLIDE_INTENTS.uploadImage} />
          <ConsoleField
            form="slide-picture"
            name={SLIDE_IMAGE_FIELD}
            type="file"
            accept={IMAGE_FILE_TYPES}
            required
            label={`${HOME_SLIDE_IMAGE_LABEL}のファイル`}
            hint={imageUploadHint(HOME_SLIDE_IMAGE_SHAPE)}
            errors={{ [SLIDE_IMAGE_FIELD]: refusal }}
          />
          <button type="submit" className="console-button" disabled={sending}>
            {sending ? 'アップロード中…' : `${HOME_SLIDE_IMAGE_LABEL}をアップロード`}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
