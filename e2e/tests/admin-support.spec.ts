/**
 * Issue 18's support journey, in one test so that the product's slow parts start once: a member sends an
 * inquiry; a サポート operator finds it in the inbox and replies, and the reply arrives in the development
 * mailbox; the operator grants the member 3,000 gift points, above the 1,000-point limit, so the grant waits;
 * a 経理 operator approves it, and the member finds the points in their present box. The サポート operator
 * finds the catalogue read-only: no title can be published from its role.
 */
import { expect, type Page, test } from '@playwright/test';
import { MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { ACCOUNTS_ORIGIN } from '../support/api.ts';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { firstSignIn, setPassword } from '../support/console-sign-in.ts';

const AGENT = CONSOLE_OPERATORS.supportAgent;
const APPROVER = CONSOLE_OPERATORS.financeApprover;
const QUESTION = '先月のプラン料金が二重に請求されているようです。確認をお願いします。';
const REPLY = 'ご迷惑をおかけしました。二重のご請求を確認し、お詫びのポイントをお送りします。';
const PRESENT = '二重請求のお詫びポイント';

/** Opens a console operator's first session in a context of its own (a laptop), signed in. */
async function operatorPage(page: Page, who: 'supportAgent' | 'financeApprover') {
  await setPassword(page, consoleSetupLink(who), CONSOLE_OPERATORS[who].password);
  await firstSignIn(page, CONSOLE_OPERATORS[who]);
}

test('support answers an inquiry by mail, and a large grant reaches the member after a finance approval', async ({
  browser,
  baseURL,
  page: member,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('support-journey');
  await registerAndLogIn(member, email, MEMBER_PASSWORD);
  await member.goto('/support/inquiry');
  await member.getByLabel('お問い合わせの種類').selectOption({ label: 'プラン・お支払い' });
  await member.getByLabel('メールアドレス').fill(email);
  await member.getByLabel('お問い合わせ内容').fill(QUESTION);
  await member.getByRole('button', { name: '入力内容を確認する' }).click();
  await member.getByRole('button', { name: '送信する' }).click();
  await expect(member.getByRole('heading', { level: 2, name: 'お問い合わせを受け付けました' })).toBeVisible();

  const laptop = { baseURL, viewport: { width: 1280, height: 800 } };
  const agentContext = await browser.newContext(laptop);
  const agent = await agentContext.newPage();
  await operatorPage(agent, 'supportAgent');

  // The inbox, narrowed to the member's address: the inquiry waits, 未対応 and nobody's.
  await agent
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: 'お問い合わせ' })
    .click();
  await agent.getByLabel('対応状況').selectOption({ label: '未対応' });
  await agent.getByLabel('キーワード').fill(email);
  await agent.getByRole('button', { name: '絞り込む' }).click();
  const row = agent.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('未割り当て');
  await row.getByRole('link').click();
  await expect(agent.getByRole('region', { name: 'やりとり' })).toContainText(QUESTION);

  await agent.getByLabel('返信（お客様にメールで届きます）').fill(REPLY);
  await agent.getByRole('button', { name: '返信を送る' }).click();
  // A page may hold more than one status line (an empty list says so too): the outcome is the one with its words.
  await expect(
    agent.getByRole('status').filter({ hasText: `${email} に返信を送りました。対応状況は「対応中」です。` }),
  ).toBeVisible();
  await expect(agent.getByRole('region', { name: 'やりとり' })).toContainText(REPLY);
  await expect(agent.getByText(`担当者: ${AGENT.name}`)).toBeVisible();

  // The sign-in service sends the queued reply: it lands in the development mailbox, the question quoted.
  const mail = agent.getByRole('article').filter({ hasText: email }).filter({ hasText: 'お問い合わせ（受付番号' });
  await expect(async () => {
    await agent.goto(`${ACCOUNTS_ORIGIN}/dev/mailbox`);
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(mail).toContainText(REPLY);
  await expect(mail).toContainText(`> ${QUESTION}`);

  // A grant above the limit waits.
  await agent.goto('/admin/members');
  await agent.getByLabel('メールアドレス・会員ID・フェスタID').fill(email);
  await agent.getByRole('button', { name: '探す' }).click();
  await agent.getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await agent.getByLabel('ポイント数（ギフトポイント）').fill('3000');
  await agent.getByLabel('プレゼント名（会員に表示されます）').fill(PRESENT);
  await agent.getByLabel('付与の理由（承認者と操作履歴に残ります）').fill('二重請求のお詫び（お問い合わせ対応）');
  await agent.getByRole('button', { name: '付与する' }).click();
  await expect(
    agent.getByRole('status').filter({ hasText: '経理または管理者の承認後に会員のプレゼントボックスへ届きます。' }),
  ).toBeVisible();
  await expect(agent.getByRole('region', { name: 'サポートからの付与' })).toContainText('承認待ち');
  await member.goto('/my');
  await expect(member.getByRole('region', { name: 'プレゼント' })).not.toContainText(PRESENT);

  // 経理 approves it, after confirming.
  const approverContext = await browser.newContext(laptop);
  const approver = await approverContext.newPage();
  await operatorPage(approver, 'financeApprover');
  await approver
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: '付与の承認' })
    .click();
  const grant = approver.getByRole('row').filter({ hasText: email });
  await expect(grant).toContainText(AGENT.name);
  // The confirm step needs the page's script.
  await approver.waitForFunction(() => '__reactRouterDataRouter' in window);
  await grant.getByRole('button', { name: '承認する' }).click();
  await grant.getByRole('button', { name: '承認して付与する' }).click();
  await expect(approver.getByRole('status').filter({ hasText: `「${PRESENT}」を承認しました。` })).toBeVisible();

  // The member has it: in the present box, 3,000 gift points to receive.
  await member.goto('/my');
  const presents = member.getByRole('region', { name: 'プレゼント' });
  await expect(presents).toContainText(PRESENT);
  await expect(presents).toContainText('ギフトポイント 3,000');
  // And support sees who approved it.
  await agent.reload();
  await expect(agent.getByRole('region', { name: 'サポートからの付与' })).toContainText(`付与済み（${APPROVER.name}）`);

  // サポート may look at the catalogue but not publish (issue 17): the title page is read-only, no 公開 button.
  await agent.goto('/admin/titles/1');
  await expect(agent.getByText('あなたの権限では作品を閲覧のみできます。')).toBeVisible();
  await expect(agent.getByRole('button', { name: /^(公開する|非公開にする)$/ })).toHaveCount(0);
  await agentContext.close();
  await approverContext.close();
});
