import { useId } from 'react';
import { type StudyOptions_ViewerFragment, useUpdateStudyOptionsMutation } from '@/__generated__/graphql';
import { Switch } from '@/components/ui/switch';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { es } from '@/lib/i18n/es';

const text = es.study.options;

type Options = StudyOptions_ViewerFragment['studySettings'];

function OptionSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} aria-describedby={`${id}-hint`} onCheckedChange={onChange} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The learner's study options, kept on the server (both APIs' `studySettings`) and saved as soon as they are switched:
 * "Escribir la respuesta" and, for it, "Distinguir ñ de n".
 */
export function StudyOptions({ viewer }: { viewer: StudyOptions_ViewerFragment }) {
  const onError = useMutationErrorHandler();
  const [update] = useUpdateStudyOptionsMutation();
  const options = viewer.studySettings;
  const change = (input: Partial<Omit<Options, '__typename'>>) =>
    update({
      variables: { input },
      optimisticResponse: {
        updateSettings: {
          __typename: 'User',
          id: viewer.id,
          studySettings: { ...options, ...input, __typename: 'StudySettings' },
        },
      },
    }).catch((error: unknown) => onError(error, text.failed));
  return (
    <section
      aria-label={text.title}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:gap-6"
    >
      <OptionSwitch
        label={text.typeAnswers}
        hint={text.typeAnswersHint}
        checked={options.typeAnswers}
        onChange={(typeAnswers) => change({ typeAnswers })}
      />
      {options.typeAnswers && (
        <OptionSwitch
          label={text.distinguishEnye}
          hint={text.distinguishEnyeHint}
          checked={options.distinguishEnye}
          onChange={(distinguishEnye) => change({ distinguishEnye })}
        />
      )}
    </section>
  );
}
