import { useParams } from 'react-router-dom';
import { ExportCard, FeedCard } from '../../features/exports';

/** Settings › Export and feed: the project's changes as a download, its events as an Atom feed. */
export default function ExportSection() {
  const { projectId = '' } = useParams();
  return (
    <>
      <ExportCard projectId={projectId} />
      <FeedCard projectId={projectId} />
    </>
  );
}
