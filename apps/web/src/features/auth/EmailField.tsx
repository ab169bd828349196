import { TextField, type TextFieldProps } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';

/** The email field every auth form asks first: its label, type, autofill and example address. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      {...props}
    />
  );
}
