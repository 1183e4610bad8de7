import type { ReactNode } from 'react';
import { apiPaths } from '@/config/paths';
import { useSessionEnded } from '@/hooks/use-mutation-error-handler';

/**
 * A link to a file the API makes for the signed-in learner (`apiPaths`). A plain `download` link saves whatever
 * comes back, so after the session ended the learner got the API's 401 JSON under the file's name: the session is
 * asked for first, and only a live one downloads; an ended one gets the usual "No autorizado" and the login page.
 */
export function DownloadLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const sessionEnded = useSessionEnded();
  const download = async () => {
    const session = await fetch(apiPaths.sessionUser, { credentials: 'same-origin' }).catch(() => undefined);
    if (session?.status === 401) return sessionEnded();
    // Network failures and other answers: the browser's own download reports them as it always did.
    const link = document.createElement('a');
    link.href = href;
    link.download = '';
    link.click();
  };
  return (
    <a
      href={href}
      download
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {children}
    </a>
  );
}
