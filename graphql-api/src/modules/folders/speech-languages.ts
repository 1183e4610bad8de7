/**
 * The languages a folder's front or back can be read aloud in (BCP-47 tags, DESIGN §15): a short list, so that a
 * learner picks from names rather than typing tags. Their Spanish names are the web's (`es.folder.languages`). A module
 * without zod, so that a screen showing the list does not load zod for it (the community's public pages).
 */
export const SPEECH_LANGUAGES = [
  'en-US',
  'en-GB',
  'es-ES',
  'es-MX',
  'fr-FR',
  'de-DE',
  'it-IT',
  'pt-PT',
  'pt-BR',
  'ko-KR',
  'ja-JP',
  'zh-CN',
] as const;

export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number];
