export { WebsiteDetailsCard } from './WebsiteDetailsCard';
export { AddWebsiteDialog, EditWebsiteDialog } from './WebsiteFormDialog';
export { WebsiteStatusBadge } from './WebsiteStatusBadge';
export { WebsitesCard, type WebsitesCardProps } from './WebsitesCard';
export { formatFrequency, useFrequencyOptions } from './frequency';
