import { useCapabilities, useCreatePage, useUpdatePage } from '@spyglass/api/hooks';
import {
  type Page,
  PAGE_TIMEOUT_MAX_SECONDS,
  PAGE_TIMEOUT_MIN_SECONDS,
  pageCreateSchema,
  type PageFetcher,
  pageTimeoutSecondsSchema,
} from '@spyglass/api/schema';
import { Select, Switch, TextField, toast } from '@spyglass/ui';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import { KeywordList } from './KeywordList';
import { parseKeywords } from './keywords';

/**
 * The page form: the contract's rules, with the watched keywords typed as one
 * comma-separated text (a plain field every assistive technology reads well)
 * and split into the list the contract checks.
 */
const schema = pageCreateSchema
  .pick({ name: true, url: true, css_selector: true, is_active: true, fetcher: true, wait_for_selector: true })
  .extend({
    alert_keywords: z.string().transform(parseKeywords).pipe(pageCreateSchema.shape.alert_keywords.unwrap()),
    // Typed as text; empty is "the server's default".
    timeout_seconds: z
      .string()
      .transform((value) => (value.trim() === '' ? null : Number(value)))
      .pipe(pageTimeoutSecondsSchema.nullable()),
  });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

/** The keywords as they will be saved, so the comma rule is visible while typing. */
function KeywordPreview({ control }: { control: Control<FormInput, unknown, FormOutput> }) {
  const { t } = useTranslation('pages');
  const keywords = parseKeywords(useWatch({ control, name: 'alert_keywords' }) ?? '');
  return keywords.length > 0 ? <KeywordList label={t('form.keywords')} keywords={keywords} /> : null;
}

/**
 * How the page is fetched, and for a browser what it waits for and how long.
 * Without Chromium on the server the browser cannot be chosen, and the hint says why.
 */
function FetcherFields({ field, errorOf, control }: FormFieldsProps<FormInput, FormOutput>) {
  const { t } = useTranslation('pages');
  const capabilities = useCapabilities();
  const fetcher = useWatch({ control, name: 'fetcher' });
  // Until the server has answered, both stay on offer (the server has the last word).
  const unavailable = capabilities.data?.browser_fetcher.available === false;
  const options = [
    { value: 'http', label: t('form.fetcherHttp') },
    { value: 'browser', label: t('form.fetcherBrowser'), disabled: unavailable && fetcher !== 'browser' },
  ];
  return (
    <>
      <Controller
        control={control}
        name="fetcher"
        render={({ field: choice }) => (
          <Select
            label={t('form.fetcher')}
            hint={unavailable ? t('form.fetcherUnavailable') : t('form.fetcherHint')}
            options={options}
            value={choice.value ?? 'http'}
            onChange={(value) => choice.onChange(value as PageFetcher)}
            onBlur={choice.onBlur}
            ref={choice.ref}
            name={choice.name}
            error={errorOf('fetcher')}
          />
        )}
      />
      {fetcher === 'browser' ? (
        <>
          <TextField
            label={t('form.waitForSelector')}
            hint={t('form.waitForSelectorHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('wait_for_selector')}
          />
          <TextField
            label={t('form.timeout')}
            hint={t('form.timeoutHint', { min: PAGE_TIMEOUT_MIN_SECONDS, max: PAGE_TIMEOUT_MAX_SECONDS })}
            type="number"
            inputMode="numeric"
            min={PAGE_TIMEOUT_MIN_SECONDS}
            max={PAGE_TIMEOUT_MAX_SECONDS}
            step={1}
            {...field('timeout_seconds')}
          />
        </>
      ) : null}
    </>
  );
}

function PageFields(props: FormFieldsProps<FormInput, FormOutput>) {
  const { field, control } = props;
  const { t } = useTranslation('pages');
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
      <TextField
        label={t('form.cssSelector')}
        hint={t('form.cssSelectorHint')}
        autoComplete="off"
        spellCheck={false}
        {...field('css_selector')}
      />
      <TextField
        label={t('form.keywords')}
        hint={t('form.keywordsHint')}
        autoComplete="off"
        {...field('alert_keywords')}
      />
      <KeywordPreview control={control} />
      <FetcherFields {...props} />
      <Switch label={t('form.active')} hint={t('form.activeHint')} {...field('is_active')} />
    </>
  );
}

const pageForm: FormDefinition<FormInput, FormOutput> = {
  schema,
  namespace: 'pages',
  // By field and broken rule; `alert_keywords[]` is each keyword, `alert_keywords` the list.
  messages: {
    name: { too_small: 'validation.nameMin', too_big: 'validation.nameMax' },
    url: { custom: 'validation.urlInvalid', invalid_format: 'validation.urlInvalid', too_big: 'validation.urlMax' },
    css_selector: { too_big: 'validation.cssSelectorMax' },
    alert_keywords: { too_big: 'validation.keywordsMax' },
    'alert_keywords[]': { too_small: 'validation.keywordEmpty', too_big: 'validation.keywordMax' },
    wait_for_selector: { too_big: 'validation.waitForSelectorMax' },
    timeout_seconds: {
      too_small: 'validation.timeoutRange',
      too_big: 'validation.timeoutRange',
      invalid_type: 'validation.timeoutWhole',
    },
  },
  Fields: PageFields,
};

const emptyValues: FormInput = {
  name: '',
  url: '',
  css_selector: '',
  alert_keywords: '',
  is_active: true,
  fetcher: 'http',
  wait_for_selector: '',
  timeout_seconds: '',
};

function valuesOf(page: Page): FormInput {
  return {
    name: page.name,
    url: page.url,
    css_selector: page.css_selector ?? '',
    alert_keywords: page.alert_keywords.join(', '),
    is_active: page.is_active,
    fetcher: page.fetcher,
    wait_for_selector: page.wait_for_selector ?? '',
    timeout_seconds: page.timeout_seconds === null ? '' : String(page.timeout_seconds),
  };
}

/** An empty selector is sent as null: "the whole page", which also clears it on edit; so is an empty wait-for selector. */
function toPayload(values: FormOutput) {
  return {
    name: values.name,
    url: values.url,
    css_selector: values.css_selector || null,
    alert_keywords: values.alert_keywords,
    is_active: values.is_active,
    fetcher: values.fetcher,
    // A browser's own settings are kept only for a browser; an HTTP page has none.
    wait_for_selector: values.fetcher === 'browser' ? values.wait_for_selector || null : null,
    timeout_seconds: values.fetcher === 'browser' ? values.timeout_seconds : null,
  };
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={pageForm}
      defaultValues={emptyValues}
      title={t('form.createTitle')}
      description={t('form.createDescription')}
      submitLabel={t('form.submitCreate')}
      failureTitle={t('form.createFailed')}
      onSubmit={(values) => create.mutateAsync({ websiteId, data: toPayload(values) })}
      onSaved={(page) => {
        toast({ title: t('toast.created'), description: page.name, variant: 'success' });
        onSuccess?.(page.id);
      }}
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={pageForm}
      defaultValues={valuesOf(page)}
      title={t('form.editTitle')}
      description={t('form.editDescription')}
      submitLabel={t('form.submitEdit')}
      failureTitle={t('form.updateFailed')}
      onSubmit={(values) => update.mutateAsync({ id: page.id, data: toPayload(values) })}
      onSaved={(updated) => toast({ title: t('toast.updated'), description: updated.name, variant: 'success' })}
    />
  );
}
