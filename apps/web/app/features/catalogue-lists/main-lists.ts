/** The catalogue's lists, as the portal page links them (and in the same words as the drawer). */
export const MAIN_LISTS = [
  { to: '/new_general_titles', label: '新着作品', description: '配信が始まったばかりの作品' },
  { to: '/new_episodes', label: '新着エピソード', description: '最新話を新しい順に' },
  { to: '/rankings', label: 'ランキング', description: 'いま人気の作品' },
  { to: '/free', label: '無料作品', description: '無料で見られるエピソードがある作品' },
  { to: '/exclusive_titles', label: '独占・先行配信', description: 'Hanabiだけ、Hanabiが最初' },
  { to: '/middle', label: '規制解除', description: 'プレミアム版のエピソード' },
  { to: '/recommended_titles', label: 'あなたへのおすすめ', description: '見た作品に近いジャンルから' },
  { to: '/youth', label: 'キッズ・ファミリー', description: '家族みんなで楽しめる作品' },
] as const;

/** The new-titles list narrowed to one genre: where the portal's and youth page's genre links lead. */
export const genreTitlesPath = (genreId: number) => `/new_general_titles?genre_id=${genreId}`;
