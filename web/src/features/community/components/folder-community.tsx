import { Globe, RefreshCw, Share2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type FolderCommunity_FolderFragment, useUnpublishFolderMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { communityFolderPath } from '@/config/paths';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { CommunityUpdateDialog } from './community-update-dialog';

// The publishing form (zod, react-hook-form) is fetched when first opened, not with the folder page.
const PublishDialog = lazy(() => import('./publish-dialog').then((m) => ({ default: m.PublishDialog })));

const text = es.community;

/**
 * A folder's side of the community on its screen: "Publicar" (or its publication's state, "Publicar de nuevo" and
 * "Dejar de publicar", and an operator's reason when hidden), and "Hay cambios" on a copy whose author published
 * a newer version.
 */
export function FolderCommunity({
  folder,
}: {
  folder: FolderCommunity_FolderFragment & { frontLanguage?: string | null; backLanguage?: string | null };
}) {
  const [publishing, setPublishing] = useState(false);
  const [updating, setUpdating] = useState(false);
  // Kept once opened, so that closing animates and gives focus back.
  const updateUsed = useRef(false);
  if (updating) updateUsed.current = true;
  const publishUsed = useRef(false);
  if (publishing) publishUsed.current = true;
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [unpublish] = useUnpublishFolderMutation();
  const publication = folder.publication ?? null;
  const published = publication !== null && !publication.unpublished;
  const source = folder.communitySource;

  async function onUnpublish() {
    try {
      await unpublish({ variables: { folderId: folder.id } });
    } catch (error) {
      return onError(error, text.publish.unpublishFailed);
    }
    toast({ title: text.publish.unpublished });
  }

  return (
    <div className="flex flex-col gap-3">
      {source?.hasUpdate && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold text-amber-900">{text.update.banner(source.title)}</p>
            <p className="text-sm text-amber-900">{text.update.bannerDescription}</p>
          </div>
          <Button onClick={() => setUpdating(true)}>
            <RefreshCw aria-hidden className="size-4" />
            {text.update.open}
          </Button>
        </div>
      )}
      {publication?.hidden && publication.hiddenReason && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {text.publish.hidden(publication.hiddenReason)}
        </p>
      )}
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Globe aria-hidden className="size-4 shrink-0 text-slate-500" />
          {published ? text.publish.status(publication.version) : text.description}
          {published && !publication.hidden && (
            <Link
              to={communityFolderPath(publication.slug)}
              className="font-semibold text-indigo-700 underline-offset-2 hover:underline"
            >
              {text.publish.view}
            </Link>
          )}
        </p>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          {published && (
            <ConfirmDialog
              trigger={<Button variant="secondary">{text.publish.unpublish}</Button>}
              title={text.publish.unpublish}
              description={text.publish.unpublishConfirm}
              confirmLabel={text.publish.unpublish}
              onConfirm={onUnpublish}
            />
          )}
          <Button variant={published ? 'secondary' : 'primary'} onClick={() => setPublishing(true)}>
            <Share2 aria-hidden className="size-4" />
            {published ? text.publish.republish : text.publish.open}
          </Button>
        </div>
      </div>
      {publishUsed.current && (
        <Suspense>
          <PublishDialog open={publishing} onOpenChange={setPublishing} folder={folder} publication={publication} />
        </Suspense>
      )}
      {updateUsed.current && <CommunityUpdateDialog open={updating} onOpenChange={setUpdating} folderId={folder.id} />}
    </div>
  );
}
