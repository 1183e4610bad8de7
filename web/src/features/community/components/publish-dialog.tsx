import { publishSchema } from '@api/modules/community/community.schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  type PublishDialog_PublicationFragment,
  usePublishDialogViewerQuery,
  usePublishFolderMutation,
} from '@/__generated__/graphql';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { languageOptions, levelOptions, licenceOptions } from '../community-options';

const text = es.community.publish;

type Values = {
  title: string;
  description: string;
  frontLanguage: string;
  backLanguage: string;
  level: string;
  tags: string;
  licence: string;
};

const fields = ['title', 'description', 'frontLanguage', 'backLanguage', 'level', 'tags', 'licence'] as const;

/** The form's values: the publication's, or the folder's (name, description, languages) on a first publication. */
function initialValues(
  folder: { name: string; description?: string | null; frontLanguage?: string | null; backLanguage?: string | null },
  publication: PublishDialog_PublicationFragment | null,
): Values {
  return {
    title: publication?.title ?? folder.name,
    description: publication?.description ?? folder.description ?? '',
    frontLanguage: publication?.frontLanguage ?? folder.frontLanguage ?? '',
    backLanguage: publication?.backLanguage ?? folder.backLanguage ?? '',
    level: publication?.level ?? '',
    tags: publication?.tags.join(', ') ?? '',
    licence: publication?.licence ?? 'cc-by-4.0',
  };
}

/** The API's input from the form: empty choices are "ninguno", tags are split at commas. */
function inputOf(values: Values) {
  return {
    title: values.title,
    description: values.description,
    frontLanguage: values.frontLanguage || null,
    backLanguage: values.backLanguage || null,
    level: values.level || null,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    licence: values.licence,
  };
}

/**
 * "Publicar": publishes the folder to the community, or publishes it again (a new version), with a title, a Markdown
 * description, the languages of its sides, a level, tags and a licence. Checked with the API's own schema first;
 * without a public name, says so and links to settings.
 */
export function PublishDialog({
  open,
  onOpenChange,
  folder,
  publication,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folder: {
    id: string;
    name: string;
    description?: string | null;
    frontLanguage?: string | null;
    backLanguage?: string | null;
  };
  publication: PublishDialog_PublicationFragment | null;
}) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const viewer = usePublishDialogViewerQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const [publish] = usePublishFolderMutation();
  const republishing = publication !== null && !publication.unpublished;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: initialValues(folder, publication) });

  // Each opening starts from what is published (or from the folder).
  useEffect(() => {
    if (open) reset(initialValues(folder, publication));
  }, [open, reset, folder, publication]);

  const onSubmit = handleSubmit(async (values) => {
    const input = inputOf(values);
    const parsed = publishSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fields.find((name) => name === issue.path[0]) ?? 'title';
        if (!errors[field]) setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await publish({ variables: { input: { folderId: folder.id, ...input } } });
    } catch (error) {
      // The API's own message (no public name, a full folder, ten publications today), in Spanish.
      return onError(error, text.failed);
    }
    toast({ title: republishing ? text.republished : text.published });
    onOpenChange(false);
  });

  const noPublicName = viewer.data?.viewer && !viewer.data.viewer.publicName;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={republishing ? text.republishTitle : text.title}
      description={text.description}
      wide
    >
      {noPublicName ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="text-slate-700">
            {text.needsPublicName}
          </p>
          <Link to={paths.settings} className={buttonClasses('primary', 'self-start')}>
            {text.choosePublicName}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            label={text.heading}
            autoComplete="off"
            limit={{ length: watch('title')?.length ?? 0, max: 120 }}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextareaField
            label={text.descriptionLabel}
            rows={4}
            limit={{ length: watch('description')?.length ?? 0, max: 5000 }}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={text.frontLanguage}
              options={languageOptions(es.community.noLevel)}
              error={errors.frontLanguage?.message}
              {...register('frontLanguage')}
            />
            <SelectField
              label={text.backLanguage}
              options={languageOptions(es.community.noLevel)}
              error={errors.backLanguage?.message}
              {...register('backLanguage')}
            />
            <SelectField
              label={text.level}
              options={levelOptions(es.community.noLevel)}
              error={errors.level?.message}
              {...register('level')}
            />
            <SelectField
              label={text.licence}
              options={licenceOptions}
              error={errors.licence?.message}
              {...register('licence')}
            />
          </div>
          <TextField
            label={text.tags}
            autoComplete="off"
            placeholder={es.community.tagPlaceholder}
            error={errors.tags?.message}
            {...register('tags')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {es.common.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? text.submitting : republishing ? text.republish : text.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
