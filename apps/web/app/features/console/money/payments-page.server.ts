import { type AdminPaymentList, adminRefundRequestSchema } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { consoleApi } from '../console-api.server.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { callAsOperator } from '../operator-session.server.ts';
import { type ConsoleArgs, loadMemberSearch, type MemberSearchPage } from './member-search.server.ts';

export type PaymentsPage = MemberSearchPage<AdminPaymentList>;

/** The page's data: the member of `?member=` and one page of their plan and points payments (decision 0054). */
export function loadPaymentsPage(args: ConsoleArgs): Promise<PaymentsPage> {
  return loadMemberSearch(args, (api, query) => api.getMemberPayments(query));
}

export type PaymentRefundAnswer = { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/** The refund's post: the reason checked with the contract's rule first, then one API call (audited there). */
export async function answerPaymentRefundPost(form: FormData, args: ConsoleArgs): Promise<PaymentRefundAnswer> {
  const id = parseRouteId(textField(form, 'id'));
  if (id === null)
    return { kind: 'refused', message: '対象のお支払いが見つかりません。一覧を読み込み直してください。' };
  const checked = adminRefundRequestSchema.safeParse({ reason: textField(form, 'reason') });
  if (!checked.success) return { kind: 'refused', message: checked.error.issues[0]?.message ?? '' };
  return callAsOperator(args, async () => {
    try {
      const answer = await consoleApi(args.context).refundPayment(id, checked.data.reason);
      const what = `お支払い（支払いID ${id}）`;
      if (!answer.requested)
        return { kind: 'done', message: `${what}の返金はすでに依頼済みです。何も変更していません。` };
      return {
        kind: 'done',
        message: `${what}の返金を依頼しました。決済代行会社での返金が済むと、状態が「返金済み」になり、会員にメールでお知らせします。`,
      };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  });
}
