import { createContext, type ReactNode, useContext } from 'react';

/** The title a card shows, as a control acting on it needs it. */
export interface CardSubject {
  id: number;
  name: string;
}

export type RenderCardAction = (subject: CardSubject) => ReactNode;

/**
 * A control shown on every title card (the mylist button for a member). The layout supplies it and the
 * card lists only say where it goes, so the lists know nothing of what it does; without a provider, or with
 * null, the cards show none.
 */
const CardActionContext = createContext<RenderCardAction | null>(null);

export const CardActionProvider = CardActionContext.Provider;

/** The card's control, if the page has one; placed beside the card's link, as a button inside a link is invalid HTML. */
export function CardAction({ subject }: { subject: CardSubject }) {
  const render = useContext(CardActionContext);
  return render ? render(subject) : null;
}
