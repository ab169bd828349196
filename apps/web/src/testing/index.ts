export { createTestI18n, localeResources, takeMissingKeys } from './i18n';
export { TEST_API_BASE_URL, createTestEnvironment, createTestQueryClient, type TestEnvironment } from './providers';
export { preloadRouteModules } from '../app/router';
export { renderRoute, renderScreen, type RenderRouteOptions, type RenderScreenOptions } from './render';
export { withAppProviders, type AppStoryParameters } from './storybook';
