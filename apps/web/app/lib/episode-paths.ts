/** Addresses of an episode's pages, shared by the title page's episode list and the purchase pages. */

/** The id of an episode's item in its title page's episode list. */
export const episodeAnchorId = (episodeId: number) => `episode-${episodeId}`;

export const purchaseConfirmPath = (episodeId: number) => `/episodes/${episodeId}/purchase_confirm`;

/** The query parameter of the thanks page naming the purchase. */
export const PURCHASE_ID_PARAM = 'purchase_id';

export const purchaseThanksPath = (episodeId: number, purchaseId: number) =>
  `/episodes/${episodeId}/purchase_thanks?${PURCHASE_ID_PARAM}=${purchaseId}`;

/** Where an episode is watched: its player, under its title's address (the title's age check guards it). */
export const playPath = (titleId: number, episodeId: number) => `/titles/${titleId}/episodes/${episodeId}`;
