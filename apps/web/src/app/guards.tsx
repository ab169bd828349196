import { useSession } from '@spyglass/api/session';
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

/** SPEC §2: login, register and forgot password bounce signed-in users to /. */
export function PublicOnly() {
  const { status } = useSession();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
