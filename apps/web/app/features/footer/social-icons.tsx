import type { SocialService } from '../../lib/company.ts';

/** Simplified, single-colour marks of the social services; the links around them carry the names. */
const PATHS: Record<SocialService, string> = {
  x: 'M4 4h4.6l3.9 5.4L17.3 4H20l-6.3 7.2L20.5 20h-4.6l-4.3-5.8L6.5 20H3.8l6.6-7.6z',
  youtube:
    'M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.8-3.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  tiktok: 'M14 3h2.8c.3 2 1.6 3.4 3.7 3.6v2.9a6.6 6.6 0 0 1-3.7-1.2v6.4A5.7 5.7 0 1 1 11 9v3a2.8 2.8 0 1 0 3 2.8z',
  line: 'M12 3.5c-5.2 0-9.5 3.4-9.5 7.6 0 3.8 3.4 6.9 8 7.5.3.1.7.2.8.5.1.2.1.6 0 .9l-.1.8c0 .2-.2 1 .9.5s5.8-3.4 7.9-5.8c1.5-1.6 2.2-3.2 2.2-4.9 0-4.2-4.3-7.6-9.5-7.6z',
};

export function SocialIcon({ service }: { service: SocialService }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[service]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
