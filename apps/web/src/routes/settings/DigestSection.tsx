import { useParams } from 'react-router-dom';
import { DigestCard, MailOffNotice } from '../../features/notifications';

/** Settings › Digest: the project's summary by email, and its preview. */
export default function DigestSection() {
  const { projectId = '' } = useParams();
  return (
    <>
      <MailOffNotice />
      <DigestCard projectId={projectId} />
    </>
  );
}
