import { registerSchema } from '@api/modules/accounts/account.schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { redirectDelayMs } from '@/config/redirects';
import { useHydrated } from '@/hooks/use-hydrated';
import { useErrorToast } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { writeViewer } from '../write-viewer';

const text = es.auth.register;

function isTimeZoneRefusal(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const issues = error.errors[0]?.extensions?.issues;
  return Array.isArray(issues) && issues.some((issue) => issue?.path === 'timeZone');
}

export function RegisterForm() {
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const [createAccount] = useRegisterMutation({
    update: (cache, { data }) => data && writeViewer(cache, data.register),
  });
  // No defaultValues: with them, registering a field on hydration would empty what was typed into the prerendered page.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
  });

  // Prerendered (scripts/prerender-plugin.ts): the button waits for the code that sends the form.
  const hydrated = useHydrated();
  const onSubmit = handleSubmit(async (input) => {
    // Study days start at 04:00 in the learner's zone (DESIGN §5): start from the browser's.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    try {
      await createAccount({ variables: { input: { ...input, timeZone } } }).catch((error: unknown) => {
        // A zone the server does not know (its time-zone data is older than the browser's) must not block
        // signing up: the account starts in UTC and the zone can be chosen in settings.
        if (!isTimeZoneRefusal(error)) throw error;
        return createAccount({ variables: { input } });
      });
    } catch (error) {
      return showError(error, text.failed);
    }
    toast({ title: text.success });
    setTimeout(() => navigate(paths.home), redirectDelayMs.afterSignIn);
  });

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
      <TextField
        label={es.auth.password}
        type="password"
        autoComplete="new-password"
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
      <p className="text-sm text-slate-600">
        {text.consent.before}
        <TextLink to={paths.termsOfService}>{text.consent.terms}</TextLink>
        {text.consent.between}
        <TextLink to={paths.privacyPolicy}>{text.consent.privacy}</TextLink>
        {text.consent.after}
      </p>
      <Button type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
