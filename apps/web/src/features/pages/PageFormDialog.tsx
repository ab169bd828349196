import { zodResolver } from '@hookform/resolvers/zod';
import { useCreatePage, useUpdatePage } from '@spyglass/api/hooks';
import { type Page, pageCreateSchema } from '@spyglass/api/schema';
import { Alert, Badge, Button, Dialog, Switch, TextField, toast } from '@spyglass/ui';
import { useId } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseKeywords, usePageFieldError } from './validationMessages';
import * as styles from './PageDialog.css';

/**
 * The page form: the contract's rules, with the watched keywords typed as one
 * comma-separated text (a plain field every assistive technology reads well)
 * and split into the list the contract checks.
 */
const formSchema = pageCreateSchema.pick({ name: true, url: true, css_selector: true, is_active: true }).extend({
  alert_keywords: z.string().transform(parseKeywords).pipe(pageCreateSchema.shape.alert_keywords.unwrap()),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const emptyValues: FormInput = { name: '', url: '', css_selector: '', alert_keywords: '', is_active: true };

function valuesOf(page: Page): FormInput {
  return {
    name: page.name,
    url: page.url,
    css_selector: page.css_selector ?? '',
    alert_keywords: page.alert_keywords.join(', '),
    is_active: page.is_active,
  };
}

/** An empty selector is sent as null: "the whole page", which also clears it on edit. */
function toPayload(values: FormOutput) {
  return {
    name: values.name,
    url: values.url,
    css_selector: values.css_selector || null,
    alert_keywords: values.alert_keywords,
    is_active: values.is_active,
  };
}

type FormBodyProps = {
  formId: string;
  defaultValues: FormInput;
  failure: { label: string; message: string } | null;
  onSubmit: (values: FormOutput) => void;
};

/** The keywords as they will be saved, so the comma rule is visible while typing. */
function KeywordPreview({ control }: { control: Control<FormInput, unknown, FormOutput> }) {
  const { t } = useTranslation('pages');
  const text = useWatch({ control, name: 'alert_keywords' });
  const keywords = parseKeywords(text ?? '');
  if (keywords.length === 0) return null;
  return (
    <ul className={styles.keywordPreview} aria-label={t('form.keywords')}>
      {keywords.map((keyword, index) => (
        <li key={`${keyword}-${index}`}>
          <Badge tone="info">{keyword}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The form; the dialog unmounts it when closed, so each opening starts from `defaultValues`. */
function PageFormBody({ formId, defaultValues, failure, onSubmit }: FormBodyProps) {
  const { t } = useTranslation('pages');
  const fieldError = usePageFieldError();
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
      <TextField
        label={t('form.cssSelector')}
        hint={t('form.cssSelectorHint')}
        autoComplete="off"
        spellCheck={false}
        error={fieldError(errors.css_selector)}
        {...register('css_selector')}
      />
      <TextField
        label={t('form.keywords')}
        hint={t('form.keywordsHint')}
        autoComplete="off"
        error={fieldError(errors.alert_keywords)}
        {...register('alert_keywords')}
      />
      <KeywordPreview control={control} />
      <Switch label={t('form.active')} hint={t('form.activeHint')} {...register('is_active')} />
    </form>
  );
}

type PageFormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  defaultValues: FormInput;
  pending: boolean;
  failure: FormBodyProps['failure'];
  onSubmit: (values: FormOutput) => void;
};

function PageFormDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  defaultValues,
  pending,
  failure,
  onSubmit,
}: PageFormDialogProps) {
  const { t } = useTranslation('pages');
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
      <PageFormBody formId={formId} defaultValues={defaultValues} failure={failure} onSubmit={onSubmit} />
    </Dialog>
  );
}

export type AddPageDialogProps = {
  open: boolean;
  onClose: () => void;
  websiteId: string;
  /** Called with the new page's id after the dialog closed. */
  onSuccess?: (pageId: string) => void;
};

/** Adds a monitored page to a website; success closes (a fresh form next time) and reports the new id. */
export function AddPageDialog({ open, onClose, websiteId, onSuccess }: AddPageDialogProps) {
  const { t } = useTranslation('pages');
  const create = useCreatePage();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <PageFormDialog
      open={open}
      onClose={close}
      title={t('form.createTitle')}
      description={t('form.createDescription')}
      submitLabel={t('form.submitCreate')}
      defaultValues={emptyValues}
      pending={create.isPending}
      failure={create.error ? { label: t('form.createFailed'), message: create.error.message } : null}
      onSubmit={(values) =>
        create.mutate(
          { websiteId, data: toPayload(values) },
          {
            onSuccess: (page) => {
              close();
              toast({ title: t('toast.created'), description: page.name, variant: 'success' });
              onSuccess?.(page.id);
            },
          },
        )
      }
    />
  );
}

export type EditPageDialogProps = {
  open: boolean;
  onClose: () => void;
  page: Page;
};

/** Edits what is watched on a page; success closes. */
export function EditPageDialog({ open, onClose, page }: EditPageDialogProps) {
  const { t } = useTranslation('pages');
  const update = useUpdatePage();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <PageFormDialog
      open={open}
      onClose={close}
      title={t('form.editTitle')}
      description={t('form.editDescription')}
      submitLabel={t('form.submitEdit')}
      defaultValues={valuesOf(page)}
      pending={update.isPending}
      failure={update.error ? { label: t('form.updateFailed'), message: update.error.message } : null}
      onSubmit={(values) =>
        update.mutate(
          { id: page.id, data: toPayload(values) },
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
