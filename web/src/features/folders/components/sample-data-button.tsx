import { Sparkles } from 'lucide-react';
import { useSeedSampleDataMutation } from '@/__generated__/graphql';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { addFolders, forgetDueLists } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';

const text = es.folders;

/** Loads the sample language folders (SPEC §7); the server's message says what it created. */
export function SampleDataButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [seed, { loading }] = useSeedSampleDataMutation({
    update: (cache, { data }) => {
      if (!data || data.seedSampleData.folders.length === 0) return;
      addFolders(cache, data.seedSampleData.folders);
      forgetDueLists(cache);
    },
  });

  async function loadSampleData() {
    try {
      const { data } = await seed();
      if (data) toast({ title: text.sampleDataTitle, description: data.seedSampleData.message });
    } catch (error) {
      onError(error, text.sampleDataFailed);
    }
  }

  return (
    <NeedsConnection>
      <Button variant={variant} onClick={loadSampleData} disabled={loading}>
        <Sparkles aria-hidden className="size-4" />
        {loading ? text.empty.loadingSampleData : text.empty.sampleData}
      </Button>
    </NeedsConnection>
  );
}
