import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { useLastCreatedToken } from '../last-created-token';

const text = es.developers;

/** A copy-ready example: the command as text (long lines wrap at any character, so 375 px never scrolls sideways). */
function Example({ title, command }: { title: string; command: string }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      toast({ title: text.copied });
    } catch {
      toast({ variant: 'destructive', title: es.common.error, description: text.copyFailed });
    }
  }
  return (
    <figure className="mt-4">
      <figcaption className="flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
        {title}
        <Button variant="secondary" onClick={copy} aria-label={text.copyLabel(title)}>
          <Copy aria-hidden className="size-4" />
          {text.copy}
        </Button>
      </figcaption>
      <pre className="mt-2 rounded-lg bg-slate-900 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-100">
        <code>{command}</code>
      </pre>
    </figure>
  );
}

/**
 * "Desarrolladores": where the APIs are, links to the Sandbox and the REST docs, and curl examples that carry
 * the token created last on this page (or a placeholder).
 */
export function DevelopersPanel() {
  const origin = window.location.origin;
  const token = useLastCreatedToken() ?? text.tokenPlaceholder;
  const rest = `curl -H "Authorization: Bearer ${token}" ${origin}/api/folders`;
  const graphql = `curl -X POST ${origin}/graphql \\\n  -H "Authorization: Bearer ${token}" \\\n  -H "Content-Type: application/json" \\\n  -d '{"query":"{ viewer { email stats { cardsDueToday currentStreak } } }"}'`;
  const endpoints = [
    [text.graphqlEndpoint, `${origin}/graphql`],
    [text.restEndpoint, `${origin}/api`],
    [text.openApi, `${origin}/api/openapi.json`],
    [text.schema, `${origin}/graphql/schema.graphql`],
  ] as const;

  return (
    <SectionCard title={text.title} description={text.description}>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {endpoints.map(([label, url]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="font-mono break-all text-slate-900">{url}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a className="font-medium text-indigo-700 underline" href="/graphql">
          {text.sandbox}
        </a>
        <a className="font-medium text-indigo-700 underline" href="/api/docs">
          {text.docs}
        </a>
      </p>
      <p className="mt-4 text-sm text-slate-600">{text.limits}</p>
      <Example title={text.restExample} command={rest} />
      <Example title={text.graphqlExample} command={graphql} />
    </SectionCard>
  );
}
