import { createTokenSchema } from '@api/modules/tokens/token.schema';
import type { Reference } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateApiTokenMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { es } from '@/lib/i18n/es';

const text = es.apiTokens;

export function CreateApiTokenForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
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
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createTokenSchema), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const { data } = await createToken({ variables: { name } });
      if (data) onCreated({ name: data.createApiToken.token.name, secret: data.createApiToken.secret });
      reset();
    } catch (error) {
      onError(error, text.createFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={text.name}
        placeholder={text.namePlaceholder}
        autoComplete="off"
        error={errors.name?.message}
        className="flex-1"
        {...register('name')}
      />
      <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
        {isSubmitting ? text.creating : text.create}
      </Button>
    </form>
  );
}
