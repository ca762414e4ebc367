import { type AdminPaymentList, adminPaymentRefundRequestSchema } from '@hanabi/contract';
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

/** The amount typed, as a number for the contract's rule; left empty, the rest of the payment. */
function amountField(form: FormData): number | undefined {
  const typed = textField(form, 'amount_yen').replace(/[,，円]/g, '');
  return typed === '' ? undefined : Number(typed.normalize('NFKC'));
}

/** The refund's post: the reason and amount checked with the contract's rules first, then one API call (audited there). */
export async function answerPaymentRefundPost(form: FormData, args: ConsoleArgs): Promise<PaymentRefundAnswer> {
  const id = parseRouteId(textField(form, 'id'));
  if (id === null)
    return { kind: 'refused', message: '対象のお支払いが見つかりません。一覧を読み込み直してください。' };
  const checked = adminPaymentRefundRequestSchema.safeParse({
    reason: textField(form, 'reason'),
    amount_yen: amountField(form),
  });
  if (!checked.success) return { kind: 'refused', message: checked.error.issues[0]?.message ?? '' };
  return callAsOperator(args, async () => {
    try {
      const answer = await consoleApi(args.context).refundPayment(id, checked.data);
      const what = `お支払い（支払いID ${id}）`;
      if (!answer.requested)
        return {
          kind: 'done',
          message: `${what}は返金の処理中か、返金できる残りがありません。何も変更していません。`,
        };
      const asked = answer.payment.refunds.at(-1)?.amount_yen ?? 0;
      return {
        kind: 'done',
        message: `${what}の${asked.toLocaleString('ja-JP')}円の返金を依頼しました。決済代行会社での返金が済むと、状態が「返金済み」になり、会員にメールでお知らせします。`,
      };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  });
}
