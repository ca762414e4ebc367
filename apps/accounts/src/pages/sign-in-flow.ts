/**
 * What a viewer brings from the web client and keeps through every page of a sign-in flow: the branding
 * (`design`) and where to go back to afterwards (`destination`). Every link and form of the service carries
 * both on, so a viewer who registers, confirms the address in a mail and logs in still lands where they
 * started, in the branding they came from.
 */
import type { DesignType } from '@hanabi/contract';
import { designFromQuery } from './design.ts';

export interface SignInFlow {
  design: DesignType;
  /**
   * The destination as received, passed on untouched. It is only ever *used* through `safeReturnUrl`, which
   * refuses anything outside the product's origins; here it is just text, encoded wherever it is written.
   */
  destination: string | undefined;
}

/** Longer destinations are dropped rather than carried: safeReturnUrl would refuse them anyway. */
const MAX_DESTINATION_LENGTH = 2048;

/** The flow of a request's query string or form body (anything else counts as empty). */
export function flowFrom(params: unknown): SignInFlow {
  const { design, destination } = (typeof params === 'object' && params !== null ? params : {}) as Record<
    string,
    unknown
  >;
  return {
    design: designFromQuery(design),
    destination:
      typeof destination === 'string' && destination.length > 0 && destination.length <= MAX_DESTINATION_LENGTH
        ? destination
        : undefined,
  };
}

/**
 * A link to `path` of this service carrying the flow, plus `extra` query parameters. Relative to this
 * service unless `origin` is given (mails need absolute links).
 */
export function flowHref(path: string, flow: SignInFlow, extra: Record<string, string> = {}, origin = ''): string {
  const query = new URLSearchParams(extra);
  query.set('design', String(flow.design));
  if (flow.destination !== undefined) query.set('destination', flow.destination);
  return `${origin}${path}?${query.toString()}`;
}
