import { CalendarPlus, Pause } from 'lucide-react';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button } from '@/components/ui/button';
import { es } from '@/lib/i18n/es';

/** "Posponer a mañana" (a card already studied, online) and "Suspender" for the card shown. */
export function ShownCardActions({
  canPostpone,
  postponing,
  onPostpone,
  suspending,
  onSuspend,
}: {
  canPostpone: boolean;
  postponing: boolean;
  onPostpone: () => void;
  suspending: boolean;
  onSuspend: () => void;
}) {
  return (
    <div className="flex justify-center">
      <div className="flex flex-wrap justify-center gap-2">
        {canPostpone && (
          <NeedsConnection>
            <Button variant="secondary" onClick={onPostpone} disabled={postponing}>
              <CalendarPlus aria-hidden className="size-4" />
              {es.cards.postpone.studyAction}
            </Button>
          </NeedsConnection>
        )}
        <Button variant="secondary" onClick={onSuspend} disabled={suspending}>
          <Pause aria-hidden className="size-4" />
          {es.cards.suspension.studyAction}
        </Button>
      </div>
    </div>
  );
}
