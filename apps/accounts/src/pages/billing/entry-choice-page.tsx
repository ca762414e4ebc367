/** /entry: a free member chooses a plan and how to pay (spec §2 /entry, §3 plans and payment methods). */
import {
  PAYMENT_METHOD_LABELS,
  type PaidPlanKey,
  PLAN_PAYMENT_METHODS,
  PLANS,
  type PlanPaymentMethod,
} from '@hanabi/contract';
import { renderDocument } from '../document.tsx';
import { SubmitButton } from '../form.tsx';
import type { PageContext } from '../page-context.ts';
import { ChoiceGroup, Problem, yen } from './billing-ui.tsx';

/** How each method is offered; the two SoftBank kinds share one name elsewhere (spec §3) but not here. */
export const METHOD_CHOICE_LABELS: Record<PlanPaymentMethod, string> = {
  ...PAYMENT_METHOD_LABELS,
  softbank_a: `${PAYMENT_METHOD_LABELS.softbank_a}（A）`,
  softbank_b: `${PAYMENT_METHOD_LABELS.softbank_b}（B）`,
};

export function planTitle(plan: PaidPlanKey): string {
  return `${PLANS[plan].name}プラン`;
}

export interface EntryChoiceState {
  plan?: PaidPlanKey | undefined;
  method?: PlanPaymentMethod | undefined;
  /** Why the member is back here, e.g. the payment was cancelled on the carrier's page. */
  problem?: string | undefined;
}

export function renderEntryChoicePage(context: PageContext, { plan, method, problem }: EntryChoiceState): string {
  const { flow } = context;
  return renderDocument({
    title: 'プランに入会する',
    design: flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>プランに入会する</h1>
        <Problem message={problem} />
        <p>プランとお支払い方法を選んでください。料金は毎月のお支払いで、消費税を含みます。</p>
        <form method="get" action="/entry/confirm" aria-label="プランとお支払い方法">
          <input type="hidden" name="design" value={String(flow.design)} />
          {flow.destination !== undefined && <input type="hidden" name="destination" value={flow.destination} />}
          <ChoiceGroup
            legend="プラン"
            name="plan"
            selected={plan ?? 'lite'}
            choices={(Object.keys(PLANS) as PaidPlanKey[]).map((key) => ({
              value: key,
              label: `${planTitle(key)}　月額${yen(PLANS[key].monthlyPriceYen)}（税込）`,
            }))}
          />
          <ChoiceGroup
            legend="お支払い方法"
            name="method"
            selected={method ?? 'credit'}
            choices={PLAN_PAYMENT_METHODS.map((value) => ({ value, label: METHOD_CHOICE_LABELS[value] }))}
          />
          <SubmitButton>確認へ進む</SubmitButton>
        </form>
      </>
    ),
  });
}
