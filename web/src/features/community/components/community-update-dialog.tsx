import { useState } from 'react';
import { FolderDocument, useApplyCommunityUpdateMutation, useCommunityUpdateQuery } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { forgetDueLists } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';

const text = es.community.update;

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600"
      />
      {label}
    </label>
  );
}

/**
 * "Hay cambios": what the author's newer version brings (new, changed, deleted cards, and the learner's own edits
 * it would replace), then takes it. Cards the learner edited are kept and deleted ones stay unless asked; schedules
 * and history of updated cards are kept by the API.
 */
export function CommunityUpdateDialog({
  open,
  onOpenChange,
  folderId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string;
}) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const { data, error } = useCommunityUpdateQuery({
    variables: { folderId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [overwriteEdited, setOverwriteEdited] = useState(false);
  const [removeDeleted, setRemoveDeleted] = useState(false);
  const [apply, { loading }] = useApplyCommunityUpdateMutation({
    // New cards join the folder's pages and the due lists: the folder's first page is asked again.
    refetchQueries: [FolderDocument],
    update: (cache) => forgetDueLists(cache),
  });
  const update = data?.communityUpdate;

  async function onApply() {
    try {
      const result = await apply({ variables: { folderId, overwriteEdited, removeDeleted } });
      const taken = result.data?.applyCommunityUpdate.update;
      toast({ title: text.applied, description: taken && text.appliedDescription(taken.added, taken.updated) });
    } catch (caught) {
      return onError(caught, text.failed);
    }
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={update ? text.description(update.fromVersion, update.toVersion) : undefined}
      wide
    >
      {error ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : !data ? (
        <Skeleton label={text.loading} className="h-40" />
      ) : !update ? (
        <p>{text.upToDate}</p>
      ) : (
        <div className="flex flex-col gap-5">
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            <li>{text.added(update.added)}</li>
            <li>{text.updated(update.updated)}</li>
            <li>{text.conflicting(update.conflicting)}</li>
            <li>{text.deleted(update.deleted)}</li>
          </ul>
          {update.editedCards.length > 0 && (
            <section aria-label={text.editedTitle} className="flex flex-col gap-2">
              <h3 className="font-semibold">{text.editedTitle}</h3>
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                {update.editedCards.map((card) => (
                  <li key={card.cardId} className="grid gap-2 p-3 text-sm sm:grid-cols-2">
                    <div>
                      <p className="text-xs font-semibold text-slate-500 uppercase">{text.yours}</p>
                      <CardContent markdown={card.front} clamp={1} className="font-medium" />
                      <CardContent markdown={card.back} clamp={1} className="text-slate-600" />
                    </div>
                    <div>
                      <p className="text-xs font-semibold text-slate-500 uppercase">{text.authors}</p>
                      <CardContent markdown={card.authorFront} clamp={1} className="font-medium" />
                      <CardContent markdown={card.authorBack} clamp={1} className="text-slate-600" />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {update.conflicting > 0 && (
            <Checkbox label={text.overwriteEdited} checked={overwriteEdited} onChange={setOverwriteEdited} />
          )}
          {update.deleted > 0 && (
            <Checkbox label={text.removeDeleted} checked={removeDeleted} onChange={setRemoveDeleted} />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {es.common.cancel}
            </Button>
            <Button onClick={onApply} disabled={loading}>
              {loading ? text.applying : text.apply}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
