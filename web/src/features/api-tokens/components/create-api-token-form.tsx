import {
  createTokenSchema,
  TOKEN_EXPIRY_CHOICES,
  TOKEN_NAME_MAX,
  TOKEN_SCOPES,
} from '@api/modules/tokens/token.schema';
import type { Reference } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateApiTokenMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { es } from '@/lib/i18n/es';

const text = es.apiTokens;

const expiryChoices = [null, ...TOKEN_EXPIRY_CHOICES];

/** The API's enum value of each scope the form offers. */
const scopeEnum = {
  read: 'READ',
  read_write: 'READ_WRITE',
  anki_read: 'ANKI_CONNECT_READ',
  anki_write: 'ANKI_CONNECT_WRITE',
} as const satisfies Record<(typeof TOKEN_SCOPES)[number], string>;

export function CreateApiTokenForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
  const expiryId = useId();
  const scopeId = useId();
  const onError = useMutationErrorHandler();
  const [createToken] = useCreateApiTokenMutation({
    // Newest first, as the API lists them.
    update: (cache, { data }) => {
      const token = data?.createApiToken.token;
      if (!token) return;
      cache.modify({
        fields: {
          apiTokens: (tokens: readonly Reference[], { toReference }) => {
            const ref = toReference({ __typename: token.__typename, id: token.id });
            return ref ? [ref, ...tokens] : tokens;
          },
        },
      });
    },
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createTokenSchema),
    // Read-only unless the learner asks for more.
    defaultValues: { name: '', expiresInDays: null, scope: 'read' },
  });

  const onSubmit = handleSubmit(async ({ name, expiresInDays, scope }) => {
    try {
      const { data } = await createToken({
        variables: {
          name,
          expiresInDays: expiresInDays ?? null,
          scope: scopeEnum[scope],
        },
      });
      if (data) onCreated({ name: data.createApiToken.token.name, secret: data.createApiToken.secret });
      reset();
    } catch (error) {
      onError(error, text.createFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <TextField
        label={text.name}
        placeholder={text.namePlaceholder}
        autoComplete="off"
        error={errors.name?.message}
        limit={{ length: watch('name')?.length ?? 0, max: TOKEN_NAME_MAX }}
        className="flex-1"
        {...register('name')}
      />
      <div>
        <label htmlFor={expiryId} className="block text-sm font-medium text-slate-700">
          {text.expiry}
        </label>
        <select
          id={expiryId}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30"
          {...register('expiresInDays', {
            setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
          })}
        >
          {expiryChoices.map((days) => (
            <option key={days ?? 'never'} value={days ?? ''}>
              {text.expiryChoice(days)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={scopeId} className="block text-sm font-medium text-slate-700">
          {text.scope}
        </label>
        <select
          id={scopeId}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30"
          {...register('scope')}
        >
          {TOKEN_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {text.scopeChoice(scope)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
        {isSubmitting ? text.creating : text.create}
      </Button>
    </form>
  );
}
