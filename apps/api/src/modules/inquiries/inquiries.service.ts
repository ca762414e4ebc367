import {
  INQUIRY_RATE_LIMIT,
  INQUIRY_RATE_LIMIT_MESSAGE,
  type InquiryFieldError,
  type InquiryReceipt,
  validateInquiry,
} from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { countInquiriesSince, insertInquiry, lockRequester } from './inquiries.repository.ts';

const RATE_LIMIT_WINDOW_MS = INQUIRY_RATE_LIMIT.windowMinutes * 60 * 1000;

export interface InquirySender {
  /** The signed-in member, so support can find the account; null for a guest. */
  userId: number | null;
  /** The client address as the API sees it (request.ip, which honours TRUST_PROXY). */
  requesterIp: string;
}

/** 400 naming every refused field (`body.<field>`) and its reason; the message lists the Japanese texts. */
function invalidInquiry(errors: InquiryFieldError[]): ApiError {
  return new ApiError('badRequest', {
    message: errors.map((error) => error.message).join(''),
    details: errors.map((error) => ({ field: `body.${error.field}`, reason: error.reason })),
  });
}

/**
 * Stores an inquiry for the operators. Refused inquiries are not stored and do not count towards the rate
 * limit: only what reached support does. The count and the insert happen under a lock on the address, so
 * parallel requests cannot all slip under the limit.
 * @throws ApiError badRequest for invalid fields, tooManyRequests when the address used up its hour.
 */
export async function receiveInquiry(
  db: AppDatabase,
  input: unknown,
  sender: InquirySender,
  now: Date,
): Promise<InquiryReceipt> {
  const checked = validateInquiry(input);
  if (!checked.ok) throw invalidInquiry(checked.errors);
  const row = await db.transaction(async (tx) => {
    await lockRequester(tx, sender.requesterIp);
    const recent = await countInquiriesSince(tx, sender.requesterIp, new Date(now.getTime() - RATE_LIMIT_WINDOW_MS));
    if (recent >= INQUIRY_RATE_LIMIT.count) {
      throw new ApiError('tooManyRequests', { message: INQUIRY_RATE_LIMIT_MESSAGE });
    }
    return insertInquiry(tx, { ...checked.value, ...sender, createdAt: now });
  });
  return { id: row.id, category: row.category, received_at: toJapanIso(row.createdAt) };
}
