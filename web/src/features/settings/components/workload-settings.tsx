import { type FormEvent, useId, useState } from 'react';
import {
  useUpdateWorkloadSettingsMutation,
  useWorkloadPreviewQuery,
  type WorkloadSettings_ViewerFragment,
} from '@/__generated__/graphql';
import { ForecastChart } from '@/components/charts/forecast-chart';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Switch } from '@/components/ui/switch';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.settings.workload;

/**
 * An even workload (issue 26 item 5): load balancing and "días libres". Once either differs from what is saved, the
 * next 30 days are shown as they stand and as these settings would leave them (the API's `workloadPreview`), before
 * the learner saves.
 */
export function WorkloadSettings({ viewer }: { viewer: WorkloadSettings_ViewerFragment }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const id = useId();
  const saved = viewer.schedulerSettings;
  const [loadBalancing, setLoadBalancing] = useState(saved.loadBalancing);
  const [easyDays, setEasyDays] = useState(saved.easyDays);
  const [updateSettings, { loading: saving }] = useUpdateWorkloadSettingsMutation();
  const changed =
    loadBalancing !== saved.loadBalancing || easyDays.some((share, weekday) => share !== saved.easyDays[weekday]);
  const preview = useWorkloadPreviewQuery({ variables: { loadBalancing, easyDays }, skip: !changed });
  const forecasts = preview.data?.viewer?.workloadPreview;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await updateSettings({ variables: { input: { loadBalancing, easyDays } } });
    } catch (error) {
      return onError(error, text.failed);
    }
    toast({ title: text.saved });
  }

  return (
    <SectionCard title={text.title}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={`${id}-balancing`} className="text-sm font-medium text-slate-700">
              {text.balancing}
            </label>
            <p id={`${id}-balancing-hint`} className="mt-1 text-sm text-slate-500">
              {text.balancingHint}
            </p>
          </div>
          <Switch
            id={`${id}-balancing`}
            aria-describedby={`${id}-balancing-hint`}
            checked={loadBalancing}
            onCheckedChange={setLoadBalancing}
          />
        </div>
        <fieldset aria-describedby={`${id}-days-hint`}>
          <legend className="text-sm font-medium text-slate-700">{text.easyDays}</legend>
          <p id={`${id}-days-hint`} className="mt-1 text-sm text-slate-500">
            {text.easyDaysHint}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {text.weekdays.map((weekday, index) => (
              <label key={weekday} className="flex flex-col gap-1 text-sm text-slate-700">
                {weekday}
                <select
                  value={easyDays[index]}
                  onChange={(event) =>
                    setEasyDays(easyDays.map((share, day) => (day === index ? Number(event.target.value) : share)))
                  }
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {text.shares.map((share) => (
                    <option key={share.value} value={share.value}>
                      {share.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
        {changed && (
          <section aria-labelledby={`${id}-preview`} aria-busy={preview.loading}>
            <h3 id={`${id}-preview`} className="text-sm font-medium text-slate-700">
              {text.previewTitle}
            </h3>
            <p className="mt-1 text-sm text-slate-500">{text.previewHint}</p>
            {forecasts ? (
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold text-slate-800">{text.now}</h4>
                  <ForecastChart forecast={forecasts.before} caption={`${text.previewTitle}: ${text.now}`} />
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-slate-800">{text.after}</h4>
                  <ForecastChart forecast={forecasts.after} caption={`${text.previewTitle}: ${text.after}`} />
                </div>
              </div>
            ) : preview.error ? (
              <p role="alert" className="mt-2 text-sm text-red-600">
                {text.previewFailed}
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-500">{text.previewLoading}</p>
            )}
          </section>
        )}
        <Button type="submit" disabled={saving || !changed} className="self-start">
          {saving ? text.saving : text.save}
        </Button>
      </form>
    </SectionCard>
  );
}
