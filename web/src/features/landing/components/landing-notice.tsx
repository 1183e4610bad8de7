import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { es } from '@/lib/i18n/es';
import { type LandingNotice, landingNoticeOf } from '@/lib/landing-notice';

/**
 * The landing page's one-time notice, shown like a toast: the app's toasts live in the signed-in app, which the
 * landing page does not load. Read after the first render (the page is hydrated from prerendered HTML) and then
 * cleared from the history entry, so a reload does not show it again. The live region is there from the start,
 * so screen readers announce the message when it appears.
 */
export function LandingNoticeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<LandingNotice | null>(null);

  useEffect(() => {
    const carried = landingNoticeOf(location.state);
    if (!carried) return;
    setNotice(carried);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-50 sm:right-4 sm:left-auto sm:w-96">
      {notice && (
        <div className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{notice.title}</p>
            <p className="mt-1 text-sm text-slate-600">{notice.description}</p>
          </div>
          <button
            type="button"
            onClick={() => setNotice(null)}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {es.common.close}
          </button>
        </div>
      )}
    </div>
  );
}
