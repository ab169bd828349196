import { useFeatures } from '@spyglass/api/hooks';
import { Alert } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';

/** Whether this server can send mail; unknown (loading, failed) counts as yes, so nothing is blocked for nothing. */
export function useMailEnabled(): boolean {
  return useFeatures().data?.mail !== false;
}

/** Says plainly that the server cannot send mail, where a screen would. */
export function MailOffNotice() {
  const { t } = useTranslation('settings');
  if (useMailEnabled()) return null;
  return (
    <Alert tone="info" title={t('mailOff.title')}>
      {t('mailOff.description')}
    </Alert>
  );
}
