export { ApiKeysCard } from './ApiKeysCard';
