import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type SettingsQuery, useSettingsQuery } from '@/__generated__/graphql';
import { paths } from '@/config/paths';
import { ApiTokensSection } from '@/features/api-tokens/components/api-tokens-section';
import { DevelopersPanel } from '@/features/api-tokens/components/developers-panel';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { LogoutEverywhereButton } from '@/features/auth/components/logout-everywhere-button';
import { AccountInfo } from '@/features/settings/components/account-info';
import { LeechSettings } from '@/features/settings/components/leech-settings';
import { Preferences } from '@/features/settings/components/preferences';
import { PublicName } from '@/features/settings/components/public-name';
import { SchedulerSettings } from '@/features/settings/components/scheduler-settings';
import { SettingsOptions } from '@/features/settings/components/settings-options';
import { WorkloadSettings } from '@/features/settings/components/workload-settings';
import { YourData } from '@/features/settings/components/your-data';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';
import { revalidateOnVisit } from '@/lib/network';

const text = es.settings;

type Viewer = NonNullable<SettingsQuery['viewer']>;

/**
 * What each form was filled from: a form starts from the saved values and keeps the learner's edits, so it starts
 * again (a new `key`) when the saved values change under it — the API's answer after the copy kept for offline use,
 * or a change made on another device — instead of saving stale values back.
 */
const savedOf = {
  publicName: (viewer: Viewer) => viewer.publicName ?? '',
  scheduler: ({ schedulerSettings: s }: Viewer) => `${s.desiredRetention}:${s.newCardsPerDay}:${s.reviewsPerDay}`,
  workload: ({ schedulerSettings: s }: Viewer) => `${s.loadBalancing}:${s.easyDays.join()}`,
  leech: (viewer: Viewer) => String(viewer.studySettings.leechThreshold),
};

export function SettingsRoute() {
  // Settings change on other devices too: each visit shows the cache at once and asks the API again.
  const [policy] = useState(revalidateOnVisit);
  const { data, error } = useSettingsQuery(policy);
  const viewer = data?.viewer;
  useDocumentTitle(es.titles.settings);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
      {viewer ? (
        <>
          <AccountInfo viewer={viewer} />
          <Preferences viewer={viewer} />
          <PublicName key={savedOf.publicName(viewer)} viewer={viewer} />
          <SchedulerSettings key={savedOf.scheduler(viewer)} viewer={viewer} />
          <WorkloadSettings key={savedOf.workload(viewer)} viewer={viewer} />
          <LeechSettings key={savedOf.leech(viewer)} viewer={viewer} />
        </>
      ) : error ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : (
        <div className="h-48 animate-pulse rounded-2xl bg-slate-200/60" />
      )}
      <Link
        to={paths.noteTypes}
        className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:p-6"
      >
        <span>
          <span className="block text-lg font-semibold">{es.noteTypes.open}</span>
          <span className="block text-sm text-slate-600">{es.noteTypes.openHint}</span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-500" />
      </Link>
      <ApiTokensSection />
      <YourData />
      <DevelopersPanel />
      <SettingsOptions>
        <div className="flex flex-col gap-3">
          <LogoutButton />
          <LogoutEverywhereButton />
        </div>
      </SettingsOptions>
    </div>
  );
}
