import { es } from '@/lib/i18n/es';

const text = es.study;

/** A practice session (nothing due in the folder, or with its tag) says it goes over every card of it (with the tag). */
export function PracticeHint({ tag }: { tag?: string }) {
  return (
    <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {tag ? text.practiceTagHint(tag) : text.practiceHint}
    </p>
  );
}

/** A session of never-rated cards says what each button means, since that decides what the scheduler learns. */
export function FirstSessionHint() {
  return (
    <section aria-labelledby="first-session-hint" className="rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950">
      <h2 id="first-session-hint" className="font-medium">
        {text.firstSessionHint.title}
      </h2>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5">
        {text.firstSessionHint.items.map(({ rating, meaning }) => (
          <div key={rating} className="flex gap-1">
            <dt className="font-semibold">{rating}:</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
