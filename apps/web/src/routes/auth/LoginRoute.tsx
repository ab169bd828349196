import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/LoginForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginForm />;
}
