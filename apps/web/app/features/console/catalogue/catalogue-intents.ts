/** The form field naming what a post of a catalogue page asks for, and its values. */
export const CATALOGUE_INTENT = 'intent';
export const CATALOGUE_INTENTS = {
  save: 'save',
  publish: 'publish',
  unpublish: 'unpublish',
  create: 'create',
  rename: 'rename',
  merge: 'merge',
  uploadImage: 'upload_image',
} as const;
