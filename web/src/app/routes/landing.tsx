import { useViewerQuery } from '@/__generated__/graphql';
import { LandingPage } from '@/features/landing/components/landing-page';
import { es } from '@/lib/i18n/es';

// Stands in for the home dashboard until it is built.
function DashboardComingSoon() {
  const text = es.dashboardComingSoon;
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-6 text-center text-slate-900">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{text.description}</p>
      </div>
    </main>
  );
}

/** `/`: the landing page for visitors (also while the viewer loads, so it paints at once), the dashboard otherwise. */
export function LandingRoute() {
  const { data } = useViewerQuery();
  return data?.viewer ? <DashboardComingSoon /> : <LandingPage />;
}
