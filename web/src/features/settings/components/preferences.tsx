import { useId, useMemo } from 'react';
import { type Preferences_ViewerFragment, useUpdateSettingsMutation } from '@/__generated__/graphql';
import { SectionCard } from '@/components/ui/section-card';
import { Switch } from '@/components/ui/switch';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { timeZoneGroups } from '../time-zone-options';

const text = es.settings.preferences;

/** The time zone that decides the study day, and the daily reminder e-mail; each change is saved at once. */
export function Preferences({ viewer }: { viewer: Preferences_ViewerFragment }) {
  const timeZoneId = useId();
  const remindersId = useId();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [updateSettings] = useUpdateSettingsMutation();
  const groups = useMemo(
    () => timeZoneGroups(viewer.timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone),
    [viewer.timeZone],
  );

  async function save(
    input: Partial<Pick<Preferences_ViewerFragment, 'timeZone' | 'remindersEnabled'>>,
    saved: string,
  ) {
    try {
      await updateSettings({
        variables: { input },
        optimisticResponse: { updateSettings: { ...viewer, ...input } },
      });
    } catch (error) {
      return onError(error, text.failed);
    }
    toast({ title: saved });
  }

  return (
    <SectionCard title={text.title}>
      <div className="flex flex-col gap-6">
        <div>
          <label htmlFor={timeZoneId} className="block text-sm font-medium text-slate-700">
            {text.timeZone}
          </label>
          <select
            id={timeZoneId}
            aria-describedby={`${timeZoneId}-hint`}
            value={viewer.timeZone}
            onChange={(event) => save({ timeZone: event.target.value }, text.timeZoneSaved)}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30"
          >
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.zones.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={`${timeZoneId}-hint`} className="mt-1.5 text-sm text-slate-500">
            {text.timeZoneHint}
          </p>
        </div>
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={remindersId} className="text-sm font-medium text-slate-700">
              {text.reminders}
            </label>
            <p id={`${remindersId}-hint`} className="mt-1 text-sm text-slate-500">
              {text.remindersHint}
            </p>
          </div>
          <Switch
            id={remindersId}
            aria-describedby={`${remindersId}-hint`}
            checked={viewer.remindersEnabled}
            onCheckedChange={(remindersEnabled) =>
              save({ remindersEnabled }, remindersEnabled ? text.remindersOn : text.remindersOff)
            }
          />
        </div>
      </div>
    </SectionCard>
  );
}
