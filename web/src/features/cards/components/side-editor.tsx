import { ImagePlus } from 'lucide-react';
import { type ClipboardEvent, type DragEvent, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CardContent } from '@/components/card-content/card-content';
import { TextareaField } from '@/components/ui/textarea-field';
import { es } from '@/lib/i18n/es';
import { MediaUploadError, mediaMarkdown, uploadMedia } from '../upload-media';

const text = es.cards.media;

/** What the card's sides accept (the server checks the bytes again and decides). */
const accepted = 'image/png,image/jpeg,image/gif,image/webp,audio/mpeg,audio/ogg,audio/wav,audio/mp4,audio/aac';

/**
 * One side of the card editor: its Markdown, a preview of how the card will show it, and images or sounds added from
 * a file picker, by dropping files on the text or by pasting one (a screenshot). Each file is uploaded at once and
 * its Markdown inserted where the cursor was.
 */
export function SideEditor({
  side,
  label,
  placeholder,
  value,
  setValue,
  field,
  textareaProps,
}: {
  side: 'front' | 'back';
  label: string;
  placeholder: string;
  value: string;
  /** Replaces the side's text (after a file was added). */
  setValue: (value: string) => void;
  field: UseFormRegisterReturn;
  textareaProps: Record<string, unknown>;
}) {
  const pickerId = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(files: File[]) {
    if (files.length === 0) return;
    setUploading(true);
    setProblem(null);
    try {
      let inserted = '';
      for (const file of files)
        inserted += `${inserted ? '\n' : ''}${mediaMarkdown(await uploadMedia(file), file.name)}`;
      const element = textarea.current;
      const at = element?.selectionStart ?? value.length;
      const before = value.slice(0, at);
      const after = value.slice(at);
      // A paragraph of its own: after a table or a list, a line of its own would become part of it.
      const gap = !before || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
      setValue(`${before}${gap}${inserted}${after}`);
    } catch (error) {
      setProblem(error instanceof MediaUploadError ? error.message : text.uploadFailed);
    } finally {
      setUploading(false);
    }
  }

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void add([...event.dataTransfer.files]);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (event.clipboardData.files.length === 0) return;
    event.preventDefault();
    void add([...event.clipboardData.files]);
  };

  return (
    <div className="grid gap-2">
      <TextareaField
        label={label}
        placeholder={placeholder}
        {...textareaProps}
        {...field}
        ref={(element) => {
          field.ref(element);
          textarea.current = element;
        }}
        onDrop={onDrop}
        onPaste={onPaste}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label
          htmlFor={pickerId}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg font-medium text-indigo-700 focus-within:outline-2"
        >
          <ImagePlus aria-hidden className="size-4" />
          {uploading ? text.uploading : text.add[side]}
          <input
            id={pickerId}
            type="file"
            accept={accepted}
            multiple
            disabled={uploading}
            className="sr-only"
            onChange={(event) => {
              void add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
        <span className="text-slate-500">{text.hint}</span>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      {value.trim() && (
        <section aria-label={text.preview[side]} className="rounded-xl border border-dashed border-slate-300 p-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.previewTitle}</p>
          <CardContent markdown={value} className="mt-1 text-slate-900" />
        </section>
      )}
    </div>
  );
}
