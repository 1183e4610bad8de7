import { LegalDocument } from '@/features/legal/components/legal-document';
import { es } from '@/lib/i18n/es';

/** How to point Yomitan, Obsidian, scripts and assistants at this server's AnkiConnect address (DESIGN §17). */
export function AnkiConnectHelpRoute() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return <LegalDocument text={es.help.ankiConnect(`${origin}/anki-connect`)} />;
}
