import { publicNameSchema } from '@api/modules/accounts/account.schema';
import { useEffect, useState } from 'react';
import { type PublicName_ViewerFragment, useUpdatePublicNameMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.settings.publicName;

/**
 * The name the community shows on what the learner publishes (never the e-mail), checked with the API's schema;
 * links to the library, and for an operator to the reports.
 */
export function PublicName({ viewer }: { viewer: PublicName_ViewerFragment }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [name, setName] = useState(viewer.publicName ?? '');
  const [error, setError] = useState<string>();
  const [update, { loading }] = useUpdatePublicNameMutation();
  useEffect(() => setName(viewer.publicName ?? ''), [viewer.publicName]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = publicNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await update({ variables: { input: { publicName: parsed.data } } });
    } catch (caught) {
      return onError(caught, text.failed);
    }
    toast({ title: text.saved });
  }

  return (
    <SectionCard title={text.title}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <TextField
          label={text.label}
          hint={text.hint}
          autoComplete="nickname"
          value={name}
          onChange={(event) => setName(event.target.value)}
          limit={{ length: name.length, max: 60 }}
          error={error}
        />
        <Button type="submit" disabled={loading} className="self-start">
          {loading ? text.saving : text.save}
        </Button>
      </form>
      <div className="mt-4 flex flex-col gap-2">
        <TextLink to={paths.community} className="self-start">
          {text.explore}
        </TextLink>
        {viewer.isOperator && (
          <TextLink to={paths.communityAdmin} className="self-start">
            {es.community.admin.open}
          </TextLink>
        )}
      </div>
    </SectionCard>
  );
}
