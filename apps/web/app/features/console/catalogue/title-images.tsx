import {
  type Image,
  imageUploadHint,
  TITLE_IMAGE_KIND_LABELS,
  TITLE_IMAGE_KINDS,
  TITLE_IMAGE_SHAPES,
  type TitleImageKind,
} from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { SizedImage } from '../../../components/sized-image.tsx';
import { ConsoleField, IMAGE_FILE_TYPES } from '../console-form.tsx';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';
import { TITLE_IMAGE_FIELDS, type TitleImageAnswer } from './title-image-fields.ts';

interface PictureProps {
  kind: TitleImageKind;
  image: Image;
  canWrite: boolean;
  /** The answer of this picture's last upload, if any. */
  answer: TitleImageAnswer | undefined;
}

/** One picture: the one viewers are shown now, and, for a writer, the form that replaces it. */
function TitlePicture({ kind, image, canWrite, answer }: PictureProps) {
  const label = TITLE_IMAGE_KIND_LABELS[kind];
  const navigation = useNavigation();
  const sending = navigation.formData?.get(TITLE_IMAGE_FIELDS.kind) === kind;
  return (
    <div className="catalogue-picture">
      <h3 className="catalogue-picture__heading">{label}</h3>
      <SizedImage image={image} alt={`現在の${label}`} sizes="320px" className="catalogue-picture__current" />
      {canWrite ? (
        <Form method="post" encType="multipart/form-data" className="catalogue-picture__form">
          <input type="hidden" name={CATALOGUE_INTENT} value={CATALOGUE_INTENTS.uploadImage} />
          <input type="hidden" name={TITLE_IMAGE_FIELDS.kind} value={kind} />
          <ConsoleField
            form={`title-image-${kind}`}
            name={TITLE_IMAGE_FIELDS.file}
            type="file"
            accept={IMAGE_FILE_TYPES}
            required
            label={`${label}の画像ファイル`}
            hint={imageUploadHint(TITLE_IMAGE_SHAPES[kind])}
            errors={{ [TITLE_IMAGE_FIELDS.file]: answer?.kind === 'image_refused' ? answer.message : undefined }}
          />
          <button type="submit" className="console-button" disabled={sending}>
            {sending ? 'アップロード中…' : `${label}をアップロード`}
          </button>
          {answer?.kind === 'image_saved' ? (
            <p className="console-alert" role="status">
              {answer.message}
            </p>
          ) : null}
        </Form>
      ) : null}
    </div>
  );
}

/**
 * The title's key art and poster as viewers see them (a draft's too), each replaced by uploading a file; the
 * API turns it into the sizes and formats the viewer pages use. Read-only without `catalogue:write`.
 */
export function TitleImages({
  pictures,
  canWrite,
  answer,
}: {
  pictures: Record<TitleImageKind, Image>;
  canWrite: boolean;
  answer: TitleImageAnswer | undefined;
}) {
  return (
    <section aria-labelledby="title-images-heading" className="console-section">
      <h2 id="title-images-heading" className="console-section-heading">
        キーアート・ポスター
      </h2>
      <div className="catalogue-pictures">
        {TITLE_IMAGE_KINDS.map((kind) => (
          <TitlePicture
            key={kind}
            kind={kind}
            image={pictures[kind]}
            canWrite={canWrite}
            answer={answer?.imageKind === kind ? answer : undefined}
          />
        ))}
      </div>
    </section>
  );
}
