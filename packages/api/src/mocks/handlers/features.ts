import { json, type MockResolvers } from '../route';

export const featureResolvers = {
  getFeatures: ({ db }) => json(db.features),
} satisfies MockResolvers;
