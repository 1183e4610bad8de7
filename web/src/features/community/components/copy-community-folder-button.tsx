import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useCopyCommunityFolderMutation } from '@/__generated__/graphql';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button } from '@/components/ui/button';
import { folderPaths } from '@/config/paths';
import { redirectDelayMs } from '@/config/redirects';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { addFolders, forgetDueLists } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';

const text = es.community;

/**
 * "Añadir a mis carpetas": copies the published folder into the learner's folders (the folder list and the
 * dashboard's figures follow, as after a store import), then opens the copy once the toast has been seen.
 */
export function CopyCommunityFolderButton({ slug, title }: { slug: string; title: string }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const navigate = useNavigate();
  const [copy, { loading }] = useCopyCommunityFolderMutation({
    update: (cache, { data }) => {
      if (!data) return;
      addFolders(cache, [data.copyCommunityFolder.folder]);
      forgetDueLists(cache);
    },
  });

  async function add() {
    try {
      const { data } = await copy({ variables: { slug } });
      if (!data) return;
      const { folder } = data.copyCommunityFolder;
      toast({ title: text.added, description: text.addedDescription(folder.name, folder.stats.totalCards) });
      setTimeout(() => navigate(folderPaths.detail(folder.id)), redirectDelayMs.afterStoreImport);
    } catch (caught) {
      onError(caught, text.addFailed);
    }
  }

  return (
    <NeedsConnection>
      <Button onClick={add} disabled={loading} aria-label={`${text.add}: ${title}`}>
        <Plus aria-hidden className="size-4" />
        {loading ? text.adding : text.add}
      </Button>
    </NeedsConnection>
  );
}
