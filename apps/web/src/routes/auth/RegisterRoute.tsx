import { useTranslation } from 'react-i18next';
import { QueryScope } from '../../app/QueryScope';
import { RegisterForm } from '../../features/auth/RegisterForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  return (
    <QueryScope>
      <RegisterForm />
    </QueryScope>
  );
}
