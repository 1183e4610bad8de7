import { Hourglass } from 'lucide-react';
import { es } from '@/lib/i18n/es';

const text = es.comingSoon;

export type ComingSoonScreen = keyof typeof text.screens;

/** Stands in for the data screens that are not built yet, inside the signed-in frame. */
export function ComingSoonRoute({ screen }: { screen: ComingSoonScreen }) {
  return (
    <div className="grid place-items-center py-16 text-center">
      <Hourglass aria-hidden className="size-12 rounded-2xl bg-indigo-50 p-2.5 text-indigo-700" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{text.screens[screen]}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-600">{text.description}</p>
    </div>
  );
}
