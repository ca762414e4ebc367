/**
 * The video ingest's rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts,
 * decision 0047). A row whose target the matrix cannot make from the database alone (an upload, which only the
 * tus calls write) is called on an unknown one: a role the matrix allows passes the gate and meets the 404
 * behind it, any other gets 403. video-uploads.test.ts uploads for real, as each role.
 */

import type { OperatorPermission } from '@hanabi/contract';
import { type AppDatabase, packagingJobs } from '@hanabi/db';
import { insertEpisode, insertTitle } from './catalogue-fixtures.ts';

export interface VideoGuardedCall {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH';
  path: (targetId: number | string) => string;
  /** The path as the API document names it. */
  documented: string;
  body?: () => unknown;
  headers?: (target: number | string) => Record<string, string>;
  permission: OperatorPermission;
  target: (db: AppDatabase) => Promise<number | string>;
  /** What a role the matrix allows gets. */
  allowedStatus: number;
}

const anEpisode = async (db: AppDatabase) => insertEpisode(db, await insertTitle(db));

/** A job of a fresh episode, as a console would find it: queued (to cancel) or failed (to retry). */
const aJob = (status: 'queued' | 'failed') => async (db: AppDatabase) => {
  const [row] = await db
    .insert(packagingJobs)
    .values({ episodeId: await anEpisode(db), sourcePath: '/uploads/matrix.mp4', status })
    .returning({ id: packagingJobs.id });
  if (!row) throw new Error('job not inserted');
  return row.id;
};

const UNKNOWN_UPLOAD = '0'.repeat(32);
const b64 = (value: string) => Buffer.from(value).toString('base64');
const tus = { 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream' };

export const VIDEO_GUARDED: VideoGuardedCall[] = [
  {
    method: 'POST',
    path: () => '/admin/v1/video-uploads',
    documented: '/admin/v1/video-uploads',
    headers: (episodeId) => ({
      ...tus,
      'upload-length': '1000',
      'upload-metadata': `episode_id ${b64(String(episodeId))},filename ${b64('a.mp4')},filetype ${b64('video/mp4')}`,
    }),
    permission: 'video:write',
    target: anEpisode,
    allowedStatus: 201,
  },
  {
    method: 'HEAD',
    path: () => `/admin/v1/video-uploads/${UNKNOWN_UPLOAD}`,
    documented: '/admin/v1/video-uploads/{upload_id}',
    headers: () => tus,
    permission: 'video:write',
    target: async () => UNKNOWN_UPLOAD,
    allowedStatus: 404,
  },
  {
    method: 'PATCH',
    path: () => `/admin/v1/video-uploads/${UNKNOWN_UPLOAD}`,
    documented: '/admin/v1/video-uploads/{upload_id}',
    headers: () => ({ ...tus, 'upload-offset': '0' }),
    permission: 'video:write',
    target: async () => UNKNOWN_UPLOAD,
    allowedStatus: 404,
  },
  {
    method: 'GET',
    path: (id) => `/admin/v1/episodes/${id}/packaging-jobs`,
    documented: '/admin/v1/episodes/{id}/packaging-jobs',
    permission: 'catalogue:read',
    target: anEpisode,
    allowedStatus: 200,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/episodes/${id}/packaging-jobs`,
    documented: '/admin/v1/episodes/{id}/packaging-jobs',
    body: () => ({ upload_id: UNKNOWN_UPLOAD }),
    permission: 'video:write',
    target: anEpisode,
    allowedStatus: 404,
  },
  {
    method: 'GET',
    path: (id) => `/admin/v1/packaging-jobs/${id}`,
    documented: '/admin/v1/packaging-jobs/{job_id}',
    permission: 'catalogue:read',
    target: aJob('queued'),
    allowedStatus: 200,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/packaging-jobs/${id}/retry`,
    documented: '/admin/v1/packaging-jobs/{job_id}/retry',
    permission: 'video:write',
    target: aJob('failed'),
    allowedStatus: 200,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/packaging-jobs/${id}/cancel`,
    documented: '/admin/v1/packaging-jobs/{job_id}/cancel',
    permission: 'video:write',
    target: aJob('queued'),
    allowedStatus: 200,
  },
];
