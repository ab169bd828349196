import { useSession } from '@spyglass/api/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { FullPageMessage } from './FullPageMessage';

/** Where an anonymous visitor was headed, so login can send them back there. */
export type RedirectState = { from?: string };

function AuthLoading() {
  const { t } = useTranslation();
  // SPEC §8: a plain "Loading..." while the stored session is checked.
  return <FullPageMessage>{t('loading')}</FullPageMessage>;
}

/** SPEC §2 and §6: the signed-in shell sends anonymous visitors to /login. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'anonymous') {
    const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * SPEC §2: login, register and forgot password bounce signed-in users to /.
 * A user who signs in right here is not bounced: the login screen sends them
 * on to /dashboard or where they were headed (SPEC §4).
 */
export function PublicOnly() {
  const { status } = useSession();
  const [seenSignedOut, setSeenSignedOut] = useState(false);
  if (status === 'anonymous' && !seenSignedOut) setSeenSignedOut(true);
  if (status === 'loading') return <AuthLoading />;
  if (status === 'authenticated' && !seenSignedOut) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
