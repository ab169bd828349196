import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateCompetitor, useUpdateCompetitor } from '@spyglass/api/hooks';
import { type Competitor, competitorCreateSchema } from '@spyglass/api/schema';
import { Alert, Button, Dialog, Switch, TextArea, TextField, toast } from '@spyglass/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCompetitorFieldError } from './validationMessages';
import * as styles from './CompetitorDialog.css';

/** The fields both dialogs edit; the project comes from the screen, not the form. */
const formSchema = competitorCreateSchema.omit({ project_id: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

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

type CompetitorFormProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  defaultValues: FormInput;
  pending: boolean;
  /** The failure label (create-failed or update-failed) and the server's message. */
  failure: { label: string; message: string } | null;
  onSubmit: (values: FormOutput, reset: () => void) => void;
  onDismiss: () => void;
};

type FormBodyProps = Pick<CompetitorFormProps, 'defaultValues' | 'failure' | 'onSubmit'> & { formId: string };

/**
 * The form itself. The dialog unmounts its content when closed, so every
 * opening mounts this afresh from `defaultValues`: the edit form always shows
 * the competitor as it is now, and a closed create form leaves nothing behind.
 */
function CompetitorFormBody({ formId, defaultValues, failure, onSubmit }: FormBodyProps) {
  const { t } = useTranslation('competitors');
  const fieldError = useCompetitorFieldError();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues });
  return (
    <form
      id={formId}
      className={styles.form}
      onSubmit={handleSubmit((values) => onSubmit(values, () => reset(emptyValues)))}
      noValidate
    >
      {failure ? (
        <Alert tone="destructive" title={failure.label}>
          {failure.message}
        </Alert>
      ) : null}
      <TextField
        label={t('form.name')}
        autoComplete="off"
        required
        error={fieldError(errors.name)}
        {...register('name')}
      />
      <TextArea
        label={t('form.description')}
        rows={3}
        error={fieldError(errors.description)}
        {...register('description')}
      />
      <TextField
        label={t('form.industry')}
        hint={t('form.industryHint')}
        autoComplete="off"
        error={fieldError(errors.industry)}
        {...register('industry')}
      />
      <Switch label={t('form.active')} hint={t('form.activeHint')} {...register('is_active')} />
    </form>
  );
}

/** The modal shared by create and edit (SPEC §2: modal, at most 425px wide). */
function CompetitorForm({
  open,
  onClose,
  title,
  description,
  submitLabel,
  defaultValues,
  pending,
  failure,
  onSubmit,
  onDismiss,
}: CompetitorFormProps) {
  const { t } = useTranslation('competitors');
  const formId = useId();
  const close = () => {
    onDismiss();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      closeLabel={t('form.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {pending ? t('form.pending') : submitLabel}
          </Button>
        </div>
      }
    >
      <CompetitorFormBody formId={formId} defaultValues={defaultValues} failure={failure} onSubmit={onSubmit} />
    </Dialog>
  );
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
    <CompetitorForm
      open={open}
      onClose={onClose}
      title={t('form.createTitle')}
      description={t('form.createDescription')}
      submitLabel={t('form.submitCreate')}
      defaultValues={emptyValues}
      pending={create.isPending}
      failure={create.error ? { label: t('form.createFailed'), message: create.error.message } : null}
      onDismiss={() => create.reset()}
      onSubmit={(values, reset) =>
        create.mutate(
          { ...toPayload(values), project_id: projectId },
          {
            onSuccess: (competitor) => {
              reset();
              onClose();
              toast({ title: t('toast.created'), description: competitor.name, variant: 'success' });
              onSuccess?.(competitor.id);
            },
          },
        )
      }
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
    <CompetitorForm
      open={open}
      onClose={onClose}
      title={t('form.editTitle')}
      description={t('form.editDescription')}
      submitLabel={t('form.submitEdit')}
      defaultValues={valuesOf(competitor)}
      pending={update.isPending}
      failure={update.error ? { label: t('form.updateFailed'), message: update.error.message } : null}
      onDismiss={() => update.reset()}
      onSubmit={(values) =>
        update.mutate(
          { id: competitor.id, data: toPayload(values) },
          {
            onSuccess: () => {
              onClose();
              toast({ title: t('toast.updated'), description: values.name, variant: 'success' });
            },
          },
        )
      }
    />
  );
}
