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

/** What was sent, for the screen to follow the job and name its folder. */
export type StartedImport = { jobId: string; folderName: string | null };

/**
 * The import's choices: a file or pasted text; for CSV a preview of the first rows (read here, in the browser),
 * the delimiter, the header row and which columns are front and back; and where the cards go. Sends it all to
 * `POST /api/imports` and hands the queued job to `onStarted`.
 */
export function ImportForm({
  folders,
  initialFolderId,
  onStarted,
}: {
  folders: readonly Folder[];
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
  const [frontColumn, setFrontColumn] = useState(0);
  const [backColumn, setBackColumn] = useState(1);
  const initialExisting = !!initialFolderId && folders.some((folder) => folder.id === initialFolderId);
  const [destination, setDestination] = useState<'new' | 'existing'>(initialExisting ? 'existing' : 'new');
  const [folderId, setFolderId] = useState(initialExisting ? (initialFolderId ?? '') : (folders[0]?.id ?? ''));
  const [folderName, setFolderName] = useState(PASTED_TEXT_FOLDER);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const ids = { source: useId(), header: useId(), delimiter: useId(), front: useId(), back: useId(), folder: useId() };

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
  const preview = useMemo(
    () =>
      previewText && kind === 'csv'
        ? previewCsv(previewText.text, {
            delimiter: delimiter ?? undefined,
            complete: previewText.complete,
            columns: [frontColumn, backColumn],
          })
        : null,
    [previewText, kind, delimiter, frontColumn, backColumn],
  );
  const detected = useMemo(
    () => (previewText && kind === 'csv' ? previewCsv(previewText.text, { complete: previewText.complete }) : null),
    [previewText, kind],
  );
  const header = hasHeader ?? preview?.headerGuess ?? false;
  const columnCount = Math.max(2, preview?.columns ?? 2);
  const columnLabel = (column: number) => {
    const name = header ? preview?.rows[0]?.[column]?.trim() : undefined;
    return name ? text.columnNamed(column + 1, name) : text.column(column + 1);
  };

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setError(null);
    setDelimiter(null);
    setHasHeader(null);
    setFrontColumn(0);
    setBackColumn(1);
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
      options.frontColumn = String(frontColumn);
      options.backColumn = String(backColumn);
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
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                [ids.front, text.frontColumn, frontColumn, setFrontColumn],
                [ids.back, text.backColumn, backColumn, setBackColumn],
              ] as const
            ).map(([id, label, value, set]) => (
              <div key={id}>
                <label htmlFor={id} className="block text-sm font-medium text-slate-700">
                  {label}
                </label>
                <select
                  id={id}
                  className={`${selectClasses} wrap-anywhere`}
                  value={value}
                  onChange={(event) => set(Number(event.target.value))}
                >
                  {Array.from({ length: columnCount }, (_, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                    <option key={column} value={column}>
                      {columnLabel(column)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <CsvPreviewTable preview={preview} hasHeader={header} frontColumn={frontColumn} backColumn={backColumn} />
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
