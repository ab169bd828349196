import { projectCreateSchema } from '@spyglass/api/schema';
import { TextArea, TextField } from '@spyglass/ui';
import type { z } from 'zod';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProjectFieldError } from './useProjectFieldError';

/** The create and edit forms validate with the wire contract's own rules (SPEC §5). */
export const projectFormSchema = projectCreateSchema.pick({ name: true, description: true, url: true });
/** What the forms hold; the url is '' when not set. */
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** The fields shared by the create and edit dialogs. */
export function ProjectFormFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>;
}) {
  const { t } = useTranslation('projects');
  const fieldError = useProjectFieldError();
  return (
    <>
      <TextField
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        autoComplete="off"
        error={fieldError(errors.name)}
        {...register('name')}
      />
      <TextArea
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        rows={3}
        error={fieldError(errors.description)}
        {...register('description')}
      />
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        inputMode="url"
        placeholder={t('form.urlPlaceholder')}
        error={fieldError(errors.url)}
        {...register('url')}
      />
    </>
  );
}
