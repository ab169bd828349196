import { useDeliveries } from '@spyglass/api/hooks';
import type { Channel } from '@spyglass/api/schema';
import { Badge, Dialog } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import * as styles from './Notifications.css';
import { QueryBody } from '../../lib/query/QueryBody';

const statusTone = { pending: 'warning', sending: 'info', delivered: 'success', failed: 'danger' } as const;

/** A channel's deliveries, newest first: time, event, status, attempts, last error. */
export function DeliveryLogDialog({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const locale = useDateLocale();
  const deliveries = useDeliveries(channel?.id);
  const when = (value: string) => format(parseISO(value), 'PPp', { locale });

  const body = (
    <QueryBody
      query={deliveries}
      loadingLabel={t('notifications.deliveries.loading')}
      failedTitle={t('notifications.deliveries.loadFailed')}
      empty={{
        isEmpty: (page) => page.data.length === 0,
        content: <p className={styles.meta}>{t('notifications.deliveries.empty')}</p>,
      }}
    >
      {(data) => (
        <table className={styles.table}>
          <caption className={styles.meta}>
            {t('notifications.deliveries.caption', { target: channel?.target })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t('notifications.deliveries.time')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('notifications.deliveries.event')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('notifications.deliveries.status')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('notifications.deliveries.attempts')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('notifications.deliveries.lastError')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((delivery) => (
              <tr key={delivery.id}>
                <td className={styles.cell}>
                  <time dateTime={delivery.created_at}>{when(delivery.created_at)}</time>
                </td>
                <td className={styles.cell}>
                  {t(`notifications.events.${delivery.event_type}`)}
                  <br />
                  <span className={styles.meta}>{delivery.subject}</span>
                </td>
                <td className={styles.cell}>
                  <Badge tone={statusTone[delivery.status]}>
                    {t(`notifications.deliveries.statuses.${delivery.status}`)}
                  </Badge>
                  {delivery.next_attempt_at ? (
                    <>
                      <br />
                      <span className={styles.meta}>
                        {t('notifications.deliveries.nextAttempt', { time: when(delivery.next_attempt_at) })}
                      </span>
                    </>
                  ) : null}
                </td>
                <td className={styles.cell}>{delivery.attempts}</td>
                <td className={styles.cell}>{delivery.last_error ?? t('notifications.deliveries.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryBody>
  );

  return (
    <Dialog
      open={channel !== null}
      onClose={onClose}
      title={t('notifications.deliveries.title')}
      description={channel ? t('notifications.deliveries.description', { target: channel.target }) : undefined}
      closeLabel={t('common:actions.close')}
      className={styles.wideDialog}
    >
      {body}
    </Dialog>
  );
}
