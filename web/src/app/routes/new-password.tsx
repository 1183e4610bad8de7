import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { es } from '@/lib/i18n/es';

const text = es.auth.newPassword;

/** `/new-password?token=…`, the link of the reset e-mail: the form, or what to do without a token or once done. */
export function NewPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [updated, setUpdated] = useState(false);

  if (!token) {
    return (
      <AuthLayout title={text.invalidLink} description={text.invalidLinkDescription}>
        <div className="grid gap-3">
          <Link to={paths.resetPassword} className={buttonClasses('primary')}>
            {text.requestNewLink}
          </Link>
          <Link to={paths.login} className={buttonClasses('secondary')}>
            {text.backToLogin}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (updated) {
    return (
      <AuthLayout title={text.success} description={text.successDescription}>
        <CircleCheck aria-hidden className="mx-auto mb-6 size-12 text-emerald-600" />
        <Link to={paths.login} className={buttonClasses('primary', 'w-full')}>
          {text.goToLogin}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={text.title} description={text.description}>
      <NewPasswordForm token={token} onSuccess={() => setUpdated(true)} />
    </AuthLayout>
  );
}
