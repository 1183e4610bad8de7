import { useApolloClient } from '@apollo/client/react';
import { MonitorSmartphone } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useLogoutEverywhereMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { useOffline } from '@/lib/offline/offline-context';
import { clearSessionHint } from '@/lib/session-hint';

const text = es.settings.logoutEverywhere;

/**
 * "Cerrar todas las sesiones", after a confirmation: every device is signed out (this one too) and every API
 * token revoked, for when a device or a token may be in someone else's hands. Then the login page.
 */
export function LogoutEverywhereButton() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [logoutEverywhere, { loading }] = useLogoutEverywhereMutation();
  const { forget } = useOffline();

  async function closeAll() {
    try {
      await logoutEverywhere();
    } catch (error) {
      return onError(error, text.failed);
    }
    clearSessionHint();
    await forget().catch(() => undefined);
    await client.clearStore();
    toast({ title: text.done });
    navigate(paths.login);
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="w-full" disabled={loading}>
          <MonitorSmartphone aria-hidden className="size-4" />
          {loading ? text.closing : text.action}
        </Button>
      }
      title={text.title}
      description={text.description}
      confirmLabel={text.action}
      onConfirm={closeAll}
    />
  );
}
