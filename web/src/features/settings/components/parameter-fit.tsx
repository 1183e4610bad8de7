import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import {
  type ParameterFit_ViewerFragment,
  useParameterFitStatusQuery,
  useRequestParameterFitMutation,
} from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { formatDateTime, onFirstUse } from '@/lib/format';
import { es } from '@/lib/i18n/es';

const text = es.settings.scheduler.fit;
/** How often the page asks whether a pending fit has finished. */
const POLL_MS = 5000;

const reviewCount = onFirstUse(() => new Intl.NumberFormat('es-ES'));
const lossFormat = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
);

/** The API's refusals to show under the button (too few reviews, a fit too recent), not as a passing toast. */
const refusal = (error: unknown) => {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED' ? error.errors[0].message : undefined;
};

/**
 * The learner's own FSRS parameters (DESIGN §5): when they were fitted and with how many reviews, their log loss,
 * and "Optimizar ahora", which asks the background job for a fit (the page checks every few seconds until it ends).
 */
export function ParameterFit({ viewer }: { viewer: ParameterFit_ViewerFragment }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [requestFit, { loading }] = useRequestParameterFitMutation();
  const [refused, setRefused] = useState<string>();
  const settings = viewer.schedulerSettings;
  // The answers merge into the viewer's settings in the cache, so this component re-renders when the fit ends.
  useParameterFitStatusQuery({ skip: !settings.fitPending, pollInterval: POLL_MS, fetchPolicy: 'network-only' });

  async function onOptimize() {
    setRefused(undefined);
    try {
      await requestFit();
    } catch (error) {
      const message = refusal(error);
      if (message) return setRefused(message);
      return onError(error, text.failed);
    }
    toast({ title: text.requested });
  }

  const fittedAt = settings.parametersFittedAt;
  const checkedAt = settings.parametersCheckedAt;
  const keptOlder = checkedAt != null && String(checkedAt) !== String(fittedAt);
  return (
    <section aria-labelledby="parameter-fit-title" className="flex flex-col gap-2 border-t border-slate-200 pt-5">
      <h3 id="parameter-fit-title" className="text-sm font-medium text-slate-700">
        {text.title}
      </h3>
      <p className="text-sm text-slate-600">{text.help}</p>
      <div className="text-sm text-slate-800" aria-live="polite">
        {fittedAt != null && settings.reviewsUsed != null ? (
          <p>{text.fitted(formatDateTime(fittedAt), reviewCount().format(settings.reviewsUsed))}</p>
        ) : (
          <p>{text.defaults}</p>
        )}
        {keptOlder && <p>{text.kept(formatDateTime(checkedAt))}</p>}
        {settings.logLoss != null && <p>{text.logLoss(lossFormat().format(settings.logLoss))}</p>}
        {settings.fitPending && <p className="font-medium text-indigo-700">{text.pending}</p>}
      </div>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={loading || settings.fitPending}
        aria-describedby={refused ? 'parameter-fit-refused' : undefined}
        onClick={onOptimize}
      >
        {loading ? text.requesting : text.optimize}
      </Button>
      {refused && (
        <p id="parameter-fit-refused" role="alert" className="text-sm text-red-600">
          {refused}
        </p>
      )}
    </section>
  );
}
