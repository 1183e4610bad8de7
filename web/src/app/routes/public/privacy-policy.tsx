import { LegalDocument } from '@/features/legal/components/legal-document';
import { es } from '@/lib/i18n/es';

export function PrivacyPolicyRoute() {
  return <LegalDocument text={es.legal.privacy} />;
}
