import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { es } from '@/lib/i18n/es';
import { useOffline } from '@/lib/offline/offline-context';

const text = es.offline;

/**
 * What the signed-in screens say about the connection (issue 14): offline, and how many ratings wait for it; the
 * ratings the API refused when they arrived (never dropped silently); a new version of the app, ready.
 */
export function OfflineBanner() {
  const { online, pending, refused, dismissRefused, updateReady, runtime } = useOffline();
  return (
    <>
      {(!online || pending > 0) && (
        <div
          role="status"
          className={`px-4 py-2 text-center text-sm font-medium wrap-anywhere ${
            online ? 'bg-indigo-50 text-indigo-900' : 'bg-amber-100 text-amber-950'
          }`}
        >
          {!online && (
            <span className="inline-flex items-center gap-2">
              <CloudOff aria-hidden className="size-4 shrink-0" />
              {text.banner}
            </span>
          )}
          {pending > 0 && (
            <span className="ml-2 inline-block rounded-full bg-white/70 px-2">
              {online ? text.sending(pending) : text.pending(pending)}
            </span>
          )}
        </div>
      )}
      {refused.length > 0 && (
        <div role="alert" className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-semibold">
                <TriangleAlert aria-hidden className="size-4 shrink-0" />
                {text.refusedTitle}
              </p>
              <ul className="mt-1 list-disc pl-6">
                {refused.map((item) => (
                  <li key={item.id} className="wrap-anywhere">
                    {text.refused(item.front, item.message)}
                  </li>
                ))}
              </ul>
            </div>
            <Button variant="secondary" onClick={dismissRefused}>
              {text.dismiss}
            </Button>
          </div>
        </div>
      )}
      {updateReady && runtime && (
        <div role="status" className="bg-slate-900 px-4 py-2 text-sm text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-3">
            <span>{text.updateReady}</span>
            <Button variant="secondary" onClick={runtime.update}>
              <RefreshCw aria-hidden className="size-4" />
              {text.update}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
