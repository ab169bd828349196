import { setupWorker } from 'msw/browser';
import { handlers } from './index';

/** The mock backend in the browser (`npm run dev:mock`, Storybook). */
export const worker = setupWorker(...handlers);
