import { Pause, Pencil } from 'lucide-react';
import type { StudyCard_CardFragment } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { es } from '@/lib/i18n/es';

const text = es.cards.leech;

/** The card a rating just made a leech, said once: keep it, suspend it, or edit it (online). */
export function LeechNotice({
  leech,
  threshold,
  suspending,
  onClose,
  onSuspend,
  onEdit,
}: {
  leech: StudyCard_CardFragment | null;
  /** The lapses that make a leech, the learner's setting. */
  threshold: number;
  suspending: boolean;
  onClose: () => void;
  onSuspend: (card: StudyCard_CardFragment) => void;
  onEdit: () => void;
}) {
  return (
    <Dialog
      open={!!leech}
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={text.description(threshold)}
    >
      {leech && (
        <div className="flex flex-col gap-4">
          <CardContent markdown={leech.front} clamp={2} className="font-medium text-slate-900" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {text.keep}
            </Button>
            <Button variant="secondary" disabled={suspending} onClick={() => onSuspend(leech)}>
              <Pause aria-hidden className="size-4" />
              {text.suspend}
            </Button>
            <NeedsConnection>
              <Button onClick={onEdit}>
                <Pencil aria-hidden className="size-4" />
                {text.edit}
              </Button>
            </NeedsConnection>
          </div>
        </div>
      )}
    </Dialog>
  );
}
