import { useAcceptInvitation } from '@spyglass/api/hooks';
import { useSession } from '@spyglass/api/session';
import { Alert, Spinner } from '@spyglass/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { QueryScope } from '../../app/QueryScope';
import { AuthCard } from '../../features/auth/AuthCard';
import * as styles from '../../features/auth/AuthForm.css';
import type { LoginNavigationState } from '../../features/auth/navigationState';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * /invitations/{token}: the link an owner sent. Signed in, it joins the team
 * at once (the link works once) and the team's projects become the list;
 * signed out, it asks to sign in or sign up first and comes back here.
 */
export default function AcceptInvitationRoute() {
  return (
    <QueryScope>
      <AcceptInvitation />
    </QueryScope>
  );
}

function AcceptInvitation() {
  const { t } = useTranslation('settings');
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const { status } = useSession();
  const accept = useAcceptInvitation();
  const sent = useRef(false);
  useDocumentTitle(t('teams.accept.title'));

  useEffect(() => {
    if (status !== 'authenticated' || !token || sent.current) return;
    sent.current = true;
    accept.mutate(token);
  }, [status, token, accept]);

  if (status === 'loading') return <Spinner label={t('teams.accept.joining')} />;

  if (status === 'anonymous') {
    const back: LoginNavigationState = { from: pathname };
    return (
      <AuthCard
        title={t('teams.accept.title')}
        subtitle={t('teams.accept.signInFirst')}
        footer={
          <>
            {t('teams.accept.noAccount')}{' '}
            <Link className={styles.link} to={paths.register} state={back}>
              {t('teams.accept.register')}
            </Link>
          </>
        }
      >
        <Link className={styles.link} to={paths.login} state={back}>
          {t('teams.accept.login')}
        </Link>
      </AuthCard>
    );
  }

  let body;
  if (accept.isError)
    body = (
      <Alert tone="destructive" title={t('teams.accept.failed')}>
        {accept.error.message}
      </Alert>
    );
  else if (accept.isSuccess)
    body = (
      <Alert tone="success" title={t('teams.accept.doneTitle', { team: accept.data.name })}>
        {t('teams.accept.doneDescription', { role: t(`teams.roles.${accept.data.role}`) })}
      </Alert>
    );
  else body = <Spinner label={t('teams.accept.joining')} />;
  return (
    <AuthCard
      title={t('teams.accept.title')}
      subtitle={t('teams.accept.subtitle')}
      footer={
        <Link className={styles.link} to={paths.dashboard}>
          {t('teams.accept.continue')}
        </Link>
      }
    >
      {body}
    </AuthCard>
  );
}
