import type { AccountInfo_ViewerFragment } from '@/__generated__/graphql';
import { SectionCard } from '@/components/ui/section-card';
import { es } from '@/lib/i18n/es';

const text = es.settings.account;

export function AccountInfo({ viewer }: { viewer: AccountInfo_ViewerFragment }) {
  return (
    <SectionCard title={text.title}>
      <dl className="flex items-center gap-3">
        <span
          aria-hidden
          className="grid size-12 shrink-0 place-items-center rounded-full bg-indigo-600 text-lg font-semibold text-white"
        >
          {viewer.email.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <dt className="text-sm text-slate-500">{text.email}</dt>
          <dd className="truncate font-medium">{viewer.email}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
