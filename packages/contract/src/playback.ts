import { z } from 'zod';

/** The DRM systems whose licences the API forwards to a vendor licence server (decision 0027). */
export const VENDOR_DRM_SYSTEMS = ['widevine', 'playready', 'fairplay'] as const;
export type VendorDrmSystem = (typeof VENDOR_DRM_SYSTEMS)[number];

/**
 * Why a viewer may not play an episode, and what gets them in: confirm their age (R18 title), sign in (a guest
 * on an episode that is not free), buy it (`price_points`), join or change plan (`included_plan_ids`), or wait
 * (`not_ready`: they may watch, but the video is not packaged yet).
 */
export const PLAYBACK_WAYS_IN = ['age_check', 'sign_in', 'buy', 'join_plan', 'not_ready'] as const;
export type PlaybackWayIn = (typeof PLAYBACK_WAYS_IN)[number];

const licenseServerSchema = z.object({ license_url: z.string() });

/** What the player needs to play an episode the viewer is entitled to. */
export const playbackSchema = z.object({
  dash_url: z.string(),
  hls_url: z.string(),
  drm: z.object({
    clearkey: licenseServerSchema,
    widevine: licenseServerSchema.nullable().describe('null when no Widevine licence server is configured'),
    playready: licenseServerSchema.nullable().describe('null when no PlayReady licence server is configured'),
    fairplay: licenseServerSchema.nullable().describe('null when no FairPlay licence server is configured'),
  }),
  key_id: z.string().describe('the CENC key id of the title, hex (32 characters)'),
  duration_seconds: z.number().int(),
  rendition_heights: z.array(z.number().int()),
  resume_seconds: z
    .number()
    .int()
    .describe(
      'where a member left off (decision 0028); 0 when they finished the episode or never played it, and always 0 ' +
        'for a guest, whose position the web player keeps in local storage',
    ),
  skip: z.object({
    opening: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
    ending_start: z.number().int().nullable(),
    ending_end: z.number().int().nullable().describe('null when the ending runs to the end of the video'),
  }),
  is_vr: z.boolean(),
});
export type Playback = z.infer<typeof playbackSchema>;

/** base64url without padding, as EME ClearKey writes key ids and keys. */
const base64UrlSchema = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding');

/** POST /v1/licenses/clearkey/{episode_id}: the W3C EME ClearKey licence request. */
export const clearKeyLicenseRequestSchema = z.object({
  kids: z.array(base64UrlSchema.min(22).max(22)).min(1).max(16),
  type: z.literal('temporary'),
});
export type ClearKeyLicenseRequest = z.infer<typeof clearKeyLicenseRequestSchema>;

/** The W3C EME ClearKey licence (a JSON Web Key Set): not wrapped in the response envelope, as EME reads it. */
export const clearKeyLicenseSchema = z.object({
  keys: z.array(z.object({ kty: z.literal('oct'), kid: base64UrlSchema, k: base64UrlSchema })),
  type: z.literal('temporary'),
});
export type ClearKeyLicense = z.infer<typeof clearKeyLicenseSchema>;
