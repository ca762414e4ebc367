/** What the notice sections' forms post and show, shared by the page and its action. */
export const SECTION_INTENTS = { create: 'create_section', update: 'update_section' } as const;

export interface SectionFormValues {
  name: string;
  slug: string;
  position: string;
}
