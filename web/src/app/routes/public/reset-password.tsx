import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { es } from '@/lib/i18n/es';

const text = es.auth.resetPassword;

export function ResetPasswordRoute() {
  return (
    <AuthLayout title={text.title} description={text.description}>
      <ResetPasswordForm />
      <Link to={paths.login} className={buttonClasses('secondary', 'mt-4 w-full')}>
        <ArrowLeft aria-hidden className="size-4" />
        {text.backToLogin}
      </Link>
    </AuthLayout>
  );
}
