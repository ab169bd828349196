import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  return <ForgotPasswordForm />;
}
