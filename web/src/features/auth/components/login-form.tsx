import { loginSchema } from '@api/modules/accounts/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLoginMutation } from '@/__generated__/graphql';
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

const text = es.auth.login;

export function LoginForm() {
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  // `?volver=/comunidad/…`: where the visitor was (a path of this site only, never another origin).
  const [searchParams] = useSearchParams();
  const back = searchParams.get('volver');
  const next = back?.startsWith('/') && !back.startsWith('//') ? back : paths.home;
  const [login] = useLoginMutation({ update: (cache, { data }) => data && writeViewer(cache, data.login) });
  // No defaultValues: with them, registering a field on hydration would empty what was typed into the prerendered page.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema) });

  // Prerendered (scripts/prerender-plugin.ts): the button waits for the code that sends the form.
  const hydrated = useHydrated();
  const onSubmit = handleSubmit(async (input) => {
    try {
      await login({ variables: { input } });
    } catch (error) {
      return showError(error, text.failed);
    }
    toast({ title: text.success });
    setTimeout(() => navigate(next), redirectDelayMs.afterSignIn);
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
      <div className="grid gap-2">
        <TextField
          label={es.auth.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextLink to={paths.resetPassword} className="justify-self-end text-sm">
          {text.forgotPassword}
        </TextLink>
      </div>
      <Button type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
