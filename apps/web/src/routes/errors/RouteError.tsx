import { Button } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../lib/paths';
import * as styles from './RouteError.css';

/**
 * The routing-failure screen (SPEC §8: 'Unexpected Application Error!'):
 * a screen crashed or a route chunk failed to load. It offers a reload, since
 * a new deployment replacing old chunks is the usual cause.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Details help whoever reports the problem; the console keeps the stack.
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <main className={styles.root}>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>{t('routeError.description')}</p>
      {detail ? <pre className={styles.detail}>{detail}</pre> : null}
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign(paths.home)}>
          {t('routeError.home')}
        </Button>
      </div>
    </main>
  );
}
