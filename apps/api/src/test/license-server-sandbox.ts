/** A vendor licence server for tests: answers as told and remembers what it was sent. */
import type { LicenseServer, VendorAnswer } from '../modules/licenses/license-servers.ts';

export interface SandboxLicenseServer extends LicenseServer {
  /** The licence requests forwarded so far. */
  received: Buffer[];
  /** What the next requests get. */
  answerWith(answer: VendorAnswer): void;
}

export function sandboxLicenseServer(): SandboxLicenseServer {
  let next: VendorAnswer = {
    outcome: 'licence',
    body: Buffer.from('sandbox-licence'),
    contentType: 'application/octet-stream',
  };
  const received: Buffer[] = [];
  return {
    received,
    answerWith(answer) {
      next = answer;
    },
    async forward({ body }) {
      received.push(body);
      return next;
    },
  };
}
