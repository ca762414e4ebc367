import { type InquiryReceipt, type InquiryRequest, inquiryReceiptSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function inquiryEndpoints(http: HttpClient) {
  return {
    /**
     * POST /v1/inquiries — sends an inquiry to the support team. A refusal is an ApiError: 400 with
     * `details` naming the fields, 429 when the sender's address used up its hour. Never retried (a POST).
     */
    sendInquiry: (inquiry: InquiryRequest, options?: CallOptions): Promise<InquiryReceipt> =>
      http.post('/v1/inquiries', { ...options, body: inquiry, schema: inquiryReceiptSchema }),
  };
}

export type InquiryEndpoints = ReturnType<typeof inquiryEndpoints>;
