import { type AdminHomeSlide, HOME_SLIDE_AUDIENCE_LABELS, HOME_SLIDE_STATE_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../../components/sized-image.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { MoveButtons } from '../genres/move-buttons.tsx';
import { SLIDE_INTENTS } from './slide-answer.ts';
import './slides.css';

interface SlidesTableProps {
  slides: readonly AdminHomeSlide[];
  /** Running and scheduled slides, in the carousel's order, move up and down for an editor. */
  movable: boolean;
  caption: string;
}

function linkOf(slide: AdminHomeSlide): string {
  if (slide.campaign) return `キャンペーン「${slide.campaign.name}」`;
  return slide.title ? `作品「${slide.title.name}」` : '';
}

/** The slides with their picture, copy, link, window, audiences and state; each opens its page. */
export function SlidesTable({ slides, movable, caption }: SlidesTableProps) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">画像</th>
            <th scope="col">見出し</th>
            <th scope="col">リンク先</th>
            <th scope="col">公開期間</th>
            <th scope="col">表示する相手</th>
            <th scope="col">状態</th>
            {movable ? <th scope="col">並び順</th> : null}
          </tr>
        </thead>
        <tbody>
          {slides.map((slide, index) => (
            <tr key={slide.id}>
              <td>
                {slide.image ? (
                  <SizedImage image={slide.image} sizes="128px" loading="lazy" className="slide-thumbnail" />
                ) : (
                  '画像なし'
                )}
              </td>
              <td>
                <Link to={`/admin/slides/${slide.id}`}>{slide.headline}</Link>
                {slide.line ? <span className="console-table__sub">{slide.line}</span> : null}
              </td>
              <td>{linkOf(slide)}</td>
              <td>
                {formatJapanDateTime(slide.starts_at)}〜{slide.ends_at ? formatJapanDateTime(slide.ends_at) : ''}
              </td>
              <td>{slide.audiences.map((audience) => HOME_SLIDE_AUDIENCE_LABELS[audience]).join('、')}</td>
              <td>
                {slide.image
                  ? HOME_SLIDE_STATE_LABELS[slide.state]
                  : `${HOME_SLIDE_STATE_LABELS[slide.state]}（画像なし）`}
              </td>
              {movable ? (
                <td>
                  <MoveButtons
                    intent={SLIDE_INTENTS.move}
                    fields={{ id: String(slide.id) }}
                    name={slide.headline}
                    first={index === 0}
                    last={index === slides.length - 1}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
