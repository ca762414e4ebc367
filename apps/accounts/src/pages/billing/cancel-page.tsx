/** /plan/cancel: the short confirmation before a member ends their plan. */
import { PAYMENT_METHOD_LABELS, type PaidPlanKey, type PlanPaymentMethod } from '@hanabi/contract';
import { renderDocument } from '../document.tsx';
import { PostForm, SubmitButton } from '../form.tsx';
import { LinkList } from '../message-page.tsx';
import type { FormPageContext } from '../page-context.ts';
import { Summary } from './billing-ui.tsx';
import { planTitle } from './entry-choice-page.tsx';

export interface CancelState {
  plan: PaidPlanKey;
  method: PlanPaymentMethod;
  /** Where "keep the plan" leads back to. */
  returnUrl: string;
}

export function renderCancelPage(context: FormPageContext, { plan, method, returnUrl }: CancelState): string {
  const title = `${planTitle(plan)}の解約`;
  return renderDocument({
    title,
    design: context.flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>{title}</h1>
        <Summary
          rows={[
            ['ご利用中のプラン', planTitle(plan)],
            ['お支払い方法', PAYMENT_METHOD_LABELS[method]],
          ]}
        />
        <p>
          <strong>解約すると、見放題の作品がすぐに見られなくなります。</strong>
        </p>
        <p>購入済みの作品と保有ポイントは、解約後もそのままご利用いただけます。</p>
        <PostForm action="/plan/cancel" csrfToken={context.csrfToken} flow={context.flow} label={title}>
          <SubmitButton>解約する</SubmitButton>
        </PostForm>
        <LinkList links={[{ href: returnUrl, label: '解約せずに戻る' }]} />
      </>
    ),
  });
}
