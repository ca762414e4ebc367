import { renderMessagePage } from './message-page.tsx';
import { flowHref, type SignInFlow } from './sign-in-flow.ts';

/** The service's front page: where to log in or register. */
export function renderHomePage(webOrigin: string, flow: SignInFlow): string {
  return renderMessagePage(webOrigin, {
    title: 'アカウント',
    message: 'ログイン・会員登録を行うページです。',
    design: flow.design,
    links: [
      { href: flowHref('/login', flow), label: 'ログイン' },
      { href: flowHref('/register', flow), label: '会員登録（無料）' },
    ],
  });
}
