import { ChevronRight, ExternalLink, FileText, LifeBuoy, type LucideIcon, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.settings.options;

const rowClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left font-medium text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

function RowContent({
  icon: Icon,
  label,
  trailing: Trailing,
}: {
  icon: LucideIcon;
  label: ReactNode;
  trailing: LucideIcon;
}) {
  return (
    <>
      <Icon aria-hidden className="size-5 text-indigo-600" />
      <span className="flex-1">{label}</span>
      <Trailing aria-hidden className="size-4 text-slate-400" />
    </>
  );
}

/** Support (not yet available), the legal pages; `children` ends the list (the sign-out buttons). */
export function SettingsOptions({ children }: { children: ReactNode }) {
  const toast = useToast();
  return (
    <SectionCard title={text.title}>
      <ul className="-mx-3 grid gap-1">
        <li>
          <button
            type="button"
            className={rowClasses}
            onClick={() => toast({ title: text.supportTitle, description: text.supportDescription })}
          >
            <RowContent icon={LifeBuoy} label={text.support} trailing={ChevronRight} />
          </button>
        </li>
        <li>
          <a href={paths.privacyPolicy} target="_blank" rel="noopener" className={rowClasses}>
            <RowContent
              icon={ShieldCheck}
              label={
                <>
                  {text.privacy} <span className="sr-only">{es.common.opensInNewTab}</span>
                </>
              }
              trailing={ExternalLink}
            />
          </a>
        </li>
        <li>
          <Link to={paths.termsOfService} className={rowClasses}>
            <RowContent icon={FileText} label={text.terms} trailing={ChevronRight} />
          </Link>
        </li>
      </ul>
      <div className="mt-4">{children}</div>
    </SectionCard>
  );
}
