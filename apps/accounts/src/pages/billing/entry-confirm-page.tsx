/**
 * /entry/confirm: what the member is about to pay, and with what. Rendering it starts a payment intent:
 * its idempotency key travels in a hidden field, so sending the form twice pays once.
 */
import { type PaidPlanKey, PLANS, type PlanPaymentMethod } from '@hanabi/contract';
import { renderDocument } from '../document.tsx';
import { ErrorSummary, PostForm, SubmitButton } from '../form.tsx';
import { LinkList } from '../message-page.tsx';
import type { FormPageContext } from '../page-context.ts';
import { flowHref } from '../sign-in-flow.ts';
import { japaneseDay, Problem, Summary, yen } from './billing-ui.tsx';
import { CardFields, type CardPaymentState } from './card-fields.tsx';
import { METHOD_CHOICE_LABELS, planTitle } from './entry-choice-page.tsx';

export interface EntryConfirmState extends CardPaymentState {
  plan: PaidPlanKey;
  method: PlanPaymentMethod;
  idempotencyKey: string;
  /** The plan's next payment day if the member joins today. */
  nextPaymentDay: string;
}

export function renderEntryConfirmPage(context: FormPageContext, state: EntryConfirmState): string {
  const { flow } = context;
  const { plan, method, errors = {} } = state;
  const price = yen(PLANS[plan].monthlyPriceYen);
  const methodLabel = METHOD_CHOICE_LABELS[method];
  return renderDocument({
    title: '入会内容の確認',
    design: flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>入会内容の確認</h1>
        <Problem message={state.problem} />
        <ErrorSummary errors={errors} />
        <Summary
          rows={[
            ['プラン', planTitle(plan)],
            ['月額料金', `${price}（税込）`],
            ['お支払い方法', methodLabel],
            ['次回のお支払い日', japaneseDay(state.nextPaymentDay)],
          ]}
        />
        <p>入会すると、すぐに見放題の作品をご覧いただけます。以後、毎月同じ日に月額料金をお支払いいただきます。</p>
        <PostForm action="/entry" csrfToken={context.csrfToken} flow={flow} label="入会の手続き">
          <input type="hidden" name="plan" value={plan} />
          <input type="hidden" name="method" value={method} />
          <input type="hidden" name="idempotency_key" value={state.idempotencyKey} />
          {method === 'credit' ? (
            <CardFields payment={state} />
          ) : (
            <p>「{methodLabel}へ進む」を押すと、携帯電話会社の画面に移動します。そこで承認すると入会が完了します。</p>
          )}
          <SubmitButton>{method === 'credit' ? `${price}を支払って入会する` : `${methodLabel}へ進む`}</SubmitButton>
        </PostForm>
        <LinkList
          links={[{ href: flowHref('/entry', flow, { plan, method }), label: 'プラン・お支払い方法を変更する' }]}
        />
      </>
    ),
  });
}
