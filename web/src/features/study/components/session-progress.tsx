import { es } from '@/lib/i18n/es';

const text = es.study;

/** "Carta n de m", its share, and the same share as a progress bar. */
export function SessionProgress({ index, total }: { index: number; total: number }) {
  const percent = Math.round((Math.min(index, total) / total) * 100);
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium text-slate-600">
        <span>{text.progress(index + 1, total)}</span>
        <span>{text.percent(percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
