// Installs dependencies when node_modules is missing or older than the
// lockfile, so `npm test` and `npm start` work on a fresh clone. Runs on any
// Node (the machine's may be older than the project's pin).
import { execSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.spyglass-installed');
const lockfile = join(root, 'package-lock.json');
const manifests = [
  'package.json',
  'packages/ui/package.json',
  'packages/api/package.json',
  'apps/web/package.json',
  'apps/server/package.json',
]
  .map((p) => join(root, p))
  .filter((p) => existsSync(p));

const newest = Math.max(...[lockfile, ...manifests].filter((p) => existsSync(p)).map((p) => statSync(p).mtimeMs));
const installedAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;

if (!existsSync(join(root, 'node_modules', '.bin', 'node')) || installedAt < newest) {
  console.log('Installing dependencies (node_modules is missing or older than the lockfile)...');
  // `npm ci` rejects lockfiles made on registries without other platforms' optional binaries.
  // `--include=dev`: under NODE_ENV=production npm would leave out the devDependencies, and with
  // them the Node 24 the scripts run on and the tools that build the product.
  execSync('npm install --no-audit --no-fund --include=dev', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString() + '\n');
}
