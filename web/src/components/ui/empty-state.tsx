import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a screen shows when it has nothing to list: an icon, a title, a line and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden className="size-12 rounded-2xl bg-indigo-50 p-2.5 text-indigo-700" />
      <Heading className="mt-5 text-xl font-semibold">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-slate-600">{description}</p>}
      {children && <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>}
    </div>
  );
}
