import { SPEECH_LANGUAGES } from '@api/modules/folders/speech-languages';
import { useId, useState } from 'react';
import {
  type FolderSettingsInput,
  type FolderStudySettings_FolderFragment,
  useUpdateFolderSettingsMutation,
} from '@/__generated__/graphql';
import { Switch } from '@/components/ui/switch';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { es } from '@/lib/i18n/es';

const text = es.folder;

const selectClasses =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30 disabled:opacity-60';

/** A side's language: "ninguno" or one of the short list, by its Spanish name. */
function LanguageSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string | null;
  disabled: boolean;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
        className={selectClasses}
      >
        <option value="">{text.languages.none}</option>
        {SPEECH_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {es.speech.languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The folder's study settings, each saved as soon as it changes: "play (or read aloud) each side as it appears", and
 * the languages its front and back are read aloud in. The API's own schema checks a choice first.
 */
export function FolderStudySettings({ folder }: { folder: FolderStudySettings_FolderFragment }) {
  const id = useId();
  const onError = useMutationErrorHandler();
  const [update, { loading }] = useUpdateFolderSettingsMutation();
  const [refused, setRefused] = useState<string | null>(null);

  async function save(input: FolderSettingsInput, failed: string) {
    // The schema (zod) is fetched at the first change, not with the folder page, whose settings are folded away.
    const { folderSettingsSchema } = await import('@api/modules/folders/folder.schema');
    const parsed = folderSettingsSchema.safeParse(input);
    if (!parsed.success) return setRefused(parsed.error.issues[0]?.message ?? failed);
    setRefused(null);
    update({
      variables: { id: folder.id, input },
      optimisticResponse: { updateFolderSettings: { ...folder, ...parsed.data, __typename: 'Folder' } },
    }).catch((error: unknown) => onError(error, failed));
  }

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Switch
          id={id}
          checked={folder.autoPlay}
          disabled={loading}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(autoPlay) => save({ autoPlay }, text.autoPlay.failed)}
        />
        <div>
          <label htmlFor={id} className="font-medium text-slate-900">
            {text.autoPlay.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            {text.autoPlay.hint}
          </p>
        </div>
      </div>
      <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-languages-hint`}>
        <legend className="font-medium text-slate-900">{text.languages.title}</legend>
        <p id={`${id}-languages-hint`} className="text-sm text-slate-500">
          {text.languages.hint}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LanguageSelect
            label={text.languages.front}
            value={folder.frontLanguage ?? null}
            disabled={loading}
            onChange={(frontLanguage) => save({ frontLanguage }, text.languages.failed)}
          />
          <LanguageSelect
            label={text.languages.back}
            value={folder.backLanguage ?? null}
            disabled={loading}
            onChange={(backLanguage) => save({ backLanguage }, text.languages.failed)}
          />
        </div>
        {refused && (
          <p role="alert" className="text-sm text-red-600">
            {refused}
          </p>
        )}
      </fieldset>
    </div>
  );
}
