import { LogOut, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { es } from '@/lib/i18n/es';
import type { StudyMode } from './study-session';

const text = es.study;

/**
 * The session's title, its folder and the tag it is limited to, "Deshacer" while there is a rating to take back, and
 * "Salir" (asked first).
 */
export function SessionHeader({
  mode,
  folderName,
  tag,
  canUndo,
  undoing,
  onUndo,
  finished,
  onExit,
}: {
  mode: StudyMode;
  folderName?: string;
  tag?: string;
  canUndo: boolean;
  undoing: boolean;
  onUndo: () => void;
  finished: boolean;
  onExit: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {mode === 'practice' ? text.practiceTitle : text.studyTitle}
        </h1>
        {folderName && <p className="mt-1 truncate text-slate-600">{folderName}</p>}
        {tag && (
          <p className="mt-1 w-fit max-w-full truncate rounded-full bg-indigo-50 px-2.5 py-0.5 text-sm text-indigo-800">
            {text.onlyTag(tag)}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-2">
        {canUndo && (
          <Button variant="secondary" onClick={onUndo} disabled={undoing} aria-keyshortcuts="Control+Z Meta+Z">
            <Undo2 aria-hidden className="size-4" />
            {undoing ? text.undoing : text.undo}
          </Button>
        )}
        {!finished && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" className="shrink-0">
                <LogOut aria-hidden className="size-4" />
                {text.exit}
              </Button>
            }
            title={text.exitTitle}
            description={text.exitConfirm}
            confirmLabel={text.exit}
            onConfirm={onExit}
          />
        )}
      </div>
    </div>
  );
}
