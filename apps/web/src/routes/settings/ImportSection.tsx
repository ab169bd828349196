import { useParams } from 'react-router-dom';
import { CsvImportCard } from '../../features/import';

/** Settings › Import: competitors, websites and pages from a CSV file, checked before anything is written. */
export default function ImportSection() {
  const { projectId = '' } = useParams();
  return <CsvImportCard projectId={projectId} />;
}
