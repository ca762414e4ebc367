/** What the redirects page's forms post and show, shared by the page and its action. */

export const REDIRECT_INTENTS = { create: 'create', update: 'update', delete: 'delete' } as const;

/** The form as typed, to show it again when refused. */
export interface RedirectFormValues {
  from_path: string;
  to_location: string;
  status: string;
  enabled: boolean;
}

export const NEW_REDIRECT: RedirectFormValues = { from_path: '', to_location: '', status: '302', enabled: true };

export const REDIRECT_STATUS_LABELS: Record<string, string> = {
  302: '一時的（302）',
  301: '恒久的（301・検索エンジンも転送先を登録）',
};
