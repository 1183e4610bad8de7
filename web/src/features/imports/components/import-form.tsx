import {
  folderNameFromFileName,
  formatFromFileName,
  importMessages,
  importOptionsSchema,
  PASTED_TEXT_FOLDER,
} from '@api/modules/imports/import.schema';
import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { es } from '@/lib/i18n/es';
import { DELIMITERS, type Delimiter, PreviewError, previewCsv, readSample } from '../csv-preview';
import { uploadImport } from '../upload-import';
import { CsvPreviewTable } from './csv-preview-table';

const text = es.imports;

const selectClasses =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30';

type Folder = { id: string; name: string };

/** A note type a CSV's rows can become: its fields are what the columns map to. */
export type ImportNoteType = { id: string; name: string; builtin?: string | null; fields: readonly string[] };

/** What a column becomes: a field of the note type (its index), the note's tags, or nothing. */
type Target = { field: number } | 'tags' | null;

/** "Básica" as every learner has it, until (or unless) their note types have loaded: the server's default too. */
const DEFAULT_TYPE: ImportNoteType = { id: '', name: 'Básica', builtin: 'basic', fields: ['Anverso', 'Reverso'] };

const targetValue = (target: Target) => (target === null ? '' : target === 'tags' ? 'tags' : `field:${target.field}`);
const targetOf = (value: string): Target =>
  value === '' ? null : value === 'tags' ? 'tags' : { field: Number(value.slice('field:'.length)) };

/**
 * The note a mapping makes: each field's column (null: none) and the tags' column; a Spanish reason when two columns
 * fill one field (or the tags) or the first field has none.
 */
function noteMapping(type: ImportNoteType, targets: readonly Target[]) {
  const fieldColumns: (number | null)[] = type.fields.map(() => null);
  let tagsColumn: number | undefined;
  for (const [column, target] of targets.entries()) {
    if (target === 'tags') {
      if (tagsColumn !== undefined) return { error: text.tagsTwice };
      tagsColumn = column;
    } else if (target) {
      if (fieldColumns[target.field] !== null) return { error: text.fieldTwice(type.fields[target.field]) };
      fieldColumns[target.field] = column;
    }
  }
  if (fieldColumns[0] === null) return { error: importMessages.firstFieldColumn };
  return { fieldColumns, tagsColumn };
}

/** What was sent, for the screen to follow the job and name its folder. */
export type StartedImport = { jobId: string; folderName: string | null };

/**
 * The import's choices: a file or pasted text; for CSV a preview of the first rows (read here, in the browser),
 * the delimiter, the header row, the note type and what each column becomes (a field, the tags or nothing); and
 * where the cards go. Sends it all to
 * `POST /api/imports` and hands the queued job to `onStarted`.
 */
export function ImportForm({
  folders,
  noteTypes,
  initialFolderId,
  onStarted,
}: {
  folders: readonly Folder[];
  noteTypes: readonly ImportNoteType[];
  initialFolderId?: string | null;
  onStarted: (started: StartedImport) => void;
}) {
  const [source, setSource] = useState<'file' | 'text'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [sample, setSample] = useState<{ text: string; complete: boolean } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [delimiter, setDelimiter] = useState<Delimiter | null>(null);
  const [hasHeader, setHasHeader] = useState<boolean | null>(null);
  const [noteTypeId, setNoteTypeId] = useState<string | null>(null);
  // Each column's target as chosen; a column not chosen yet fills the field of its position.
  const [chosenTargets, setChosenTargets] = useState<Record<number, Target>>({});
  const initialExisting = !!initialFolderId && folders.some((folder) => folder.id === initialFolderId);
  const [destination, setDestination] = useState<'new' | 'existing'>(initialExisting ? 'existing' : 'new');
  const [folderId, setFolderId] = useState(initialExisting ? (initialFolderId ?? '') : (folders[0]?.id ?? ''));
  const [folderName, setFolderName] = useState(PASTED_TEXT_FOLDER);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const ids = { source: useId(), header: useId(), delimiter: useId(), noteType: useId(), folder: useId() };
  const type =
    noteTypes.find((candidate) => candidate.id === noteTypeId) ??
    noteTypes.find((candidate) => candidate.builtin === 'basic') ??
    DEFAULT_TYPE;

  // A folder chosen in the URL arrives once the folder list has loaded.
  useEffect(() => {
    if (initialFolderId && folders.some((folder) => folder.id === initialFolderId)) {
      setDestination('existing');
      setFolderId(initialFolderId);
    }
  }, [initialFolderId, folders]);

  const kind = source === 'text' ? 'csv' : file ? formatFromFileName(file.name) : undefined;

  // The file's first bytes, read again whenever another file is chosen.
  useEffect(() => {
    setSample(null);
    setReadError(null);
    if (source !== 'file' || !file || kind !== 'csv') return;
    let current = true;
    readSample(file).then(
      (read) => current && setSample(read),
      (caught) => current && setReadError(caught instanceof PreviewError ? caught.message : text.uploadFailed),
    );
    return () => {
      current = false;
    };
  }, [source, file, kind]);

  const previewText = source === 'text' ? (pasted.trim() ? { text: pasted, complete: true } : null) : sample;
  const raw = useMemo(
    () =>
      previewText && kind === 'csv'
        ? previewCsv(previewText.text, { delimiter: delimiter ?? undefined, complete: previewText.complete })
        : null,
    [previewText, kind, delimiter],
  );
  const columnCount = Math.max(2, raw?.columns ?? 2);
  const targets = Array.from(
    { length: columnCount },
    (_, column): Target =>
      column in chosenTargets ? chosenTargets[column] : column < type.fields.length ? { field: column } : null,
  );
  const mappedColumns = targets.flatMap((target, column) => (target ? [column] : []));
  const mappedKey = mappedColumns.join(',');
  // The header guess looks at the mapped columns, as the server's does.
  const preview = useMemo(
    () =>
      previewText && kind === 'csv'
        ? previewCsv(previewText.text, {
            delimiter: delimiter ?? undefined,
            complete: previewText.complete,
            columns: mappedKey ? mappedKey.split(',').map(Number) : [],
          })
        : null,
    [previewText, kind, delimiter, mappedKey],
  );
  const detected = useMemo(
    () => (previewText && kind === 'csv' ? previewCsv(previewText.text, { complete: previewText.complete }) : null),
    [previewText, kind],
  );
  const header = hasHeader ?? preview?.headerGuess ?? false;
  const roleOf = (column: number) => {
    const target = targets[column];
    return target === 'tags' ? text.tags : target ? type.fields[target.field] : undefined;
  };
  const columnLabel = (column: number) => {
    const name = header ? preview?.rows[0]?.[column]?.trim() : undefined;
    return name ? text.columnNamed(column + 1, name) : text.column(column + 1);
  };

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setError(null);
    setDelimiter(null);
    setHasHeader(null);
    setChosenTargets({});
    if (chosen) setFolderName(folderNameFromFileName(chosen.name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (source === 'file' ? !file : !pasted.trim()) {
      setError(text.chooseSomething);
      return;
    }
    if (source === 'file' && !kind) {
      setError(importMessages.unknownFormat);
      return;
    }
    const options: Record<string, string> = {};
    if (kind === 'csv') {
      const chosen = delimiter ?? preview?.delimiter ?? ',';
      options.delimiter = chosen === '\t' ? 'tab' : chosen;
      options.hasHeader = String(header);
      const mapping = noteMapping(type, targets);
      if ('error' in mapping) {
        setError(mapping.error ?? text.uploadFailed);
        return;
      }
      const { fieldColumns, tagsColumn } = mapping;
      if (type.builtin === 'basic' && tagsColumn === undefined && fieldColumns[1] !== null) {
        // A "Básica" note of two columns, as before notes: its sides are the columns as written.
        options.frontColumn = String(fieldColumns[0]);
        options.backColumn = String(fieldColumns[1]);
      } else {
        if (type.id) options.noteTypeId = type.id;
        options.fieldColumns = JSON.stringify(fieldColumns);
        if (tagsColumn !== undefined) options.tagsColumn = String(tagsColumn);
      }
      if (destination === 'existing' && folderId) options.folderId = folderId;
      // Sent as typed: an emptied name is refused by the folder rule rather than replaced by the file's.
      else options.folderName = folderName.trim() || ' ';
    }
    const checked = importOptionsSchema.safeParse(options);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? text.uploadFailed);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(options)) form.append(name, value);
    if (source === 'file' && file) form.append('file', file, file.name);
    else form.append('text', pasted);
    setUploading(true);
    try {
      const job = await uploadImport(form);
      const target = folders.find((folder) => folder.id === options.folderId);
      onStarted({ jobId: job.id, folderName: kind === 'csv' ? (target?.name ?? options.folderName ?? null) : null });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : text.uploadFailed);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-700">{text.source}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['file', 'text'] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name={ids.source}
                value={value}
                checked={source === value}
                onChange={() => {
                  setSource(value);
                  setError(null);
                  setFolderName(value === 'file' && file ? folderNameFromFileName(file.name) : PASTED_TEXT_FOLDER);
                }}
                className="size-4 accent-indigo-600"
              />
              {value === 'file' ? text.sourceFile : text.sourceText}
            </label>
          ))}
        </div>
      </fieldset>

      {source === 'file' ? (
        <TextField
          label={text.file}
          hint={text.fileHint}
          type="file"
          accept=".csv,.tsv,.txt,.apkg,.colpkg"
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          className="[&_input]:wrap-anywhere"
        />
      ) : (
        <div>
          <TextareaField
            label={text.text}
            aria-describedby={`${ids.source}-text-hint`}
            placeholder={text.textPlaceholder}
            rows={6}
            value={pasted}
            onChange={(event) => {
              setPasted(event.target.value);
              setError(null);
            }}
          />
          <p id={`${ids.source}-text-hint`} className="mt-1.5 text-sm text-slate-500">
            {text.textHint}
          </p>
        </div>
      )}

      {readError && (
        <p role="alert" className="text-sm text-red-600">
          {readError}
        </p>
      )}

      {kind === 'anki' && <p className="rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900">{text.anki}</p>}

      {kind === 'csv' && preview && (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.delimiter} className="block text-sm font-medium text-slate-700">
                {text.delimiter}
              </label>
              <select
                id={ids.delimiter}
                aria-describedby={`${ids.delimiter}-hint`}
                className={selectClasses}
                value={preview.delimiter}
                onChange={(event) => setDelimiter(event.target.value as Delimiter)}
              >
                {DELIMITERS.map((choice) => (
                  <option key={choice} value={choice}>
                    {text.delimiters[choice]}
                  </option>
                ))}
              </select>
              <p id={`${ids.delimiter}-hint`} className="mt-1.5 text-sm text-slate-500">
                {text.delimiterDetected(text.delimiters[detected?.delimiter ?? ','].toLowerCase())}
              </p>
            </div>
            <div className="flex items-start gap-3 sm:pt-7">
              <Switch
                id={ids.header}
                checked={header}
                onCheckedChange={setHasHeader}
                aria-describedby={`${ids.header}-hint`}
              />
              <div>
                <label htmlFor={ids.header} className="text-sm font-medium text-slate-900">
                  {text.hasHeader}
                </label>
                <p id={`${ids.header}-hint`} className="text-sm text-slate-500">
                  {text.hasHeaderHint}
                </p>
              </div>
            </div>
          </div>
          <div>
            <label htmlFor={ids.noteType} className="block text-sm font-medium text-slate-700">
              {text.noteType}
            </label>
            <select
              id={ids.noteType}
              aria-describedby={`${ids.noteType}-hint`}
              className={`${selectClasses} wrap-anywhere`}
              value={type.id}
              onChange={(event) => {
                setNoteTypeId(event.target.value);
                setChosenTargets({});
                setError(null);
              }}
            >
              {(noteTypes.length > 0 ? noteTypes : [DEFAULT_TYPE]).map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
            <p id={`${ids.noteType}-hint`} className="mt-1.5 text-sm text-slate-500">
              {text.noteTypeHint}
            </p>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-700">{text.mapping}</legend>
            <p className="text-sm text-slate-500">{text.mappingHint}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {targets.map((target, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                <div key={column}>
                  <label htmlFor={`${ids.noteType}-column-${column}`} className="block text-sm text-slate-700">
                    {columnLabel(column)}
                  </label>
                  <select
                    id={`${ids.noteType}-column-${column}`}
                    className={`${selectClasses} wrap-anywhere`}
                    value={targetValue(target)}
                    onChange={(event) => {
                      setChosenTargets({ ...chosenTargets, [column]: targetOf(event.target.value) });
                      setError(null);
                    }}
                  >
                    {type.fields.map((field, index) => (
                      <option key={field} value={`field:${index}`}>
                        {field}
                      </option>
                    ))}
                    <option value="tags">{text.tags}</option>
                    <option value="">{text.nothing}</option>
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
          <CsvPreviewTable preview={preview} hasHeader={header} roleOf={roleOf} />
        </div>
      )}

      {kind === 'csv' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-slate-700">{text.destination}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['new', 'existing'] as const).map((value) => (
              <label key={value} className="inline-flex items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name={`${ids.source}-destination`}
                  value={value}
                  checked={destination === value}
                  disabled={value === 'existing' && folders.length === 0}
                  onChange={() => setDestination(value)}
                  className="size-4 accent-indigo-600"
                />
                {value === 'new' ? text.newFolder : text.existingFolder}
              </label>
            ))}
          </div>
          {folders.length === 0 && <p className="text-sm text-slate-500">{text.noFolders}</p>}
          {destination === 'new' ? (
            <TextField
              label={text.folderName}
              value={folderName}
              maxLength={255}
              onChange={(event) => setFolderName(event.target.value)}
            />
          ) : (
            <div>
              <label htmlFor={ids.folder} className="block text-sm font-medium text-slate-700">
                {text.folder}
              </label>
              <select
                id={ids.folder}
                className={selectClasses}
                value={folderId}
                onChange={(event) => setFolderId(event.target.value)}
              >
                {folders.map((folder) => (
                  <option key={folder.id} value={folder.id}>
                    {folder.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
      )}

      {error && (
        <p role="alert" className="text-sm font-medium wrap-anywhere text-red-600">
          {error}
        </p>
      )}

      <NeedsConnection>
        <Button type="submit" disabled={uploading || !!readError} className="self-stretch sm:self-start">
          <Upload aria-hidden className="size-4" />
          {uploading ? text.uploading : text.submit}
        </Button>
      </NeedsConnection>
    </form>
  );
}
