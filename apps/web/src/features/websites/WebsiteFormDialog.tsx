import { useCreateWebsite, useUpdateWebsite } from '@spyglass/api/hooks';
import { CHECK_FREQUENCY_DEFAULT, type Website, websiteCreateSchema } from '@spyglass/api/schema';
import { Select, Switch, TextArea, TextField, toast } from '@spyglass/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import { useFrequencyOptions } from './frequency';

/** The fields both dialogs edit; the competitor comes from the screen. */
const schema = z.omit(websiteCreateSchema, { competitor_id: true });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

function WebsiteFields({ field, errorOf, control }: FormFieldsProps<FormInput, FormOutput>) {
  const { t } = useTranslation('websites');
  const frequencyOptions = useFrequencyOptions();
  return (
    <>
      <TextField label={t('form.name')} autoComplete="off" required {...field('name')} />
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        {...field('url')}
      />
      <TextArea label={t('form.description')} rows={3} {...field('description')} />
      <Controller
        control={control}
        name="check_frequency_minutes"
        render={({ field: frequency }) => (
          <Select
            label={t('form.frequency')}
            hint={t('form.frequencyHint')}
            options={frequencyOptions}
            value={String(frequency.value ?? CHECK_FREQUENCY_DEFAULT)}
            onChange={(value) => frequency.onChange(Number(value))}
            onBlur={frequency.onBlur}
            ref={frequency.ref}
            name={frequency.name}
            error={errorOf('check_frequency_minutes')}
          />
        )}
      />
      <Switch label={t('form.active')} hint={t('form.activeHint')} {...field('is_active')} />
    </>
  );
}

const websiteForm: FormDefinition<FormInput, FormOutput> = {
  schema,
  namespace: 'websites',
  // SPEC §5's sentences, by field and broken rule; an address with control characters is no valid URL either.
  messages: {
    name: { too_small: 'validation.nameMin', too_big: 'validation.nameMax' },
    url: { custom: 'validation.urlInvalid', invalid_format: 'validation.urlInvalid', too_big: 'validation.urlMax' },
    description: { too_big: 'validation.descriptionMax' },
    check_frequency_minutes: {
      invalid_type: 'validation.frequencyInvalid',
      too_small: 'validation.frequencyMin',
      too_big: 'validation.frequencyMax',
    },
  },
  Fields: WebsiteFields,
};

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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={websiteForm}
      defaultValues={emptyValues}
      title={t('form.createTitle')}
      description={t('form.createDescription')}
      submitLabel={t('form.submitCreate')}
      // SPEC §8: the add-website dialog shows the generic "error creating resource" alert.
      failureTitle={t('form.createFailed')}
      hideFailureMessage
      onSubmit={(values) =>
        create.mutateAsync({ competitorId, data: { ...toPayload(values), competitor_id: competitorId } })
      }
      onSaved={(website) => {
        toast({ title: t('toast.created'), description: website.name, variant: 'success' });
        onSuccess?.(website.id);
      }}
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={websiteForm}
      defaultValues={valuesOf(website)}
      title={t('form.editTitle')}
      description={t('form.editDescription')}
      submitLabel={t('form.submitEdit')}
      failureTitle={t('form.updateFailed')}
      onSubmit={(values) => update.mutateAsync({ id: website.id, data: toPayload(values) })}
      onSaved={(updated) => toast({ title: t('toast.updated'), description: updated.name, variant: 'success' })}
    />
  );
}
