import { useCreateApiKey } from '@spyglass/api/hooks';
import { type ApiKeyCreated, apiKeyCreateSchema, apiKeyScopes } from '@spyglass/api/schema';
import { TextField } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { type FormDefinition, FormDialog, type FormFieldsProps } from '../../lib/form/FormDialog';
import * as styles from './ApiKeys.css';

type FormInput = z.input<typeof apiKeyCreateSchema>;
type FormOutput = z.output<typeof apiKeyCreateSchema>;

function ApiKeyFields({ field, errorOf }: FormFieldsProps<FormInput, FormOutput>) {
  const { t } = useTranslation('settings');
  const { error: _scopeError, ...scope } = field('scope');
  return (
    <>
      <TextField
        label={t('apiKeys.form.name')}
        hint={t('apiKeys.form.nameHint')}
        autoComplete="off"
        required
        {...field('name')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('apiKeys.form.scope')}</legend>
        {apiKeyScopes.map((value) => (
          <label key={value} className={styles.radio}>
            <input type="radio" className={styles.radioInput} value={value} {...scope} />
            <span>
              {t(`apiKeys.scopes.${value}`)}
              <span className={styles.hint}>{t(`apiKeys.scopeHints.${value}`)}</span>
            </span>
          </label>
        ))}
        {errorOf('scope') ? (
          <p className={styles.hint} role="alert">
            {errorOf('scope')}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

const createForm: FormDefinition<FormInput, FormOutput> = {
  schema: apiKeyCreateSchema,
  namespace: 'settings',
  messages: {
    name: { too_small: 'apiKeys.validation.name', too_big: 'apiKeys.validation.nameLong' },
    scope: { invalid_value: 'apiKeys.validation.scope' },
  },
  Fields: ApiKeyFields,
};

/** Read is preselected: the smaller power. */
const defaults: FormInput = { name: '', scope: 'read' };

export type CreateApiKeyDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After the dialog closed: the new key, with the key itself (shown once). */
  onCreated: (key: ApiKeyCreated) => void;
};

/** Names a new key and picks its scope. */
export function CreateApiKeyDialog({ open, onClose, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation('settings');
  const create = useCreateApiKey();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={createForm}
      defaultValues={defaults}
      title={t('apiKeys.form.title')}
      description={t('apiKeys.form.description')}
      submitLabel={t('apiKeys.form.submit')}
      pendingLabel={t('apiKeys.form.pending')}
      failureTitle={t('apiKeys.form.failed')}
      onSubmit={(values) => create.mutateAsync(values)}
      onSaved={onCreated}
    />
  );
}
