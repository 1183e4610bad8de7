import { LEVELS, LICENCES } from '@api/modules/community/community.lists';
import { SPEECH_LANGUAGES } from '@api/modules/folders/speech-languages';
import { es } from '@/lib/i18n/es';

const text = es.community;

/** "Ninguno" (or "Cualquiera" in a filter) and the short list of languages, by their Spanish names. */
export const languageOptions = (empty: string) => [
  { value: '', label: empty },
  ...SPEECH_LANGUAGES.map((language) => ({ value: language, label: es.speech.languageNames[language] })),
];

/** "Ninguno" (or "Cualquiera") and A1..C2. */
export const levelOptions = (empty: string) => [
  { value: '', label: empty },
  ...LEVELS.map((level) => ({ value: level, label: level })),
];

export const licenceOptions = LICENCES.map((licence) => ({ value: licence, label: text.licences[licence] ?? licence }));

/** A BCP-47 tag by its Spanish name (a tag off the list as itself). */
export function languageName(tag: string | null | undefined): string {
  if (!tag) return text.noLanguage;
  return (es.speech.languageNames as Record<string, string>)[tag] ?? tag;
}
