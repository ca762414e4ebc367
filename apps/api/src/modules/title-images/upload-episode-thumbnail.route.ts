import { EPISODE_THUMBNAIL_SHAPE, episodeThumbnailAnswerSchema } from '@hanabi/contract';
import { IMAGE_UPLOAD_DESCRIPTION } from '../../lib/image-sets/image-upload-body.ts';
import { rowImageUploadRoute } from '../../lib/image-sets/row-image-upload-route.ts';
import { replaceEpisodeThumbnail } from './episode-thumbnails.service.ts';

/** POST /admin/v1/episodes/{id}/thumbnail: an episode's new thumbnail (decision 0049). */
export const uploadEpisodeThumbnailRoute = rowImageUploadRoute({
  path: '/admin/v1/episodes/:id/thumbnail',
  permission: 'catalogue:write',
  tags: ['admin-catalogue'],
  summary: "Upload an episode's thumbnail (console): turned into responsive variants",
  description: `${IMAGE_UPLOAD_DESCRIPTION} A thumbnail is cropped to 16:9 at ${EPISODE_THUMBNAIL_SHAPE.widths.join(', ')}; every episode list and card then shows it as the viewer API answers it. Audited (episode.replace_thumbnail). Needs catalogue:write.`,
  answer: episodeThumbnailAnswerSchema,
  answered: "The episode's new thumbnail",
  replace: replaceEpisodeThumbnail,
});
