import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { CardItem_CardFragment } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { es } from '@/lib/i18n/es';
import { CardItem } from './card-item';

const text = es.folder;

/** The grid's gap (`gap-4`) and a card's usual height before it is measured. */
const GAP_PX = 16;
const ESTIMATED_CARD_PX = 176;
/**
 * The window's height before the list can measure it (on the server, and while the app hydrates what the server
 * rendered): a phone's, so that the rows the server sends are those the phone then shows, and none is added or
 * dropped (and measured again) as the app takes the page over.
 */
const INITIAL_WINDOW_PX = 800;
/** Rows rendered above and below the screen, so fast scrolling and Tab find cards already there. */
const OVERSCAN_ROWS = 4;
/** The next page is asked when the rows drawn come this close to the last loaded row. */
const NEAR_END_ROWS = 4;

// Tailwind's `sm` and `lg`: one card per row on a phone, two from 640 px, three from 1024 px.
const columnQueries = ['(min-width: 1024px)', '(min-width: 640px)'] as const;

function subscribeToColumns(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const lists = columnQueries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function currentColumns(): number {
  if (typeof window.matchMedia !== 'function') return 1;
  if (window.matchMedia(columnQueries[0]).matches) return 3;
  return window.matchMedia(columnQueries[1]).matches ? 2 : 1;
}

/** How many cards a row of the grid holds at the window's width. */
function useColumns() {
  return useSyncExternalStore(subscribeToColumns, currentColumns, () => 1);
}

/**
 * Where the list starts in the document: the virtualizer counts the window's scroll from there. Read when the
 * browser has laid the page out (a ResizeObserver reports once it is observed, then whenever what is above the list,
 * the figures or the search line, changes height), never by forcing a layout: in the first render's commit that
 * forced layout, and the render it set off there, made one 150 ms task of a folder page's start.
 */
function useDocumentTop(element: HTMLElement | null) {
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      // In slices, between the browser's frames, like any render that follows the scroll.
      startTransition(() => setTop(next));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

/**
 * The rows drawn first stay drawn while the learner is still among them. They were drawn before the list knew where it
 * starts and how tall its cards are (on the server, for the rows the page arrives with): once it knows, the screen holds
 * fewer of them, and dropping those just to add them back as the learner scrolls made the largest task of a folder
 * page's start (the removals and their effects in one commit).
 */
function keepFirstRows() {
  let firstLast: number | undefined;
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    firstLast ??= indexes[indexes.length - 1] ?? -1;
    const keptLast = Math.min(firstLast, range.count - 1);
    if (indexes.length > 0 && indexes[0] > keptLast) return indexes;
    const last = Math.max(keptLast, indexes[indexes.length - 1] ?? -1);
    return Array.from({ length: last + 1 }, (_, index) => index);
  };
}

/**
 * A folder's cards, loaded page by page: the next page comes as the learner scrolls near the end (or
 * presses "Cargar más cartas"). The grid is virtualized by rows (`@tanstack/react-virtual` over the window's
 * scroll): only the rows on screen and a few around them are in the DOM, so 20 000 cards scroll as smoothly as
 * 20. It stays a list (`<ul>`/`<li>`, each card with its position in the folder for screen readers), and a card
 * that holds the keyboard focus is never dropped from under it: the focus moves to the list first.
 */
export function CardList({
  cards,
  total,
  now,
  onEdit,
  hasNextPage,
  loadingMore,
  onLoadMore,
}: {
  cards: readonly CardItem_CardFragment[];
  /** The folder's (or the search's) number of cards, loaded or not. */
  total: number;
  now: Date;
  onEdit: (card: CardItem_CardFragment) => void;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const columns = useColumns();
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const scrollMargin = useDocumentTop(list);
  const rowCount = Math.ceil(cards.length / columns);
  const [keepRows] = useState(keepFirstRows);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_CARD_PX,
    initialRect: { width: 0, height: INITIAL_WINDOW_PX },
    overscan: OVERSCAN_ROWS,
    // Scrolling re-renders in React's own time rather than synchronously inside the scroll event.
    useFlushSync: false,
    gap: GAP_PX,
    scrollMargin,
    getItemKey: (row) => cards[row * columns]?.id ?? row,
    rangeExtractor: keepRows,
  });
  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0];
  const lastRow = rows[rows.length - 1];
  const paddingTop = firstRow ? firstRow.start - scrollMargin : 0;
  const paddingBottom = lastRow ? virtualizer.getTotalSize() - (lastRow.end - scrollMargin) : 0;

  // The next page is asked as soon as the rows drawn (the screen and its overscan) near the last loaded row — on
  // scroll, and again after a page came if the end is still that near. Driven by the virtualizer's own range, as
  // TanStack's infinite-scroll example does: it follows the scroll position itself, where an IntersectionObserver
  // only reports changes (and missed one when a page read ahead made the list grow at once).
  const lastIndex = lastRow?.index ?? -1;
  const nearEnd = hasNextPage && !loadingMore && rowCount > 0 && lastIndex >= rowCount - 1 - NEAR_END_ROWS;
  const askMore = useRef(onLoadMore);
  askMore.current = onLoadMore;
  useEffect(() => {
    if (nearEnd && rowCount > 0) askMore.current();
  }, [nearEnd, rowCount]);

  // A focused card about to leave the DOM hands the focus to the list, so it never falls back to <body>: the
  // next Tab continues from the cards on screen.
  const focusedRow = useRef<number | null>(null);
  const firstIndex = firstRow?.index ?? 0;
  useLayoutEffect(() => {
    const row = focusedRow.current;
    if (row === null || !list || (row >= firstIndex && row <= lastIndex)) return;
    focusedRow.current = null;
    list.focus({ preventScroll: true });
  }, [firstIndex, lastIndex, list]);
  const trackFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row;
    focusedRow.current = row === undefined ? null : Number(row);
  };

  return (
    <>
      <ul
        ref={setList}
        aria-label={text.cardsTitle}
        tabIndex={-1}
        onFocus={trackFocus}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) focusedRow.current = null;
        }}
        className="grid gap-4 outline-none sm:grid-cols-2 lg:grid-cols-3"
        style={{ paddingTop, paddingBottom }}
      >
        {rows.flatMap((row) =>
          cards.slice(row.index * columns, (row.index + 1) * columns).map((card, column) => {
            const position = row.index * columns + column;
            return (
              <CardItem
                key={card.id}
                card={card}
                now={now}
                onEdit={onEdit}
                position={position + 1}
                setSize={total}
                row={row.index}
                // The first card of each row measures it: the grid stretches every card to the row's height.
                measureRef={column === 0 ? virtualizer.measureElement : undefined}
              />
            );
          }),
        )}
      </ul>
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? text.loadingMore : text.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
