import { useTranslation } from 'react-i18next';
import { QueryScope } from '../../app/QueryScope';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  // The form asks the server whether it can mail, then sends the request: React Query for this screen.
  return (
    <QueryScope>
      <ForgotPasswordForm />
    </QueryScope>
  );
}
