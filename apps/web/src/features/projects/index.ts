export { CreateProjectDialog, EditProjectDialog } from './dialogs';
export type { CreateProjectDialogProps } from './CreateProjectDialog';
export type { EditProjectDialogProps } from './EditProjectDialog';
export { ProjectCard } from './ProjectCard';
export { ProjectStatusBadge } from './ProjectStatusBadge';
export { projectMessageKey, projectMessageKeys } from './validationMessages';
