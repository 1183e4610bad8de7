import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { redirectDelayMs } from '@/config/redirects';
import { errorMessage, isUnauthenticated } from '@/lib/errors';
import { es } from '@/lib/i18n/es';
import { clearSessionHint } from '@/lib/session-hint';

/** Shows a failed request as SPEC §8's error toast: the server's message, or `fallback` when it sent none. */
export function useErrorToast() {
  const toast = useToast();
  return (error: unknown, fallback: string) =>
    toast({ variant: 'destructive', title: es.common.error, description: errorMessage(error) ?? fallback });
}

/**
 * For mutations that need a session. When the API says nobody is signed in, the session has ended
 * elsewhere: SPEC §8's "No autorizado" toast, this user's data forgotten, and the login page after 500 ms.
 * Any other failure is an error toast. (Not for the sign-in forms: a wrong password is a 401 too.)
 */
export function useMutationErrorHandler() {
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const client = useApolloClient();
  return (error: unknown, fallback: string) => {
    if (!isUnauthenticated(error)) return showError(error, fallback);
    toast({ variant: 'destructive', title: es.session.unauthorizedTitle, description: es.session.expired });
    clearSessionHint();
    setTimeout(() => {
      navigate(paths.login);
      void client.clearStore();
    }, redirectDelayMs.toLogin);
  };
}
