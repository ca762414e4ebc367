import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardAction } from '../../components/card-action.tsx';
import { buttonsIn } from '../../test/markup.ts';
import { MylistOnCards } from './card-mylist-toggle.tsx';

const card = (signedIn: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MylistOnCards signedIn={signedIn}>
        <CardAction subject={{ id: 12, name: '桜の坂道' }} />
      </MylistOnCards>
    </MemoryRouter>,
  );

describe('the mylist button of title cards', () => {
  it('is never offered to a guest', () => {
    expect(card(false)).toBe('');
  });

  it("waits for the browser's answer before showing a member's button, so it never shows a wrong state", () => {
    expect(buttonsIn(card(true))).toEqual([]);
  });
});
