import { es } from './i18n/es';

/** A BCP-47 tag as voices spell it, for comparing: `en_US` and `en-us` are `en-us`. */
const tagOf = (lang: string) => lang.replaceAll('_', '-').toLowerCase();
const primaryOf = (lang: string) => tagOf(lang).split('-')[0];

/**
 * The device's voice for `lang`: one of exactly that language (`en-GB`), else one of the same primary language
 * (`en-US` for `en-GB`); a voice on the device (`localService`, so it works offline) first. Null when there is none:
 * better say so than read in another language's accent.
 */
export function voiceFor(lang: string, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const local = (voice: SpeechSynthesisVoice) => (voice.localService ? 0 : 1);
  const byPreference = [...voices].sort((a, b) => local(a) - local(b));
  return (
    byPreference.find((voice) => tagOf(voice.lang) === tagOf(lang)) ??
    byPreference.find((voice) => primaryOf(voice.lang) === primaryOf(lang)) ??
    null
  );
}

/** A language's name as "no voice" says it: "inglés" for `en-GB`. */
export const languageName = (lang: string) => es.speech.primaryNames[primaryOf(lang)] ?? es.speech.thisLanguage;

/** The browser's speech synthesis, when it has one (jsdom and some browsers do not). */
export const speechSynthesisOf = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/** Reads `text` aloud in `lang` with `voice`, cutting short whatever was being read. Nothing leaves the device. */
export function speak(text: string, lang: string, voice: SpeechSynthesisVoice) {
  const synthesis = speechSynthesisOf();
  if (!synthesis || !text) return;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.voice = voice;
  synthesis.speak(utterance);
}
