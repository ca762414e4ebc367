import { type AdminPurchaseList, adminRefundRequestSchema } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { consoleApi } from '../console-api.server.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { callAsOperator } from '../operator-session.server.ts';
import { type ConsoleArgs, loadMemberSearch, type MemberSearchPage } from './member-search.server.ts';

export type PurchasesPage = MemberSearchPage<AdminPurchaseList>;

/** The page's data: the member of `?member=` (e-mail, member id or festa id) and one page of their purchases. */
export function loadPurchasesPage(args: ConsoleArgs): Promise<PurchasesPage> {
  return loadMemberSearch(args, (api, query) => api.getMemberPurchases(query));
}

export type RefundAnswer = { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/** The refund's post: the reason checked with the contract's rule first, then one API call (audited there). */
export async function answerRefundPost(form: FormData, args: ConsoleArgs): Promise<RefundAnswer> {
  const id = parseRouteId(textField(form, 'id'));
  if (id === null) return { kind: 'refused', message: '対象の購入が見つかりません。一覧を読み込み直してください。' };
  const checked = adminRefundRequestSchema.safeParse({ reason: textField(form, 'reason') });
  if (!checked.success) return { kind: 'refused', message: checked.error.issues[0]?.message ?? '' };
  return callAsOperator(args, async () => {
    try {
      const answer = await consoleApi(args.context).refundPurchase(id, checked.data.reason);
      const { episode } = answer.purchase;
      const what = `『${episode.title_name}』${episode.prefix_name}の購入（購入ID ${id}）`;
      if (!answer.refunded) return { kind: 'done', message: `${what}はすでに返金済みです。何も変更していません。` };
      return {
        kind: 'done',
        message: `${what}を返金しました。ギフトポイント${answer.returned_gift_points}、フェスタポイント${answer.returned_festa_points}を戻し、視聴権を取り消しました。`,
      };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  });
}
