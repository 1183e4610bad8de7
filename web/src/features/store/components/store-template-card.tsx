import { Check, Eye, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type StoreTemplateCard_TemplateFragment, useImportStoreTemplateMutation } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { folderPaths } from '@/config/paths';
import { redirectDelayMs } from '@/config/redirects';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { addFolders, forgetDueLists } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';

const text = es.store;

const levelColors: Record<string, string> = {
  Principiante: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Elemental: 'bg-sky-50 text-sky-800 ring-sky-200',
  Intermedio: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** One ready-made folder: level, preview of its cards, and the button that copies it into the account. */
export function StoreTemplateCard({ template }: { template: StoreTemplateCard_TemplateFragment }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);
  const [importTemplate, { loading }] = useImportStoreTemplateMutation({
    update: (cache, { data }) => {
      if (!data) return;
      addFolders(cache, [data.importStoreTemplate.folder]);
      forgetDueLists(cache);
    },
  });

  async function add() {
    try {
      const { data } = await importTemplate({ variables: { templateId: template.id } });
      if (!data) return;
      const { folderName, cardCount, folderId } = data.importStoreTemplate;
      toast({ title: text.imported, description: text.importedDescription(folderName, cardCount) });
      // SPEC §7: the new folder opens once the toast has been seen.
      setTimeout(() => navigate(folderPaths.detail(folderId)), redirectDelayMs.afterStoreImport);
    } catch (caught) {
      onError(caught, text.importFailed);
    }
  }

  // The import's answer marks the template, so the button says so until the redirect.
  const imported = template.alreadyImported;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg leading-snug font-semibold">{template.name}</h2>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${
            levelColors[template.level] ?? 'bg-slate-50 text-slate-700 ring-slate-200'
          }`}
        >
          <span className="sr-only">{text.level}: </span>
          {template.level}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-600">{template.description}</p>
      <p className="mt-2 text-xs font-medium text-slate-500">{text.cards(template.cards.length)}</p>
      <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
        <Button variant="secondary" onClick={() => setPreviewing(true)} aria-label={text.previewLabel(template.name)}>
          <Eye aria-hidden className="size-4" />
          {text.preview}
        </Button>
        <NeedsConnection>
          <Button
            onClick={add}
            disabled={imported || loading}
            aria-label={imported ? undefined : text.addLabel(template.name)}
            className="sm:flex-1"
          >
            {imported ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
            {imported ? text.added : loading ? text.adding : text.add}
          </Button>
        </NeedsConnection>
      </div>
      <Dialog
        open={previewing}
        onOpenChange={setPreviewing}
        title={template.name}
        description={text.previewDescription(template.cards.length)}
        wide
      >
        <ol className="divide-y divide-slate-100">
          {template.cards.map((card) => (
            <li key={`${card.front}→${card.back}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2.5">
              <CardContent markdown={card.front} clamp={1} className="font-medium text-slate-900" />
              <span aria-hidden className="text-slate-400">
                →
              </span>
              <CardContent markdown={card.back} clamp={1} className="text-slate-600" />
            </li>
          ))}
        </ol>
      </Dialog>
    </li>
  );
}
