export { givePresent, type PresentGift, type PresentInput } from './give-present.ts';
