import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryScope } from '../../app/QueryScope';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('reset.title'));
  return (
    <QueryScope>
      <ResetPasswordForm token={params.get('token')} />
    </QueryScope>
  );
}
