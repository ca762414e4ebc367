import { adminHomeSlideImageAnswerSchema, HOME_SLIDE_IMAGE_SHAPE } from '@hanabi/contract';
import { IMAGE_UPLOAD_DESCRIPTION } from '../../lib/image-sets/image-upload-body.ts';
import { rowImageUploadRoute } from '../../lib/image-sets/row-image-upload-route.ts';
import { replaceSlideImage } from './admin-home-slides.service.ts';

/** POST /admin/v1/home_slides/{id}/image: a slide's new picture (decision 0053). */
export const uploadHomeSlideImageRoute = rowImageUploadRoute({
  path: '/admin/v1/home_slides/:id/image',
  permission: 'editorial:write',
  tags: ['admin-editorial'],
  summary: "Upload a home slide's picture (console): turned into responsive variants",
  description: `${IMAGE_UPLOAD_DESCRIPTION} A slide's picture is cropped to 16:9 at ${HOME_SLIDE_IMAGE_SHAPE.widths.join(', ')}. Audited (home_slide.replace_image). Needs editorial:write.`,
  answer: adminHomeSlideImageAnswerSchema,
  answered: "The slide's new picture",
  replace: replaceSlideImage,
});
