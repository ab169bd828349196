// Runs a command for as long as the process that started this one lives.
// startProduct runs the server through it with a pipe on stdin: when the test
// run ends without stopping the server (killed, cancelled, a second Ctrl-C),
// the pipe closes, and the server is stopped instead of running on unattended.
// A stop asked the ordinary way (SIGTERM to the process group) reaches the
// server directly; this process then leaves with the server's exit code.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tether.mjs COMMAND [ARGS...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
// The group's SIGTERM is for the server; this process waits for it to end.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

let orphaned = false;
const stopServer = () => {
  if (orphaned) return;
  orphaned = true;
  // The whole group (this process leads it): npm and the node process it started.
  process.kill(-process.pid, 'SIGTERM');
  // A server that does not stop within 10 s is ended, and this process with it.
  setTimeout(() => process.kill(-process.pid, 'SIGKILL'), 10_000).unref();
};
process.stdin.on('end', stopServer);
process.stdin.on('close', stopServer);
process.stdin.on('error', stopServer);
process.stdin.resume();
