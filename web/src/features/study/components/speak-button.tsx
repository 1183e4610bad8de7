import { Volume2, VolumeX } from 'lucide-react';
import { useVoices } from '@/hooks/use-voices';
import { cardPlainText } from '@/lib/card-plain-text';
import { es } from '@/lib/i18n/es';
import { languageName, speak, voiceFor } from '@/lib/speech';

/**
 * Reads a side aloud in its folder's language (its Markdown as plain text) with a voice of that language on this
 * device. With none, the button is disabled and says so rather than read with another language's accent. `R` and the
 * folder's "read as it appears" setting press it (`data-card-speak`).
 */
export function SpeakButton({ markdown, lang, label }: { markdown: string; lang: string; label: string }) {
  const voice = voiceFor(lang, useVoices());
  if (!voice) {
    return (
      <button
        type="button"
        disabled
        data-card-speak={lang}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-600"
      >
        <VolumeX aria-hidden className="size-4" />
        {es.speech.noVoice(languageName(lang))}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-card-speak={lang}
      onClick={() => speak(cardPlainText(markdown), lang, voice)}
      className="inline-flex items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 focus-visible:outline-2"
    >
      <Volume2 aria-hidden className="size-4" />
      {label}
    </button>
  );
}
