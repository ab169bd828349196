export { CreateProjectDialog, type CreateProjectDialogProps } from './CreateProjectDialog';
export { EditProjectDialog, type EditProjectDialogProps } from './EditProjectDialog';
export { ProjectCard } from './ProjectCard';
export { ProjectStatusBadge } from './ProjectStatusBadge';
export { projectMessageKey, projectMessageKeys } from './validationMessages';
