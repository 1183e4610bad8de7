import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { es } from '@/lib/i18n/es';

const text = es.auth.register;

export function RegisterRoute() {
  return (
    <AuthLayout
      title={text.title}
      description={text.description}
      footer={
        <>
          {text.haveAccount} <TextLink to={paths.login}>{text.login}</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
