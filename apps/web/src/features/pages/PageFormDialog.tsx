import { useCapabilities, useCreatePage, useUpdatePage } from '@spyglass/api/hooks';
import {
  ignorePresets,
  ignoreRules,
  minChangedLines,
  type Page,
  PAGE_TIMEOUT_MAX_SECONDS,
  PAGE_TIMEOUT_MIN_SECONDS,
  pageCreateSchema,
  type PageFetcher,
  pageOptionDefaults,
  pageTimeoutSecondsSchema,
  removeSelectors,
} from '@spyglass/api/schema';
import { Select, Switch, TextField, toast } from '@spyglass/ui';
import { useMemo } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import { AdvancedOptions } from './AdvancedOptions';
import { KeywordList } from './KeywordList';
import { parseKeywords, parseLines } from './keywords';

/** A field typed as text, read by `read`, then checked by the contract's `rule`. */
function readText<T, S extends z.core.$ZodType<unknown, Awaited<T>>>(
  read: (text: string) => T,
  rule: S,
): z.ZodMiniPipe<z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<Awaited<T>, string>>, S> {
  return z.pipe(z.pipe(z.string(), z.transform(read)), rule);
}

/**
 * The page form: the contract's rules, with the watched keywords typed as one
 * comma-separated text (a plain field every assistive technology reads well)
 * and split into the list the contract checks; ignore rules and selectors
 * one per line (they may hold commas); the minimum of changed lines typed
 * as text and read as a number.
 */
const schema = z.extend(
  z.pick(pageCreateSchema, {
    name: true,
    url: true,
    css_selector: true,
    is_active: true,
    fetcher: true,
    wait_for_selector: true,
    alert_on: true,
    keyword_alerts: true,
    keywords_only: true,
  }),
  {
    // The contract's list rules, without its default.
    alert_keywords: readText(parseKeywords, pageCreateSchema.shape.alert_keywords.def.innerType),
    // Empty is "the server's default".
    timeout_seconds: readText(
      (value) => (value.trim() === '' ? null : Number(value)),
      z.nullable(pageTimeoutSecondsSchema),
    ),
    ignore_rules: readText(parseLines, ignoreRules),
    remove_selectors: readText(parseLines, removeSelectors),
    // Checkboxes of one name: the values of those ticked (false when none is, for react-hook-form).
    ignore_presets: z.pipe(
      z.union([z.array(z.enum(ignorePresets)), z.literal(false)]),
      z.transform((value) => (value === false ? [] : value)),
    ),
    min_changed_lines: readText((value) => (value.trim() === '' ? 1 : Number(value)), minChangedLines),
  },
);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
export type PageFormInput = FormInput;
export type PageFormOutput = FormOutput;

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

function PageFields(props: FormFieldsProps<FormInput, FormOutput> & { pageId: string | null }) {
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
      <AdvancedOptions {...props} />
    </>
  );
}

/** The form of one page: the edit dialog passes its id, so the rule preview can read its last snapshot. */
function pageForm(pageId: string | null): FormDefinition<FormInput, FormOutput> {
  return {
    schema,
    namespace: 'pages',
    // By field and broken rule; `alert_keywords[]` is each keyword, `alert_keywords` the list.
    messages: {
      name: { too_small: 'validation.nameMin', too_big: 'validation.nameMax' },
      url: { custom: 'validation.urlInvalid', invalid_format: 'validation.urlInvalid', too_big: 'validation.urlMax' },
      css_selector: { too_big: 'validation.cssSelectorMax' },
      alert_keywords: { too_big: 'validation.keywordsMax' },
      'alert_keywords[]': {
        too_small: 'validation.keywordEmpty',
        too_big: 'validation.keywordMax',
        invalid_format: 'validation.patternFlags',
      },
      ignore_rules: { too_big: 'validation.ignoreRulesMax' },
      wait_for_selector: { too_big: 'validation.waitForSelectorMax' },
      timeout_seconds: {
        too_small: 'validation.timeoutRange',
        too_big: 'validation.timeoutRange',
        invalid_type: 'validation.timeoutWhole',
      },
      'ignore_rules[]': { too_big: 'validation.ignoreRuleMax', invalid_format: 'validation.patternFlags' },
      remove_selectors: { too_big: 'validation.removeSelectorsMax' },
      'remove_selectors[]': { too_big: 'validation.cssSelectorMax' },
      min_changed_lines: {
        too_small: 'validation.minChangedLines',
        too_big: 'validation.minChangedLines',
        invalid_type: 'validation.minChangedLines',
      },
    },
    Fields: (props) => <PageFields {...props} pageId={pageId} />,
  };
}

/** New pages ignore every kind of changing text from the start: the presets are on (and shown) in the form. */
const emptyValues: FormInput = {
  name: '',
  url: '',
  css_selector: '',
  alert_keywords: '',
  is_active: true,
  fetcher: 'http',
  wait_for_selector: '',
  timeout_seconds: '',
  ignore_rules: '',
  remove_selectors: '',
  ignore_presets: [...ignorePresets],
  alert_on: pageOptionDefaults.alert_on,
  min_changed_lines: String(pageOptionDefaults.min_changed_lines),
  keyword_alerts: pageOptionDefaults.keyword_alerts,
  keywords_only: pageOptionDefaults.keywords_only,
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
    ignore_rules: page.ignore_rules.join('\n'),
    remove_selectors: page.remove_selectors.join('\n'),
    ignore_presets: page.ignore_presets,
    alert_on: page.alert_on,
    min_changed_lines: String(page.min_changed_lines),
    keyword_alerts: page.keyword_alerts,
    keywords_only: page.keywords_only,
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
    ignore_rules: values.ignore_rules,
    ignore_presets: values.ignore_presets,
    remove_selectors: values.remove_selectors,
    alert_on: values.alert_on,
    min_changed_lines: values.min_changed_lines,
    keyword_alerts: values.keyword_alerts,
    keywords_only: values.keywords_only,
  };
}

const newPageForm = pageForm(null);

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
      form={newPageForm}
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
  // One form per page: its fields component stays the same while the dialog is open.
  const form = useMemo(() => pageForm(page.id), [page.id]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={form}
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
