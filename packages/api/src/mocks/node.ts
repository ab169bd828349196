import { setupServer } from 'msw/node';
import { handlers } from './index';

/** The mock backend in Node (vitest). Start it with `server.listen({ onUnhandledFrame: 'error' })`. */
export const server = setupServer(...handlers);
