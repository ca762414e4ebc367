import type { DesignType } from '@hanabi/contract';
import { renderMessagePage } from './message-page.tsx';

export function renderNotFoundPage(webOrigin: string, design?: DesignType): string {
  return renderMessagePage(webOrigin, {
    title: 'ページが見つかりません',
    message: 'お探しのページは見つかりませんでした。URLをお確かめください。',
    design,
  });
}
