import type { ReactNode } from 'react';
import { es } from '@/lib/i18n/es';

/** A chart's text alternative: its figures as a table, folded under a summary line a screen reader reaches first. */
export function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded font-medium text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
        {es.statistics.showTable}
      </summary>
      {/* A scrolling box: focusable, so the keyboard can scroll it too. */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="border-b border-slate-200 px-2 py-1 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional figures
              <tr key={i}>
                {cells.map((cell, j) =>
                  j === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional figures
                    <th key={j} scope="row" className="border-b border-slate-100 px-2 py-1 font-normal">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional figures
                    <td key={j} className="border-b border-slate-100 px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
