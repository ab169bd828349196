import { useConfirmEmail } from '@spyglass/api/hooks';
import { useSession } from '@spyglass/api/session';
import { Alert, Spinner } from '@spyglass/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { AuthCard } from '../../features/auth/AuthCard';
import * as styles from '../../features/auth/AuthForm.css';
import { QueryScope } from '../../app/QueryScope';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /confirm-email?token=: follows the link mailed to a new address, once, as soon as it opens. */
export default function ConfirmEmailRoute() {
  return (
    <QueryScope>
      <ConfirmEmail />
    </QueryScope>
  );
}

function ConfirmEmail() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { status, refresh } = useSession();
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useDocumentTitle(t('confirmEmail.title'));

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, { onSuccess: () => void (status === 'authenticated' ? refresh() : undefined) });
  }, [token, confirm, status, refresh]);

  const next = (
    <Link className={styles.link} to={status === 'authenticated' ? paths.account() : paths.login}>
      {t('confirmEmail.continue')}
    </Link>
  );
  let body;
  if (!token)
    body = (
      <Alert tone="destructive" title={t('confirmEmail.failed')}>
        {t('confirmEmail.missingToken')}
      </Alert>
    );
  else if (confirm.isError)
    body = (
      <Alert tone="destructive" title={t('confirmEmail.failed')}>
        {confirm.error.message}
      </Alert>
    );
  else if (confirm.isSuccess)
    body = (
      <Alert tone="success" title={t('confirmEmail.doneTitle')}>
        {t('confirmEmail.doneDescription')}
      </Alert>
    );
  else body = <Spinner label={t('confirmEmail.confirming')} />;
  return (
    <AuthCard title={t('confirmEmail.title')} subtitle={t('confirmEmail.confirming')} footer={next}>
      {body}
    </AuthCard>
  );
}
