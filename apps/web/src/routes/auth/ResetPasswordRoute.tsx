import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('reset.title'));
  return <ResetPasswordForm token={params.get('token')} />;
}
