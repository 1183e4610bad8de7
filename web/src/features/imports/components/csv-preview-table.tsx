import { useId } from 'react';
import { es } from '@/lib/i18n/es';
import type { CsvPreview } from '../csv-preview';

const text = es.imports;

/**
 * The first rows as the import will read them: the header row (when there is one) names the columns, and each
 * mapped column is marked with what it becomes (a field of the note, or its tags). Columns share the width and long words wrap, so a phone never scrolls sideways.
 */
export function CsvPreviewTable({
  preview,
  hasHeader,
  roleOf,
}: {
  preview: CsvPreview;
  hasHeader: boolean;
  roleOf: (column: number) => string | undefined;
}) {
  const captionId = useId();
  const body = hasHeader ? preview.rows.slice(1) : preview.rows;
  const columns = Array.from({ length: preview.columns }, (_, column) => column);

  return (
    <section aria-labelledby={captionId} className="flex flex-col gap-2">
      <h2 id={captionId} className="text-lg font-semibold">
        {text.preview}
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{text.previewCaption(body.length)}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 align-bottom font-semibold sm:px-3">
                  <span className="block wrap-anywhere">
                    {hasHeader ? preview.rows[0]?.[column] || text.column(column + 1) : text.column(column + 1)}
                  </span>
                  {roleOf(column) && (
                    <span className="mt-1 inline-block rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
                      {roleOf(column)}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {body.length === 0 ? (
              <tr>
                <td colSpan={Math.max(1, columns.length)} className="px-3 py-3 text-slate-500">
                  {text.noPreviewRows}
                </td>
              </tr>
            ) : (
              body.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file
                <tr key={index}>
                  {columns.map((column) => (
                    <td
                      key={column}
                      className={`px-2 py-2 align-top sm:px-3 whitespace-pre-line wrap-anywhere ${
                        roleOf(column) ? 'text-slate-900' : 'text-slate-500'
                      }`}
                    >
                      {row[column] ?? ''}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
