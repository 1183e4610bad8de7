import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import {
  type ComputeOptimalRetentionMutation,
  type OptimalRetention_ViewerFragment,
  useComputeOptimalRetentionMutation,
  useUpdateSchedulerSettingsMutation,
} from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { onFirstUse } from '@/lib/format';
import { es } from '@/lib/i18n/es';

const text = es.settings.scheduler.optimal;

type Suggestion = ComputeOptimalRetentionMutation['computeOptimalRetention'];

const retentionFormat = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const secondsFormat = onFirstUse(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }));

/** A throttled computation's message, shown under the button rather than as a passing toast. */
const refusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'RATE_LIMITED'
    ? error.errors[0].message
    : undefined;

/**
 * "Calcular la retención óptima" (issue 26 item 6): the server simulates the learner's year at each desired
 * retention and answers the cheapest per card remembered; it shows here with the reviews a day it would mean, and
 * is saved only when the learner accepts it (`onAccepted` tells the form above, whose field shows the retention).
 */
export function OptimalRetention({
  viewer,
  onAccepted,
}: {
  viewer: OptimalRetention_ViewerFragment;
  onAccepted: (retention: number) => void;
}) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [compute, { loading }] = useComputeOptimalRetentionMutation();
  const [save, { loading: saving }] = useUpdateSchedulerSettingsMutation();
  const [suggestion, setSuggestion] = useState<Suggestion>();
  const [refused, setRefused] = useState<string>();
  const current = viewer.schedulerSettings.desiredRetention;

  async function onCompute() {
    setRefused(undefined);
    setSuggestion(undefined);
    try {
      const { data } = await compute();
      setSuggestion(data?.computeOptimalRetention);
    } catch (error) {
      const message = refusal(error);
      if (message) return setRefused(message);
      return onError(error, text.failed);
    }
  }

  async function onAccept(retention: number) {
    try {
      await save({ variables: { input: { desiredRetention: retention } } });
    } catch (error) {
      return onError(error, text.saveFailed);
    }
    onAccepted(retention);
    setSuggestion(undefined);
    toast({ title: text.accepted });
  }

  const formatted = suggestion && retentionFormat().format(suggestion.retention);
  return (
    <section aria-labelledby="optimal-retention-title" className="flex flex-col gap-2 border-t border-slate-200 pt-5">
      <h3 id="optimal-retention-title" className="text-sm font-medium text-slate-700">
        {text.title}
      </h3>
      <p className="text-sm text-slate-600">{text.help}</p>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={loading}
        aria-describedby={refused ? 'optimal-retention-refused' : undefined}
        onClick={onCompute}
      >
        {loading ? text.computing : text.compute}
      </Button>
      {refused && (
        <p id="optimal-retention-refused" role="alert" className="text-sm text-red-600">
          {refused}
        </p>
      )}
      <div aria-live="polite" className="flex flex-col gap-2 text-sm text-slate-800">
        {suggestion && formatted && (
          <>
            {suggestion.retention === current ? (
              <p className="font-medium">{text.already(formatted)}</p>
            ) : (
              <p className="font-medium">
                {text.result(formatted, suggestion.reviewsPerDay, suggestion.currentReviewsPerDay)}
              </p>
            )}
            <p className="text-slate-600">{text.assumption(suggestion.newCardsPerDay)}</p>
            <p className="text-slate-600">
              {text.cost(
                secondsFormat().format(suggestion.secondsPerCard),
                secondsFormat().format(suggestion.currentSecondsPerCard),
              )}
            </p>
            {suggestion.notes.map((note) => (
              <p key={note} className="text-slate-600">
                {note}
              </p>
            ))}
            {suggestion.retention !== current && (
              <Button
                type="button"
                className="self-start"
                disabled={saving}
                onClick={() => onAccept(suggestion.retention)}
              >
                {saving ? text.accepting : text.accept(formatted)}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
