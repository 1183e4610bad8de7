import { useApolloClient } from '@apollo/client/react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';
import { useOffline } from '@/lib/offline/offline-context';
import { clearSessionHint } from '@/lib/session-hint';

const text = es.settings.options;

export function LogoutButton() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pending, forget } = useOffline();
  const [logout, { loading }] = useLogoutMutation();

  async function handleLogout() {
    // SPEC §4: whether or not the API confirms, this user's data is forgotten here and the login page opens —
    // the copy kept for offline use and the ratings still waiting too (issue 14).
    await logout().catch(() => undefined);
    clearSessionHint();
    await forget().catch(() => undefined);
    await client.clearStore();
    navigate(paths.login);
  }

  const button = (
    <Button variant="danger" className="w-full" disabled={loading} onClick={pending > 0 ? undefined : handleLogout}>
      <LogOut aria-hidden className="size-4" />
      {loading ? text.loggingOut : text.logout}
    </Button>
  );
  // Ratings not yet sent would be lost: the learner is told first.
  if (pending === 0) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title={es.offline.logoutPendingTitle}
      description={es.offline.logoutPending(pending)}
      confirmLabel={text.logout}
      onConfirm={handleLogout}
    />
  );
}
