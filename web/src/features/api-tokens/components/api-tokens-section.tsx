import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiTokensQuery } from '@/__generated__/graphql';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';
import { lastCreatedToken } from '../last-created-token';
import { ApiTokenItem } from './api-token-item';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewTokenSecret } from './new-token-secret';

const text = es.apiTokens;

/** Personal access tokens for third-party tools: create (the secret is shown once), list, revoke. */
export function ApiTokensSection() {
  const { data, error } = useApiTokensQuery();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  // The secret is forgotten with the page: the examples show it only while the learner is here.
  useEffect(() => () => lastCreatedToken.set(null), []);

  return (
    <SectionCard title={text.title} description={text.description}>
      <div className="flex flex-col gap-4">
        <CreateApiTokenForm
          onCreated={(token) => {
            setCreated(token);
            lastCreatedToken.set(token.secret);
          }}
        />
        <p className="text-sm text-slate-600">
          {text.ankiConnectHint}{' '}
          <Link to={paths.ankiConnectHelp} className="font-semibold text-indigo-700 hover:underline">
            {text.ankiConnectHelp}
          </Link>
        </p>
        {created && <NewTokenSecret {...created} onDismiss={() => setCreated(null)} />}
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-500 uppercase">{text.listTitle}</h3>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {text.loadFailed}
        </p>
      ) : !data ? (
        <div className="mt-3 h-14 animate-pulse rounded-xl bg-slate-100" />
      ) : data.apiTokens.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.apiTokens.map((token) => (
            <ApiTokenItem key={token.id} token={token} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
