import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { es } from '@/lib/i18n/es';

const text = es.auth.login;

export function LoginRoute() {
  return (
    <AuthLayout
      title={text.title}
      description={text.description}
      footer={
        <>
          {text.noAccount} <TextLink to={paths.register}>{text.register}</TextLink>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
