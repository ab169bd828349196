import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateWebsite, useUpdateWebsite } from '@spyglass/api/hooks';
import { CHECK_FREQUENCY_DEFAULT, type Website, websiteCreateSchema } from '@spyglass/api/schema';
import { Alert, Button, Dialog, Select, Switch, TextArea, TextField, toast } from '@spyglass/ui';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFrequencyOptions } from './frequency';
import { useWebsiteFieldError } from './validationMessages';
import * as styles from './WebsiteDialog.css';

/** The fields both dialogs edit; the competitor comes from the screen. */
const formSchema = websiteCreateSchema.omit({ competitor_id: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const emptyValues: FormInput = {
  name: '',
  url: '',
  description: '',
  is_active: true,
  check_frequency_minutes: CHECK_FREQUENCY_DEFAULT,
};

function valuesOf(website: Website): FormInput {
  return {
    name: website.name,
    url: website.url,
    description: website.description ?? '',
    is_active: website.is_active,
    check_frequency_minutes: website.check_frequency_minutes,
  };
}

/** An empty description is sent as null: "not set", which also clears it on edit. */
function toPayload(values: FormOutput) {
  return {
    name: values.name,
    url: values.url,
    description: values.description || null,
    is_active: values.is_active,
    check_frequency_minutes: values.check_frequency_minutes,
  };
}

type FormBodyProps = {
  formId: string;
  defaultValues: FormInput;
  failure: { label: string; message?: string } | null;
  onSubmit: (values: FormOutput) => void;
};

/** The form; the dialog unmounts it when closed, so each opening starts from `defaultValues`. */
function WebsiteFormBody({ formId, defaultValues, failure, onSubmit }: FormBodyProps) {
  const { t } = useTranslation('websites');
  const fieldError = useWebsiteFieldError();
  const frequencyOptions = useFrequencyOptions();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues });
  return (
    <form id={formId} className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
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
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        error={fieldError(errors.url)}
        {...register('url')}
      />
      <TextArea
        label={t('form.description')}
        rows={3}
        error={fieldError(errors.description)}
        {...register('description')}
      />
      <Controller
        control={control}
        name="check_frequency_minutes"
        render={({ field }) => (
          <Select
            label={t('form.frequency')}
            hint={t('form.frequencyHint')}
            options={frequencyOptions}
            value={String(field.value ?? CHECK_FREQUENCY_DEFAULT)}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={fieldError(errors.check_frequency_minutes)}
          />
        )}
      />
      <Switch label={t('form.active')} hint={t('form.activeHint')} {...register('is_active')} />
    </form>
  );
}

type WebsiteFormDialogProps = {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  defaultValues: FormInput;
  pending: boolean;
  failure: FormBodyProps['failure'];
  onSubmit: (values: FormOutput) => void;
  /** Closing drops the last failure so the next opening starts clean. */
  onClose: () => void;
};

/** The modal shared by add and edit (SPEC §2: modal, at most 425px wide). */
function WebsiteFormDialog({
  open,
  title,
  description,
  submitLabel,
  defaultValues,
  pending,
  failure,
  onSubmit,
  onClose,
}: WebsiteFormDialogProps) {
  const { t } = useTranslation('websites');
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('form.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {pending ? t('form.pending') : submitLabel}
          </Button>
        </div>
      }
    >
      <WebsiteFormBody formId={formId} defaultValues={defaultValues} failure={failure} onSubmit={onSubmit} />
    </Dialog>
  );
}

export type AddWebsiteDialogProps = {
  open: boolean;
  onClose: () => void;
  competitorId: string;
  /** Called with the new website's id after the dialog closed. */
  onSuccess?: (websiteId: string) => void;
};

/** SPEC §2/§4: add a website to a competitor; frequency defaults to 60 minutes. */
export function AddWebsiteDialog({ open, onClose, competitorId, onSuccess }: AddWebsiteDialogProps) {
  const { t } = useTranslation('websites');
  const create = useCreateWebsite();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <WebsiteFormDialog
      open={open}
      onClose={close}
      title={t('form.createTitle')}
      description={t('form.createDescription')}
      submitLabel={t('form.submitCreate')}
      defaultValues={emptyValues}
      pending={create.isPending}
      // SPEC §8: the add-website dialog shows the generic "error creating resource" alert.
      failure={create.error ? { label: t('form.createFailed') } : null}
      onSubmit={(values) =>
        create.mutate(
          { competitorId, data: { ...toPayload(values), competitor_id: competitorId } },
          {
            onSuccess: (website) => {
              // Closing unmounts the form: the next opening starts empty again.
              close();
              toast({ title: t('toast.created'), description: website.name, variant: 'success' });
              onSuccess?.(website.id);
            },
          },
        )
      }
    />
  );
}

export type EditWebsiteDialogProps = {
  open: boolean;
  onClose: () => void;
  website: Website;
};

/** SPEC §2/§4: edit a website; success closes. */
export function EditWebsiteDialog({ open, onClose, website }: EditWebsiteDialogProps) {
  const { t } = useTranslation('websites');
  const update = useUpdateWebsite();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <WebsiteFormDialog
      open={open}
      onClose={close}
      title={t('form.editTitle')}
      description={t('form.editDescription')}
      submitLabel={t('form.submitEdit')}
      defaultValues={valuesOf(website)}
      pending={update.isPending}
      failure={update.error ? { label: t('form.updateFailed'), message: update.error.message } : null}
      onSubmit={(values) =>
        update.mutate(
          { id: website.id, data: toPayload(values) },
          {
            onSuccess: (updated) => {
              close();
              toast({ title: t('toast.updated'), description: updated.name, variant: 'success' });
            },
          },
        )
      }
    />
  );
}
