/** /card: the member's card on file, and registering a new one (which lifts a forced cancellation). */
import { renderDocument } from '../document.tsx';
import { ErrorSummary, PostForm, SubmitButton } from '../form.tsx';
import type { FormPageContext } from '../page-context.ts';
import { japaneseDay, Problem, Summary } from './billing-ui.tsx';
import { CardFields, type CardOnFileView, type CardPaymentState, cardLabel } from './card-fields.tsx';

export interface CardPageState extends CardPaymentState {
  /** The card on file now (not offered for payment here: this page replaces it). */
  current: CardOnFileView | null;
  /** The day the plan ends unless a working card is registered (the last check failed). */
  forcedCancelDate: string | null;
}

export function renderCardPage(context: FormPageContext, state: CardPageState): string {
  const { current, errors = {} } = state;
  return renderDocument({
    title: 'お支払いに使うカード',
    design: context.flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>お支払いに使うカード</h1>
        <Problem message={state.problem} />
        <ErrorSummary errors={errors} />
        {state.forcedCancelDate && (
          <p role="alert">
            <strong>
              登録中のカードがご利用いただけない状態です。{japaneseDay(state.forcedCancelDate)}
              までに新しいカードを登録しない場合、プランは自動的に解約されます。
            </strong>
          </p>
        )}
        <Summary
          rows={[
            ['登録中のカード', current ? cardLabel(current) : 'ありません'],
            ...(current?.isInvalid ? [['状態', 'ご利用いただけません'] as [string, string]] : []),
          ]}
        />
        <PostForm action="/card" csrfToken={context.csrfToken} flow={context.flow} label="新しいカードの登録">
          <CardFields payment={state} />
          <SubmitButton>このカードを登録する</SubmitButton>
        </PostForm>
      </>
    ),
  });
}
