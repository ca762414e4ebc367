/**
 * The sandbox's stand-in for a carrier's payment page (au, docomo, SoftBank): the member approves or
 * cancels the charge there. Clearly labelled: nothing is billed to any phone.
 */
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@hanabi/contract';
import { renderDocument } from '../document.tsx';
import { PostForm, SubmitButton } from '../form.tsx';
import type { FormPageContext } from '../page-context.ts';
import { SandboxNote, Summary, yen } from './billing-ui.tsx';

const secondaryButton = {
  width: '100%',
  padding: '0.75rem 1rem',
  font: 'inherit',
  fontWeight: 700,
  color: 'inherit',
  background: 'transparent',
  border: '1px solid #4a4d75',
  borderRadius: '999px',
  cursor: 'pointer',
} as const;

export interface CarrierSandboxState {
  chargeId: string;
  /** The carrier billing the charge (one of billing's CARRIERS). */
  carrier: PaymentMethod;
  amountYen: number;
  description: string;
  /** The charge was answered already; the page only says so. */
  answered: boolean;
}

export function renderCarrierSandboxPage(context: FormPageContext, state: CarrierSandboxState): string {
  const service = PAYMENT_METHOD_LABELS[state.carrier];
  const action = `/sandbox/carrier/${encodeURIComponent(state.chargeId)}`;
  return renderDocument({
    title: `${service}（サンドボックス）`,
    design: context.flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>{service}（サンドボックス）</h1>
        <SandboxNote>携帯電話会社の決済画面の代わりとなるテスト用の画面です。実際の請求は行われません。</SandboxNote>
        <Summary
          rows={[
            ['ご利用内容', state.description],
            ['金額', `${yen(state.amountYen)}（税込）`],
          ]}
        />
        {state.answered ? (
          <p role="status">このお支払いは手続き済みです。</p>
        ) : (
          <>
            <p>この内容で、携帯電話のご利用料金と合わせてお支払いいただけますか。</p>
            <PostForm action={action} csrfToken={context.csrfToken} flow={context.flow} label="お支払いの承認">
              <input type="hidden" name="answer" value="approve" />
              <SubmitButton>承認する</SubmitButton>
            </PostForm>
            <PostForm action={action} csrfToken={context.csrfToken} flow={context.flow} label="お支払いのキャンセル">
              <input type="hidden" name="answer" value="cancel" />
              <button type="submit" style={secondaryButton}>
                キャンセル
              </button>
            </PostForm>
          </>
        )}
      </>
    ),
  });
}
