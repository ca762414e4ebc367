import { createContext, useContext } from 'react';

/**
 * The nonce of the page's Content-Security-Policy (server/security-headers.ts): the inline scripts React
 * Router writes (hydration data, scroll restoration) carry it, or the browser would refuse them. Set by
 * entry.server.tsx for the render; in the browser it is empty, as browsers hide nonces from the page anyway.
 */
export const CspNonceContext = createContext('');

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}
