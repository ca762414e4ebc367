import type { UrgentNotice } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { linkNamed, textOf } from '../../test/markup.ts';
import { UrgentNoticeBanner } from './urgent-notice-banner.tsx';

const urgent: NonNullable<UrgentNotice> = {
  id: 12,
  slug: null,
  section: { id: 1, slug: 'important', name: '重要なお知らせ' },
  title: '一部のAndroid端末で動画が再生できない不具合について',
  published_at: '2025-10-01T06:00:00+09:00',
  urgent_until: '2025-10-04T12:00:00+09:00',
};

function render(notice: UrgentNotice, serverTime: string | null): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <UrgentNoticeBanner notice={notice} serverTime={serverTime} />
    </MemoryRouter>,
  );
}

describe('UrgentNoticeBanner', () => {
  it('is a region named 緊急のお知らせ linking to the notice', () => {
    const html = render(urgent, '2025-10-01T12:00:00+09:00');

    expect(html).toMatch(/<section class="urgent-banner" aria-label="緊急のお知らせ">/);
    expect(textOf(html)).toBe('緊急 一部のAndroid端末で動画が再生できない不具合について');
    expect(linkNamed(html, urgent.title).attributes.href).toBe('/notices/12');
  });

  it('links a notice with a fixed page to that page', () => {
    const html = render({ ...urgent, slug: 'apology_for_double_billing' }, null);
    expect(linkNamed(html, urgent.title).attributes.href).toBe('/notices/apology_for_double_billing');
  });

  it('goes away once the server time reaches urgent_until, and shows nothing without an urgent notice', () => {
    expect(render(urgent, '2025-10-04T11:59:59+09:00')).toContain('urgent-banner');
    expect(render(urgent, '2025-10-04T12:00:00+09:00')).toBe('');
    expect(render(null, '2025-10-01T12:00:00+09:00')).toBe('');
  });
});
