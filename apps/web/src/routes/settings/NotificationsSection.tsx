import { useParams } from 'react-router-dom';
import { ChannelsCard, MailOffNotice } from '../../features/notifications';

/** Settings › Notifications: where the project's changes and alerts are sent. */
export default function NotificationsSection() {
  const { projectId = '' } = useParams();
  return (
    <>
      <MailOffNotice />
      <ChannelsCard projectId={projectId} />
    </>
  );
}
