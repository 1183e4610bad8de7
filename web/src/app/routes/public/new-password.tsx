import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetTokenValidQuery } from '@/__generated__/graphql';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { es } from '@/lib/i18n/es';

const text = es.auth.newPassword;

/** A link that cannot set a password: say why, and offer a new one. */
function InvalidLink({ description }: { description: string }) {
  return (
    <AuthLayout title={text.invalidLink} description={description}>
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

/**
 * `/new-password?token=…`, the link of the reset e-mail. The token is checked as the page opens, so an
 * expired or used link is said before anything is typed; if the check itself fails (offline, throttled),
 * the form shows and the API judges the token on submit.
 */
export function NewPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [updated, setUpdated] = useState(false);
  const { data, error } = useResetTokenValidQuery({
    variables: { token: token ?? '' },
    skip: !token || updated,
    fetchPolicy: 'network-only',
  });

  if (!token) return <InvalidLink description={text.invalidLinkDescription} />;

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

  if (data?.resetTokenValid === false) return <InvalidLink description={text.expiredLinkDescription} />;

  return (
    <AuthLayout title={text.title} description={text.description}>
      {data || error ? (
        <NewPasswordForm token={token} onSuccess={() => setUpdated(true)} />
      ) : (
        <Skeleton label={text.checking} className="h-56" />
      )}
    </AuthLayout>
  );
}
