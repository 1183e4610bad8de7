import { settingsSchema } from '@api/modules/accounts/account.schema';
import { type FormEvent, useState } from 'react';
import { type LeechSettings_ViewerFragment, useUpdateLeechThresholdMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/errors';
import { es } from '@/lib/i18n/es';

const text = es.settings.leech;

/**
 * "Umbral de sanguijuela": how many lapses make a card a leech (0: never). The API's own schema checks the number
 * first, so its Spanish message shows under the field before a request; the API checks again.
 */
export function LeechSettings({ viewer }: { viewer: LeechSettings_ViewerFragment }) {
  const toast = useToast();
  const [update, { loading }] = useUpdateLeechThresholdMutation();
  const [value, setValue] = useState(String(viewer.studySettings.leechThreshold));
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = settingsSchema.safeParse({ leechThreshold: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await update({ variables: { input: { leechThreshold: parsed.data.leechThreshold } } });
    } catch (refused) {
      return setError(errorMessage(refused) ?? text.failed);
    }
    toast({ title: text.saved });
  }

  return (
    <SectionCard title={text.title}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={text.label}
          hint={text.hint}
          error={error}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" disabled={loading} className="self-start">
          {loading ? text.saving : text.save}
        </Button>
      </form>
    </SectionCard>
  );
}
