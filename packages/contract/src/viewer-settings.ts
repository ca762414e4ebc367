/**
 * A viewer's settings (decision 0058). Discreet mode: mature titles' artwork is blurred until tapped, they
 * stay out of the continue-watching row, and the player shows a neutral tab title. A member's settings are
 * kept by the API; a guest's in the `discreet_mode` cookie of their browser.
 */
import { z } from 'zod';

/** GET and PUT /v1/users/viewer_settings: the member's settings (the defaults until they change one). */
export const viewerSettingsSchema = z.object({ discreet: z.boolean() });
export type ViewerSettings = z.infer<typeof viewerSettingsSchema>;

export const DEFAULT_VIEWER_SETTINGS: ViewerSettings = { discreet: false };
