import { Toaster } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';

/** The one toast region of the app (F8 focuses it). */
export default function AppToaster() {
  const { t } = useTranslation();
  return <Toaster label={t('toast.region')} closeLabel={t('actions.close')} />;
}
