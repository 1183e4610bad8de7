import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { redirectDelayMs } from '@/config/redirects';
import { useToast } from '@/hooks/use-toast';
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
 * The session has ended elsewhere (expired, closed from another device): SPEC §8's "No autorizado" toast, this
 * user's data forgotten, and the login page after 500 ms.
 */
export function useSessionEnded() {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useApolloClient();
  return () => {
    toast({ variant: 'destructive', title: es.session.unauthorizedTitle, description: es.session.expired });
    clearSessionHint();
    setTimeout(() => {
      navigate(paths.login);
      void client.clearStore();
    }, redirectDelayMs.toLogin);
  };
}

/**
 * For mutations that need a session: when the API says nobody is signed in, `useSessionEnded`; any other failure is
 * an error toast. (Not for the sign-in forms: a wrong password is a 401 too.)
 */
export function useMutationErrorHandler() {
  const showError = useErrorToast();
  const sessionEnded = useSessionEnded();
  return (error: unknown, fallback: string) => (isUnauthenticated(error) ? sessionEnded() : showError(error, fallback));
}
