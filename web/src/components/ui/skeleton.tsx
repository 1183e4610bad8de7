/** A grey placeholder while data loads; `label` is what screen readers hear instead. */
export function Skeleton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      <div aria-hidden className="h-full min-h-24 animate-pulse rounded-2xl bg-slate-200/70" />
    </div>
  );
}
