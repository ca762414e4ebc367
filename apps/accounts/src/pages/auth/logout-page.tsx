import { PostForm, SubmitButton } from '../form.tsx';
import { renderMessagePage } from '../message-page.tsx';
import type { FormPageContext } from '../page-context.ts';

/** A link cannot log out (a GET must not change anything); this page holds the button that does. */
export function renderLogoutPage(context: FormPageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: 'ログアウト',
    message: 'この端末からログアウトします。よろしいですか？',
    design: context.flow.design,
    children: (
      <PostForm action="/logout" csrfToken={context.csrfToken} flow={context.flow} label="ログアウト">
        <SubmitButton>ログアウトする</SubmitButton>
      </PostForm>
    ),
  });
}
