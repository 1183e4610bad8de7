import { REPORT_REASONS, reportSchema } from '@api/modules/community/community.schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useReportCommunityFolderMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.community.report;

const reasonOptions = REPORT_REASONS.map((reason) => ({ value: reason, label: text.reasons[reason] ?? reason }));

/** "Denunciar": a reason and an optional text, sent to the operators (the reporter stays anonymous). */
export function ReportDialog({
  open,
  onOpenChange,
  slug,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slug: string;
}) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [report] = useReportCommunityFolderMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { reason: 'spam', text: '' } });

  useEffect(() => {
    if (open) reset({ reason: 'spam', text: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const parsed = reportSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError(issue?.path[0] === 'text' ? 'text' : 'reason', { message: issue?.message });
    }
    try {
      await report({ variables: { slug, reason: parsed.data.reason, text: parsed.data.text } });
    } catch (error) {
      return onError(error, text.failed);
    }
    toast({ title: text.sent, description: text.sentDescription });
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.title} description={text.description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <SelectField
          label={text.reason}
          options={reasonOptions}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <TextareaField
          label={text.text}
          rows={4}
          limit={{ length: watch('text')?.length ?? 0, max: 2000 }}
          error={errors.text?.message}
          {...register('text')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {es.common.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
