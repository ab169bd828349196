// Fails loudly when a script runs on a Node older than the project's pin.
// npm puts node_modules/.bin (the `node@24` devDependency) first on PATH, so
// this only trips when that shim is missing, e.g. after an install with
// scripts disabled, or when a command is started outside npm.
const required = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < required) {
  console.error(
    `\nSpyglass needs Node ${required} or newer, but this script runs on Node ${process.versions.node}.\n` +
      `Run commands through npm (npm test, npm start, npm run ...), which use the Node ${required} ` +
      `installed in node_modules/.bin. If that is missing, run \`npm install\` (with install scripts enabled).\n`,
  );
  process.exit(1);
}
