import { hideSchema } from '@api/modules/community/community.schema';
import type { Reference } from '@apollo/client';
import { useState } from 'react';
import {
  type CommunityReportsQuery,
  useDismissCommunityReportMutation,
  useHideCommunityFolderMutation,
} from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.community.admin;

type Report = CommunityReportsQuery['communityReports']['reports'][number];

/**
 * An operator's two answers to a report: hide the folder with a reason its author sees (every open report of that
 * folder closes with it), or dismiss the report. Either takes the reports out of the list.
 */
export function ReportActions({ report }: { report: Report }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [hide, { loading: hidingNow }] = useHideCommunityFolderMutation({
    update: (cache) => {
      // The API closed every open report of the folder.
      cache.modify({
        fields: {
          communityReports: (page, { readField }) => {
            const reports = readField<readonly Reference[]>('reports', page) ?? [];
            return {
              ...page,
              reports: reports.filter((ref) => {
                const folder = readField<Reference>('folder', ref);
                return readField<string>('slug', folder) !== report.folder.slug;
              }),
            };
          },
        },
      });
    },
  });
  const [dismiss, { loading: dismissing }] = useDismissCommunityReportMutation({
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'CommunityReport', id: report.id }) });
      cache.gc();
    },
  });

  async function onHide() {
    const parsed = hideSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message);
    try {
      await hide({ variables: { slug: report.folder.slug, reason: parsed.data.reason } });
    } catch (error) {
      return onError(error, text.hideFailed);
    }
    toast({ title: text.hidden });
    setHiding(false);
  }

  async function onDismiss() {
    try {
      await dismiss({ variables: { id: report.id } });
    } catch (error) {
      return onError(error, text.dismissFailed);
    }
    toast({ title: text.dismissed });
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="secondary" onClick={onDismiss} disabled={dismissing}>
        {text.dismiss}
      </Button>
      <Button variant="danger" onClick={() => setHiding(true)}>
        {text.hide}
      </Button>
      <Dialog
        open={hiding}
        onOpenChange={(open) => {
          setHiding(open);
          if (open) setReasonError(undefined);
        }}
        title={text.hideTitle(report.folder.title)}
        description={text.hideDescription}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onHide();
          }}
          className="grid gap-5"
        >
          <TextareaField
            label={text.hideReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            limit={{ length: reason.length, max: 500 }}
            error={reasonError}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setHiding(false)}>
              {es.common.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={hidingNow}>
              {text.hideSubmit}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
