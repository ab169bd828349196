export { WebsiteDetailsCard } from './WebsiteDetailsCard';
export { AddWebsiteDialog, EditWebsiteDialog } from './dialogs';
export { WebsiteStatusBadge } from './WebsiteStatusBadge';
export { WebsitesCard, type WebsitesCardProps } from './WebsitesCard';
export { formatFrequency, useFrequencyOptions } from './frequency';
