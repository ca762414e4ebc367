/** What the title page's list controls need: a login link for a guest, the title's place in a member's lists. */
export type ViewerListState =
  | { signedIn: false; loginUrl: string }
  | { signedIn: true; inMylist: boolean; hidden: boolean };
