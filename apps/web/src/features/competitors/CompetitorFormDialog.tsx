import { useCreateCompetitor, useUpdateCompetitor } from '@spyglass/api/hooks';
import { type Competitor, competitorCreateSchema } from '@spyglass/api/schema';
import { Switch, TextArea, TextField, toast } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';

/** The fields both dialogs edit; the project comes from the screen, not the form. */
const schema = z.omit(competitorCreateSchema, { project_id: true });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

function CompetitorFields({ field }: FormFieldsProps<FormInput, FormOutput>) {
  const { t } = useTranslation('competitors');
  return (
    <>
      <TextField label={t('form.name')} autoComplete="off" required {...field('name')} />
      <TextArea label={t('form.description')} rows={3} {...field('description')} />
      <TextField label={t('form.industry')} hint={t('form.industryHint')} autoComplete="off" {...field('industry')} />
      <Switch label={t('form.active')} hint={t('form.activeHint')} {...field('is_active')} />
    </>
  );
}

const competitorForm: FormDefinition<FormInput, FormOutput> = {
  schema,
  namespace: 'competitors',
  // SPEC §5's sentences, by field and broken rule.
  messages: {
    name: { too_small: 'validation.nameMin', too_big: 'validation.nameMax' },
    description: { too_big: 'validation.descriptionMax' },
    industry: { too_big: 'validation.industryMax' },
  },
  Fields: CompetitorFields,
};

const emptyValues: FormInput = { name: '', description: '', industry: '', is_active: true };

function valuesOf(competitor: Competitor): FormInput {
  return {
    name: competitor.name,
    description: competitor.description ?? '',
    industry: competitor.industry ?? '',
    is_active: competitor.is_active,
  };
}

/** Empty optional texts are sent as null: "not set", which also clears a value on edit. */
function toPayload(values: FormOutput) {
  return {
    name: values.name,
    description: values.description || null,
    industry: values.industry || null,
    is_active: values.is_active,
  };
}

export type CreateCompetitorDialogProps = {
  open: boolean;
  onClose: () => void;
  projectId: string;
  /** Called with the new competitor's id after the dialog closed. */
  onSuccess?: (competitorId: string) => void;
};

/** SPEC §2/§4: add a competitor to the project; success resets, closes and reports the new id. */
export function CreateCompetitorDialog({ open, onClose, projectId, onSuccess }: CreateCompetitorDialogProps) {
  const { t } = useTranslation('competitors');
  const create = useCreateCompetitor();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={competitorForm}
      defaultValues={emptyValues}
      title={t('form.createTitle')}
      description={t('form.createDescription')}
      submitLabel={t('form.submitCreate')}
      failureTitle={t('form.createFailed')}
      onSubmit={(values) => create.mutateAsync({ ...toPayload(values), project_id: projectId })}
      onSaved={(competitor) => {
        toast({ title: t('toast.created'), description: competitor.name, variant: 'success' });
        onSuccess?.(competitor.id);
      }}
    />
  );
}

export type EditCompetitorDialogProps = {
  open: boolean;
  onClose: () => void;
  competitor: Competitor;
};

/** SPEC §2/§4: edit a competitor's details and active state; success closes. */
export function EditCompetitorDialog({ open, onClose, competitor }: EditCompetitorDialogProps) {
  const { t } = useTranslation('competitors');
  const update = useUpdateCompetitor();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={competitorForm}
      defaultValues={valuesOf(competitor)}
      title={t('form.editTitle')}
      description={t('form.editDescription')}
      submitLabel={t('form.submitEdit')}
      failureTitle={t('form.updateFailed')}
      onSubmit={(values) => update.mutateAsync({ id: competitor.id, data: toPayload(values) })}
      onSaved={(updated) => toast({ title: t('toast.updated'), description: updated.name, variant: 'success' })}
    />
  );
}
