/** /points: buy festa points by card (the drawer's add-points link). */
import { TOP_UP_POINTS, YEN_PER_POINT } from '@hanabi/contract';
import type { PointBalances } from '@hanabi/membership';
import { renderDocument } from '../document.tsx';
import { ErrorSummary, PostForm, SubmitButton } from '../form.tsx';
import type { FormPageContext } from '../page-context.ts';
import { ChoiceGroup, Problem, pt, Summary, yen } from './billing-ui.tsx';
import { CardFields, type CardPaymentState } from './card-fields.tsx';

export interface PointsPageState extends CardPaymentState {
  balances: PointBalances;
  idempotencyKey: string;
  /** The amount chosen before (kept after a failed attempt). */
  points: number | undefined;
}

export function renderPointsPage(context: FormPageContext, state: PointsPageState): string {
  const { balances, errors = {} } = state;
  return renderDocument({
    title: 'ポイントを追加する',
    design: context.flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>ポイントを追加する</h1>
        <Problem message={state.problem} />
        <ErrorSummary errors={errors} />
        <Summary
          rows={[
            ['保有ポイント', pt(balances.total)],
            ['内訳', `フェスタポイント ${pt(balances.festa)}・ギフトポイント ${pt(balances.gift)}`],
          ]}
        />
        <PostForm action="/points" csrfToken={context.csrfToken} flow={context.flow} label="ポイントの購入">
          <input type="hidden" name="idempotency_key" value={state.idempotencyKey} />
          <ChoiceGroup
            legend="追加するポイント（1pt＝1円・税込）"
            name="points"
            selected={state.points === undefined ? undefined : String(state.points)}
            error={errors.points}
            choices={TOP_UP_POINTS.map((points) => ({
              value: String(points),
              label: `${pt(points)}（${yen(points * YEN_PER_POINT)}）`,
            }))}
          />
          <CardFields payment={state} />
          <SubmitButton>購入する</SubmitButton>
        </PostForm>
      </>
    ),
  });
}
