import { COOKIE_NAMES } from '@hanabi/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The viewer confirmed being 18 or older: the web's age check set `checked_age=1` (spec §4, §9). The cookie is
 * set for the product-wide domain, so the browser sends it to the API too, and the web's SSR calls forward it.
 * It is the viewer's own statement, as on the web: what it guards is the R18 titles' video (decision 0027).
 */
export function hasCheckedAge(request: FastifyRequest): boolean {
  return request.cookies[COOKIE_NAMES.checkedAge] === '1';
}
