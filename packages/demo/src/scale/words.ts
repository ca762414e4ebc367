/**
 * Words the scale catalogue builds its names from, each with its reading in hiragana. Mixed on purpose:
 * kanji, hiragana, katakana and latin, as real anime titles are, so that searches of every script and
 * length find realistic shares of the catalogue.
 */
export interface Word {
  surface: string;
  reading: string;
}

function words(pairs: string): Word[] {
  return pairs
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [surface = '', reading = ''] = pair.split('/');
      return { surface, reading };
    });
}

export const KANJI_WORDS = words(`
  鬼灯/ほおずき 花火/はなび 月影/つきかげ 星屑/ほしくず 桜/さくら 空/そら 海/うみ 風/かぜ 雷/かみなり
  剣/つるぎ 魔法/まほう 学園/がくえん 王国/おうこく 帝国/ていこく 恋人/こいびと 約束/やくそく 記憶/きおく
  夜明け/よあけ 黄昏/たそがれ 迷宮/めいきゅう 勇者/ゆうしゃ 魔王/まおう 探偵/たんてい 怪盗/かいとう
  天使/てんし 悪魔/あくま 竜/りゅう 狐/きつね 猫/ねこ 侍/さむらい 忍者/にんじゃ 巫女/みこ 銀河/ぎんが
  宇宙/うちゅう 時計/とけい 図書館/としょかん 喫茶店/きっさてん 放課後/ほうかご 青春/せいしゅん 戦記/せんき
  物語/ものがたり 伝説/でんせつ 革命/かくめい 奇跡/きせき 硝子/がらす 雪/ゆき 鬼/おに 神様/かみさま
  姫/ひめ 騎士/きし 錬金術/れんきんじゅつ 歯車/はぐるま 深海/しんかい 灯台/とうだい 列車/れっしゃ
`);

export const KANA_WORDS = words(`
  きらきら/きらきら ふわふわ/ふわふわ どきどき/どきどき ひだまり/ひだまり おひさま/おひさま まほろば/まほろば
  ぼくら/ぼくら わたし/わたし きみ/きみ ないしょ/ないしょ
`);

export const KATAKANA_WORDS = words(`
  ネオン/ねおん ギャラクシー/ぎゃらくしー ガールズ/がーるず スターライト/すたーらいと ドラゴン/どらごん
  ファンタジア/ふぁんたじあ メモリー/めもりー クロニクル/くろにくる アイドル/あいどる ロボット/ろぼっと
  サイバー/さいばー パラダイス/ぱらだいす シンフォニー/しんふぉにー ミラクル/みらくる エンジェル/えんじぇる
  ヴァンパイア/ゔぁんぱいあ カフェ/かふぇ スクール/すくーる ワールド/わーるど ファイター/ふぁいたー
  ガーディアン/がーでぃあん レジェンド/れじぇんど トレジャー/とれじゃー ハンター/はんたー ダンジョン/だんじょん
`);

export const LATIN_WORDS = words(`
  NEON/ねおん STAR/すたー BLUE/ぶるー DREAM/どりーむ NIGHT/ないと LOVE/らぶ SKY/すかい ZERO/ぜろ
  HEART/はーと MOON/むーん FIRE/ふぁいあ SONG/そんぐ GATE/げーと CODE/こーど ROSE/ろーず
`);

export const SUFFIXES = words(`
  第二期/だいにき 劇場版/げきじょうばん 外伝/がいでん 完結編/かんけつへん 零/ぜろ
`);

export const FAMILY_NAMES = words(`
  佐藤/さとう 鈴木/すずき 高橋/たかはし 田中/たなか 伊藤/いとう 渡辺/わたなべ 山本/やまもと 中村/なかむら
  小林/こばやし 加藤/かとう 吉田/よしだ 山田/やまだ 霧島/きりしま 東雲/しののめ 花園/はなぞの 白石/しらいし
`);

export const GIVEN_NAMES = words(`
  さくら/さくら ひかり/ひかり 美咲/みさき 陽菜/ひな 葵/あおい 蓮/れん 湊/みなと 大翔/ひろと 翔太/しょうた
  かなで/かなで れいじ/れいじ ユウキ/ゆうき アリス/ありす ルカ/るか ミオ/みお 凛/りん
`);

export const TAG_NAMES = [
  '学園',
  '異世界',
  'バトル',
  'ラブコメ',
  '日常',
  'SF',
  'ファンタジー',
  'ミステリー',
  'スポーツ',
  '音楽',
  'アイドル',
  'ロボット',
  '歴史',
  'ホラー',
  'グルメ',
  '青春',
  '魔法少女',
  '冒険',
  'ギャグ',
  '感動',
];

export const STAFF_ROLES = ['監督', '脚本', 'キャラクターデザイン', '音楽', 'アニメーション制作'];
