import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** The calls of notifications, digests and the account by mail, as the OpenAPI document names them. */
const CALLS: [method: string, path: string, operationId: string, isPublic: boolean][] = [
  ['get', '/api/v1/utils/features', 'getFeatures', true],
  ['post', '/api/v1/password-recovery/{email}', 'recoverPassword', true],
  ['post', '/api/v1/reset-password/', 'resetPassword', true],
  ['post', '/api/v1/email-confirmation/', 'confirmEmail', true],
  ['patch', '/api/v1/users/me', 'updateProfile', false],
  ['delete', '/api/v1/users/me', 'deleteAccount', false],
  ['get', '/api/v1/projects/{id}/channels/', 'listChannels', false],
  ['post', '/api/v1/projects/{id}/channels/', 'createChannel', false],
  ['get', '/api/v1/channels/{id}', 'getChannel', false],
  ['patch', '/api/v1/channels/{id}', 'updateChannel', false],
  ['delete', '/api/v1/channels/{id}', 'deleteChannel', false],
  ['post', '/api/v1/channels/{id}/test', 'testChannel', false],
  ['post', '/api/v1/channels/{id}/rotate-secret', 'rotateChannelSecret', false],
  ['get', '/api/v1/channels/{id}/deliveries/', 'listDeliveries', false],
  ['get', '/api/v1/projects/{id}/digest-settings', 'getDigestSettings', false],
  ['put', '/api/v1/projects/{id}/digest-settings', 'updateDigestSettings', false],
  ['get', '/api/v1/projects/{id}/digest', 'previewDigest', false],
];

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t?.close());

  it('names every new call with an operationId and says whether it needs a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const doc = response.json<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    }>();
    for (const [method, path, operationId, isPublic] of CALLS) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.operationId).toBe(operationId);
      expect(operation!.security).toEqual(isPublic ? [] : [{ bearerAuth: [] }]);
    }
  });
});
