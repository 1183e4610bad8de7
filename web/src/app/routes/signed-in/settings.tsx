import { useSettingsQuery } from '@/__generated__/graphql';
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

const text = es.settings;

export function SettingsRoute() {
  const { data, error } = useSettingsQuery();
  const viewer = data?.viewer;
  useDocumentTitle(es.titles.settings);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
      {viewer ? (
        <>
          <AccountInfo viewer={viewer} />
          <Preferences viewer={viewer} />
          <PublicName viewer={viewer} />
          <SchedulerSettings viewer={viewer} />
          <WorkloadSettings viewer={viewer} />
          <LeechSettings viewer={viewer} />
        </>
      ) : error ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : (
        <div className="h-48 animate-pulse rounded-2xl bg-slate-200/60" />
      )}
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
