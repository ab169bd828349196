import { createHandlerGroups, flattenGroups } from './handlers';
import { getMockDb } from './store';

/** The mock backend's handlers, grouped (a story can replace one group) and flat. */
export const handlerGroups = createHandlerGroups(getMockDb);
export const handlers = flattenGroups(handlerGroups);

export { createHandlerGroups, flattenGroups, mockRoutes } from './handlers';
export type { HandlerGroups } from './handlers';
export { resetMockDb, getMockDb, signInAsDemo, setDemoRole, demoToken, otherTeamToken } from './store';
export type { ResetOptions } from './store';
export { demoCredentials, mockLinkTokens, seededIds, seedDb } from './seed';
export { seededChannelIds } from './seedNotifications';
export type { MockSeed } from './seed';
export { scenarios, INTERNAL_ERROR_DETAIL } from './scenarios';
export { ROLE_REFUSALS, LAST_OWNER, INVITATION_INVALID, ALREADY_MEMBER } from './handlers/teams';
export type { ScenarioOptions } from './scenarios';
export { handlerGroupNames, NOT_AUTHENTICATED, WRONG_CREDENTIALS, EMAIL_TAKEN, INVALID_JSON } from './route';
export type { HandlerGroupName, MockRoute } from './route';
export type { MockDb, MockUser, MockProject } from './db';
export { importSamples } from './importSamples';
