// Serves a built Storybook on 127.0.0.1 and runs the test-runner over every
// story in Debian's chromium, with axe after each one (.storybook/test-runner.ts).
// Usage: npm run test-storybook [-- --dir storybook-static] [extra test-storybook args]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveStatic } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dir = dirIndex >= 0 ? args.splice(dirIndex, 2)[1] : 'storybook-static';
if (!dir) {
  console.error('--dir needs the folder of a built Storybook.');
  process.exit(1);
}

if (!existsSync(`${dir}/index.json`) || !existsSync(`${dir}/iframe.html`)) {
  console.error(`No built Storybook in ${dir}. Run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const server = await serveStatic(dir);
console.log(`Testing every story of ${dir} at ${server.url} with axe`);
const child = spawn('test-storybook', ['--url', server.url, '--maxWorkers=2', ...args], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
await server.close();
process.exit(code);
