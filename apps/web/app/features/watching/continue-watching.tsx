import type { WatchingEpisode, WatchingEpisodeList } from '@hanabi/contract';
import { useEffect, useMemo, useState } from 'react';
import { HomeSection } from '../../components/home-section.tsx';
import type { SectionResult } from '../../lib/api.server.ts';
import { browserApi } from '../../lib/browser-session.ts';
import { useDiscreetMode } from '../../lib/discreet-mode.ts';
import { readGuestWatching } from '../../lib/guest-watching.ts';
import type { SectionPlace } from '../../lib/navigation/section-link.ts';
import { guestWatchingCards, saveGuestVisibility } from './guest-watching-row.ts';
import { memberWatchingCard, type WatchingCard } from './watching-card.ts';
import { WATCHING_HEADING, WatchingRail } from './watching-rail.tsx';
import { createWatchingRowStore, type SaveVisibility } from './watching-row-store.ts';

/**
 * The row's place among the home page's sections: 0, above the catalogue's, which keep their places whether
 * or not a viewer has a row (lib/navigation/section-link.ts).
 */
const HOME_PLACE: SectionPlace = { sectionId: 'continue_watching', sectionPos: 0, sectionType: 'watching' };

/** The id of the my page's continue-watching section, where the home row's 「もっと見る」 leads. */
export const MY_WATCHING_SECTION_ID = 'my-watching';

/** Called after hydration only, when the browser session has started. */
const saveMemberVisibility: SaveVisibility = async (episodeId, visible) =>
  (await browserApi()).setWatchingEpisodeVisible(episodeId, visible);

const saveInThisBrowser = saveGuestVisibility();

interface MemberWatchingRailProps {
  /** A page of the member's row, as the API gave it. */
  entries: WatchingEpisode[];
  place?: SectionPlace;
  first?: boolean;
}

/** A member's continue-watching cards; a removal is saved through the API. */
export function MemberWatchingRail({ entries, place, first = false }: MemberWatchingRailProps) {
  // One store per page of entries: loading the page again (「再読み込み」, coming back) starts afresh.
  const store = useMemo(() => createWatchingRowStore(entries.map(memberWatchingCard), saveMemberVisibility), [entries]);
  return <WatchingRail store={store} place={place} first={first} />;
}

/**
 * A guest's row, filled in the browser from local storage once the page is there; nothing until then, and
 * nothing when they have no episode to continue.
 */
function GuestWatchingSection() {
  const [loaded, setLoaded] = useState<WatchingCard[]>([]);
  // Discreet mode: mature titles stay out of the row (decision 0058).
  const discreet = useDiscreetMode();
  const cards = useMemo(() => (discreet ? loaded.filter((card) => !card.mature) : loaded), [discreet, loaded]);
  useEffect(() => {
    let wanted = true;
    // A timer, not at once: the root's effect that starts the browser session runs after this one.
    const timer = setTimeout(() => {
      void guestWatchingCards(readGuestWatching(), async (episodeId) =>
        (await browserApi()).getEpisode(episodeId),
      ).then((cards) => {
        if (wanted) setLoaded(cards);
      });
    }, 0);
    return () => {
      wanted = false;
      clearTimeout(timer);
    };
  }, []);
  const store = useMemo(() => createWatchingRowStore(cards, saveInThisBrowser), [cards]);
  return (
    <HomeSection place={HOME_PLACE} heading={WATCHING_HEADING} result={{ ok: true, data: { items: cards } }}>
      {() => <WatchingRail store={store} place={HOME_PLACE} />}
    </HomeSection>
  );
}

/**
 * The home page's continue-watching section: a member's from the loader (null for a guest), a guest's from
 * this browser. Like every home section it is left out when empty and fails alone.
 */
export function HomeWatchingSection({
  watching,
  first = true,
}: {
  watching: SectionResult<WatchingEpisodeList> | null;
  /** The first row of the page (no carousel above it): its first picture is fetched first. */
  first?: boolean;
}) {
  if (watching === null) return <GuestWatchingSection />;
  const hasMore = watching.ok && watching.data.pagination.total_pages > 1;
  return (
    <HomeSection
      place={HOME_PLACE}
      heading={WATCHING_HEADING}
      result={watching}
      morePath={hasMore ? `/my#${MY_WATCHING_SECTION_ID}` : undefined}
    >
      {(entries) => <MemberWatchingRail entries={entries} place={HOME_PLACE} first={first} />}
    </HomeSection>
  );
}
