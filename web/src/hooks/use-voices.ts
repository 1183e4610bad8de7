import { useEffect, useState } from 'react';
import { speechSynthesisOf } from '@/lib/speech';

/** The device's speech voices; browsers load them late, so the list follows `voiceschanged`. */
export function useVoices(): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() => speechSynthesisOf()?.getVoices() ?? []);
  useEffect(() => {
    const synthesis = speechSynthesisOf();
    if (!synthesis) return;
    const update = () => setVoices(synthesis.getVoices());
    update();
    synthesis.addEventListener('voiceschanged', update);
    return () => synthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}
