import { useEffect, useRef } from 'react';
import type { CardItem_CardFragment } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { es } from '@/lib/i18n/es';
import { CardItem } from './card-item';

const text = es.folder;

/**
 * Calls `onVisible` whenever the returned element comes within `margin` of the viewport: the next page
 * is asked before the learner reaches the end. Without IntersectionObserver the button still works.
 */
function useNearViewport(onVisible: () => void, enabled: boolean, margin = '800px') {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}

/**
 * A folder's cards, loaded page by page: the next page comes as the learner scrolls near the end (or
 * presses "Cargar más cartas"). Cards off screen skip layout and paint (`content-visibility`), so a
 * long list stays smooth.
 */
export function CardList({
  cards,
  now,
  onEdit,
  hasNextPage,
  loadingMore,
  onLoadMore,
}: {
  cards: readonly CardItem_CardFragment[];
  now: Date;
  onEdit: (card: CardItem_CardFragment) => void;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useNearViewport(onLoadMore, hasNextPage && !loadingMore);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <CardItem key={card.id} card={card} now={now} onEdit={() => onEdit(card)} />
        ))}
      </ul>
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? text.loadingMore : text.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
