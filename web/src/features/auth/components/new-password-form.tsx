import { newPasswordSchema } from '@api/modules/accounts/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useResetPasswordMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorToast } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.auth.newPassword;

/** Sets a new password with the token from the reset e-mail; `onSuccess` shows what comes next. */
export function NewPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const toast = useToast();
  const showError = useErrorToast();
  const [resetPassword] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordSchema),
    // The token is part of the shared schema but not a field: it comes from the link.
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await resetPassword({ variables: { input } });
    } catch (error) {
      return showError(error, text.failed);
    }
    toast({ title: text.success, description: text.successDescription });
    onSuccess();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label={es.auth.password}
        type="password"
        autoComplete="new-password"
        hint={text.hint}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={es.auth.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
