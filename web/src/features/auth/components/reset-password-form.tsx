import { resetRequestSchema } from '@api/modules/accounts/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordResetMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { useErrorToast } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.auth.resetPassword;

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ResetPasswordForm() {
  const toast = useToast();
  const showError = useErrorToast();
  const [sent, setSent] = useState(false);
  const [requestReset] = useRequestPasswordResetMutation();
  // No defaultValues: with them, registering a field on hydration would empty what was typed into the prerendered page.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetRequestSchema) });

  // Prerendered (scripts/prerender-plugin.ts): the button waits for the code that sends the form.
  const hydrated = useHydrated();
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email } });
    } catch (error) {
      return showError(error, text.failed);
    }
    toast({ title: text.sentTitle, description: text.sent });
    setSent(true);
  });

  if (sent) {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{text.sentTitle}</p>
          <p className="mt-1 text-sm">{text.sent}</p>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label={es.auth.email}
        type="email"
        autoComplete="email"
        placeholder={es.auth.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
