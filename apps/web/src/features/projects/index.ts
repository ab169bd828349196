export { CreateProjectDialog, EditProjectDialog } from './dialogs';
export type { CreateProjectDialogProps, EditProjectDialogProps } from './ProjectFormDialog';
export { ProjectCard } from './ProjectCard';
export { ProjectStatusBadge } from './ProjectStatusBadge';
