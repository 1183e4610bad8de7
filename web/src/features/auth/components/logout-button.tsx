import { useApolloClient } from '@apollo/client/react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';
import { clearSessionHint } from '@/lib/session-hint';

const text = es.settings.options;

export function LogoutButton() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout, { loading }] = useLogoutMutation();

  async function handleLogout() {
    // SPEC §4: whether or not the API confirms, this user's data is forgotten here and the login page opens.
    await logout().catch(() => undefined);
    clearSessionHint();
    await client.clearStore();
    navigate(paths.login);
  }

  return (
    <Button variant="danger" className="w-full" disabled={loading} onClick={handleLogout}>
      <LogOut aria-hidden className="size-4" />
      {loading ? text.loggingOut : text.logout}
    </Button>
  );
}
