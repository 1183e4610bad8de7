import { deleteAccountSchema } from '@api/modules/accounts/account.schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Download, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useDeleteAccountMutation } from '@/__generated__/graphql';
import { DownloadLink } from '@/components/download-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { apiPaths, paths } from '@/config/paths';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { es } from '@/lib/i18n/es';
import { withLandingNotice } from '@/lib/landing-notice';
import { clearSessionHint } from '@/lib/session-hint';

const text = es.settings.yourData;

const formSchema = deleteAccountSchema.extend({
  confirmed: z.boolean().refine((checked) => checked, text.confirmRequired),
});

/** The API's refusal of the password ("La contraseña no es correcta"), to show under the field. */
function passwordIssue(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refusal = error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  return refusal?.message;
}

/**
 * "Eliminar cuenta": an alert dialog that asks for the password and a ticked confirmation, then deletes the
 * account (every row of it, at once), forgets this user's data here and opens the landing page with a notice.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const client = useApolloClient();
  const navigate = useNavigate();
  const onError = useMutationErrorHandler();
  const [deleteAccount] = useDeleteAccountMutation();
  const passwordField = useRef<HTMLInputElement | null>(null);
  const confirmId = useId();
  const confirmErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { password: '', confirmed: false } });
  const { ref: passwordRef, ...passwordProps } = register('password');

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await deleteAccount({ variables: { password } });
    } catch (error) {
      const issue = passwordIssue(error);
      if (issue) return setError('password', { message: issue }, { shouldFocus: true });
      return onError(error, text.failed);
    }
    clearSessionHint();
    await client.clearStore();
    setOpen(false);
    // The landing page (signed out) has no toasts of the app: it shows this one itself.
    navigate(paths.home, withLandingNotice({ title: text.deleted, description: text.deletedDescription }));
  });

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (next) reset({ password: '', confirmed: false });
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="danger" className="w-full sm:w-auto">
          <Trash2 aria-hidden className="size-4" />
          {text.deleteAccount}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            passwordField.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{text.dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{text.dialogDescription}</AlertDialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
            <TextField
              label={text.password}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              ref={(element) => {
                passwordRef(element);
                passwordField.current = element;
              }}
              {...passwordProps}
            />
            <div>
              <div className="flex items-start gap-3">
                <input
                  id={confirmId}
                  type="checkbox"
                  aria-invalid={errors.confirmed ? true : undefined}
                  aria-describedby={errors.confirmed ? confirmErrorId : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-red-600"
                  {...register('confirmed')}
                />
                <label htmlFor={confirmId} className="text-sm text-slate-700">
                  {text.confirm}
                </label>
              </div>
              {errors.confirmed && (
                <p id={confirmErrorId} className="mt-1.5 text-sm text-red-600">
                  {errors.confirmed.message}
                </p>
              )}
            </div>
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={isSubmitting}>
                  {es.common.cancel}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={isSubmitting}>
                {isSubmitting ? text.submitting : text.submit}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** One download of the account, with what it holds said under it. */
function ExportLink({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <div>
      <DownloadLink href={href} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
        <Download aria-hidden className="size-4" />
        {label}
      </DownloadLink>
      <p className="mt-1.5 text-sm text-slate-500">{hint}</p>
    </div>
  );
}

/** Settings → "Tus datos": download everything as JSON (GDPR portability) and delete the account. */
export function YourData() {
  return (
    <SectionCard title={text.title} description={text.description}>
      <div className="grid gap-5">
        <ExportLink href={apiPaths.accountExport} label={text.exportAll} hint={text.exportHint} />
        <ExportLink href={apiPaths.accountExportZip} label={text.exportWithMedia} hint={text.exportWithMediaHint} />
        <ExportLink href={apiPaths.accountExportApkg} label={text.exportApkg} hint={text.exportApkgHint} />
        <div>
          <DeleteAccountDialog />
          <p className="mt-1.5 text-sm text-slate-500">{text.deleteHint}</p>
        </div>
      </div>
    </SectionCard>
  );
}
