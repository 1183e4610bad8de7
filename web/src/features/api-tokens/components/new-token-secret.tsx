import { Copy, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.apiTokens;

/** The secret of a token just created: the API never returns it again, so this is the one chance to copy it. */
export function NewTokenSecret({ name, secret, onDismiss }: { name: string; secret: string; onDismiss: () => void }) {
  const secretId = useId();
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: text.copied });
    } catch {
      toast({ variant: 'destructive', title: es.common.error, description: text.copyFailed });
    }
  }

  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{text.createdTitle(name)}</p>
      <p className="mt-1 flex items-start gap-2 text-sm">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {text.secretWarning}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={secretId} className="sr-only">
          {text.secretLabel}
        </label>
        <input
          id={secretId}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2.5 font-mono text-sm"
        />
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {text.copy}
        </Button>
      </div>
      <Button className="mt-3" onClick={onDismiss}>
        {text.dismissSecret}
      </Button>
    </div>
  );
}
