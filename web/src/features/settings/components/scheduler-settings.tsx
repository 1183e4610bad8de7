import { settingsSchema } from '@api/modules/accounts/account.schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type FormEvent, useState } from 'react';
import { type SchedulerSettings_ViewerFragment, useUpdateSchedulerSettingsMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { OptimalRetention } from './optimal-retention';
import { ParameterFit } from './parameter-fit';

const text = es.settings.scheduler;

type Field = 'desiredRetention' | 'newCardsPerDay' | 'reviewsPerDay';

type Issue = { path: unknown; message: unknown };

/** The first message for each of this form's fields, from zod's issues or the API's `extensions.issues`. */
function byField(issues: readonly Issue[]): Partial<Record<Field, string>> | undefined {
  const errors: Partial<Record<Field, string>> = {};
  for (const { path, message } of issues) {
    const field: unknown = Array.isArray(path) ? path[0] : path;
    if (field === 'desiredRetention' || field === 'newCardsPerDay' || field === 'reviewsPerDay') {
      errors[field] ??= String(message);
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The API's messages for the fields it refused, to show under each field. */
function refusedFields(error: unknown): Partial<Record<Field, string>> | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const issues: unknown = error.errors[0]?.extensions?.issues;
  return Array.isArray(issues) ? byField(issues as Issue[]) : undefined;
}

/** An empty field is NaN, which the shared schema refuses with the field's own message. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * How the scheduler treats this learner (DESIGN §5–§6): desired retention, shown in percent, and the daily
 * limits. The API validates (its Spanish messages show under the fields); what each rating button means is
 * said here too, because it decides what the scheduler learns.
 */
export function SchedulerSettings({ viewer }: { viewer: SchedulerSettings_ViewerFragment }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [updateSettings, { loading }] = useUpdateSchedulerSettingsMutation();
  const settings = viewer.schedulerSettings;
  const [retention, setRetention] = useState(String(Math.round(settings.desiredRetention * 100)));
  const [newCards, setNewCards] = useState(String(settings.newCardsPerDay));
  const [reviews, setReviews] = useState(String(settings.reviewsPerDay));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The API's own schema first, so its messages show before a request; the API checks again.
    const parsed = settingsSchema.safeParse({
      desiredRetention: Math.round(numberOf(retention)) / 100,
      newCardsPerDay: numberOf(newCards),
      reviewsPerDay: numberOf(reviews),
    });
    if (!parsed.success) return setErrors(byField(parsed.error.issues) ?? {});
    setErrors({});
    const { desiredRetention, newCardsPerDay, reviewsPerDay } = parsed.data;
    try {
      await updateSettings({ variables: { input: { desiredRetention, newCardsPerDay, reviewsPerDay } } });
    } catch (error) {
      const refused = refusedFields(error);
      if (refused) return setErrors(refused);
      return onError(error, text.failed);
    }
    toast({ title: text.saved });
  }

  return (
    <SectionCard title={text.title}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={text.retention}
          hint={text.retentionHint}
          error={errors.desiredRetention}
          type="number"
          inputMode="numeric"
          min={70}
          max={97}
          step={1}
          value={retention}
          onChange={(event) => setRetention(event.target.value)}
        />
        <TextField
          label={text.newCardsPerDay}
          hint={text.newCardsPerDayHint}
          error={errors.newCardsPerDay}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          value={newCards}
          onChange={(event) => setNewCards(event.target.value)}
        />
        <TextField
          label={text.reviewsPerDay}
          hint={text.reviewsPerDayHint}
          error={errors.reviewsPerDay}
          type="number"
          inputMode="numeric"
          min={0}
          max={10_000}
          step={1}
          value={reviews}
          onChange={(event) => setReviews(event.target.value)}
        />
        <div>
          <h3 className="text-sm font-medium text-slate-700">{text.buttonsTitle}</h3>
          <dl className="mt-1.5 flex flex-col gap-1 text-sm text-slate-600">
            {text.buttons.map(({ rating, meaning }) => (
              <div key={rating} className="flex gap-1.5">
                <dt className="font-semibold text-slate-800">{rating}:</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Button type="submit" disabled={loading} className="self-start">
          {loading ? text.saving : text.save}
        </Button>
      </form>
      <div className="mt-5">
        <ParameterFit viewer={viewer} />
      </div>
      <div className="mt-5">
        <OptimalRetention viewer={viewer} onAccepted={(accepted) => setRetention(String(Math.round(accepted * 100)))} />
      </div>
    </SectionCard>
  );
}
