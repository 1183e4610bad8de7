import type { Reference } from '@apollo/client';
import { KeyRound } from 'lucide-react';
import { type ApiTokenItem_TokenFragment, useRevokeApiTokenMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format';
import { es } from '@/lib/i18n/es';

const text = es.apiTokens;

/** Each scope the API names, as the text catalog names it. */
const scopeValue = {
  READ: 'read',
  READ_WRITE: 'read_write',
  ANKI_CONNECT_READ: 'anki_read',
  ANKI_CONNECT_WRITE: 'anki_write',
} as const satisfies Record<ApiTokenItem_TokenFragment['scope'], string>;

export function ApiTokenItem({ token }: { token: ApiTokenItem_TokenFragment }) {
  // Expired tokens stay listed (the API keeps them until revoked) so the owner sees why a tool stopped.
  const expired = token.expiresAt != null && new Date(String(token.expiresAt)) <= new Date();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [revokeToken, { loading }] = useRevokeApiTokenMutation({
    // A revoked token no longer belongs to the list of active ones.
    update: (cache, { data }) => {
      const revokedId = data?.revokeApiToken.id;
      cache.modify({
        fields: {
          apiTokens: (tokens: readonly Reference[], { readField }) =>
            tokens.filter((ref) => readField('id', ref) !== revokedId),
        },
      });
    },
  });

  async function revoke() {
    try {
      await revokeToken({ variables: { id: token.id } });
    } catch (error) {
      return onError(error, text.revokeFailed);
    }
    toast({ title: text.revoked, description: token.name });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound aria-hidden className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{token.name}</p>
        <p className="text-sm text-slate-500">{text.scopeChoice(scopeValue[token.scope])}</p>
        <p className="text-sm text-slate-500">
          {text.created}: {formatDateTime(token.createdAt)} · {text.lastUsed}:{' '}
          {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : text.neverUsed}
        </p>
        <p className={`text-sm ${expired ? 'font-medium text-red-600' : 'text-slate-500'}`}>
          {token.expiresAt
            ? `${expired ? text.expired : text.expires}: ${formatDateTime(token.expiresAt)}`
            : text.neverExpires}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={loading} aria-label={text.revokeLabel(token.name)}>
            {text.revoke}
          </Button>
        }
        title={text.revokeTitle}
        description={text.revokeDescription(token.name)}
        confirmLabel={text.revoke}
        onConfirm={revoke}
      />
    </li>
  );
}
