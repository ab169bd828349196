import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { endpoints } from '@spyglass/api/endpoints';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The OpenAPI document is what integrators generate clients from: it must
 * pass Redocly's recommended rules and make a typed client that compiles.
 */

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** The calls made without signing in. */
const PUBLIC = [
  'signup',
  'login',
  'healthCheck',
  'getFeatures',
  'recoverPassword',
  'resetPassword',
  'confirmEmail',
  // The Atom feed is authorised by its link's token (a query parameter), for feed readers.
  'getProjectFeed',
].sort();

const run = promisify(execFile);
const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('the OpenAPI document as integrators use it', () => {
  let t: TestApp;
  let source: string;
  let document: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    source = response.body;
    document = response.json<Document>();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
  });
  afterAll(() => t?.close());

  it("passes Redocly's recommended rules (redocly.yaml) without an error or a warning", async () => {
    // As `redocly lint --config redocly.yaml openapi.json` in apps/server, with its reviewed exceptions.
    const config = await loadConfig({ configPath: join(SERVER_DIR, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: join(SERVER_DIR, 'openapi.json'), config });
    const described = problems
      .map((problem) => config.styleguide.addProblemToIgnore(problem))
      .filter((problem) => !problem.ignored)
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
      );
    expect(described).toEqual([]);
  });

  it('names every operation once, in camelCase, and declares its security', () => {
    expect(operations.length).toBeGreaterThan(50);
    const ids = operations.map(([, operation]) => operation.operationId);
    for (const [name, operation] of operations) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.security, name).toBeDefined();
    }
    expect(new Set(ids).size).toBe(ids.length);
    const open = operations.filter(([, operation]) => operation.security?.length === 0);
    expect(open.map(([, operation]) => operation.operationId).sort()).toEqual(PUBLIC);
    for (const [name, operation] of operations.filter(([, operation]) => operation.security?.length)) {
      expect(operation.security, name).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('names a server and one bearer scheme for session tokens and API keys', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.paths['/api/v1/users/me/api-keys/']).toEqual({
      get: expect.objectContaining({ operationId: 'listApiKeys' }),
      post: expect.objectContaining({ operationId: 'createApiKey' }),
    });
  });

  it("has every call of the web app's endpoint table, under the same method and path", () => {
    const shape = (path: string) => path.replaceAll(/\{[^}]+\}|:\w+/g, '{}');
    const documented = new Set(operations.map(([name]) => shape(name)));
    for (const [name, spec] of Object.entries(endpoints)) {
      const call = `${spec.method} ${shape(`/api/v1${spec.path.split('?')[0]}`)}`;
      expect(documented.has(call), `${name}: ${call}`).toBe(true);
    }
  });

  it('generates a typed client that compiles against a small integration', async () => {
    const ast = await openapiTS(source);
    const dir = await mkdtemp(join(tmpdir(), 'spyglass-openapi-'));
    try {
      await writeFile(join(dir, 'api.d.ts'), astToString(ast));
      await writeFile(
        join(dir, 'usage.ts'),
        `import type { operations, paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type ProjectList = Json<operations['listProjects']['responses'][200]>;
type NewKey = Json<operations['createApiKey']['requestBody']>;
type CreatedKey = Json<operations['createApiKey']['responses'][201]>;

export const projectsPath: keyof paths = '/api/v1/projects/';
export const keysPath: keyof paths = '/api/v1/users/me/api-keys/';
export const projectNames = (list: ProjectList): string[] => list.data.map((project) => project.name);
export const count = (list: ProjectList): number => list.count;
export const readKey: NewKey = { name: 'Nightly export', scope: 'read' };
// @ts-expect-error a key is read or write
export const adminKey: NewKey = { name: 'Nope', scope: 'admin' };
export const shownOnce = (created: CreatedKey): string => created.key;
export const pageId = (query: operations['getPage']['parameters']['path']): string => query.id;
// @ts-expect-error an operation the API does not have
export type Missing = operations['listEverything'];
`,
      );
      await writeFile(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            skipLibCheck: false,
            types: [],
          },
          files: ['usage.ts'],
        }),
      );
      const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
      const result = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).then(
        () => '',
        (error: { stdout?: string; message: string }) => error.stdout || error.message,
      );
      expect(result).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
