export { ChannelsCard } from './ChannelsCard';
export { DigestCard } from './DigestCard';
export { MailOffNotice, useMailEnabled } from './MailOffNotice';
