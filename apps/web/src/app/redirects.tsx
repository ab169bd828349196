import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';

/** `/projects/{id}` (the old post-creation destination) now lives at `/{id}`. */
export function LegacyProjectRedirect() {
  const { projectId } = useParams();
  return <Navigate to={projectId ? paths.project(projectId) : paths.home} replace />;
}

/** SPEC §2: any other path goes to /; the guards take it from there. */
export function UnknownPathRedirect() {
  return <Navigate to={paths.home} replace />;
}
