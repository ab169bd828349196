// The monitor benchmarks' fixture: 1,000 pages of about 50 KB of HTML on 16
// loopback hosts, served from a worker thread (its own core), each page
// changeable a few lines at a time (a price and a news line, as a real edit).
import { Worker } from 'node:worker_threads';

export const HOSTS = 16;
export const CHANGE_SHARE = 0.1;

const serverSource = `
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { pageCount, hosts, stamped } = workerData;
const words = 'market price plan team growth product launch customer service support pricing feature release update partner report insight data cloud secure fast simple global local trusted'.split(' ');
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const sentence = () => Array.from({ length: 8 + Math.floor(random() * 10) }, () => words[Math.floor(random() * words.length)]).join(' ') + '.';
const versions = new Array(pageCount).fill(0);
let served = 0;
const bodies = new Array(pageCount);
function render(index) {
  const version = versions[index];
  seed = index * 7919 + 1;
  const parts = ['<!doctype html><html><head><meta charset="utf-8"><title>Page ' + index + '</title>',
    '<style>' + 'body{font-family:sans-serif}.nav a{margin:0 4px}'.repeat(40) + '</style>',
    '<script>window.dataLayer=[];' + 'function t(e){dataLayer.push(e)}'.repeat(60) + '</script></head><body>',
    '<header class="nav">' + Array.from({ length: 12 }, (_, i) => '<a href="/s/' + i + '">Section ' + i + '</a>').join('') + '</header><main>'];
  let size = parts.join('').length;
  let block = 0;
  while (size < 50_000) {
    const chunk = '<section class="block-' + block + '" data-id="' + block + '"><h2>' + sentence() + '</h2>' +
      Array.from({ length: 4 }, () => '<p>' + sentence() + ' <a href="#">' + sentence() + '</a> ' + sentence() + '</p>').join('') +
      '<ul>' + Array.from({ length: 5 }, () => '<li><span>' + sentence() + '</span></li>').join('') + '</ul></section>';
    parts.push(chunk);
    size += chunk.length;
    block += 1;
  }
  // A change touches a few lines: a price and a news line, as a real edit would.
  parts.splice(5, 0, '<div class="promo"><p>Current price: ' + (10 + version) + ' EUR</p><p>News item ' + version + ' for page ' + index + '</p></div>');
  parts.push('</main><footer>Copyright ' + index + '</footer><script>t({page:' + index + '})</script></body></html>');
  bodies[index] = Buffer.from(parts.join(''));
}
for (let i = 0; i < pageCount; i += 1) render(i);
const servers = [];
// A page whose prices and news only a script writes (what the browser fetcher is for).
function scripted(index) {
  const version = versions[index];
  const rows = Array.from({ length: 30 }, (_, row) => '<tr><td>Plan ' + row + '</td><td>' + (10 + row + (row === index % 30 ? version : 0)) + ' EUR</td></tr>').join('');
  return Buffer.from('<!doctype html><html><head><meta charset="utf-8"><title>App ' + index + '</title><style>body{font-family:sans-serif}td{padding:4px 12px}</style></head>' +
    '<body><h1>Pricing ' + index + '</h1><main id="app">Loading…</main><script>' +
    'document.getElementById("app").innerHTML = ' + JSON.stringify('<table>' + rows + '</table><p>News item ' + version + '</p>') + ';' +
    '</script></body></html>');
}
const handler = (request, response) => {
  if (request.url.startsWith('/b/')) {
    const body = scripted(Number(request.url.slice(3)));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
    return;
  }
  const index = Number(request.url.slice(3));
  served += 1;
  const page = bodies[index];
  if (!page) { response.writeHead(404).end(); return; }
  // A stamped answer ends with the request's number, as pages carrying a nonce or a request id do.
  const body = stamped ? Buffer.concat([page, Buffer.from('<!-- request ' + served + ' -->')]) : page;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
};
Promise.all(hosts.map((host) => new Promise((resolve) => {
  const server = createServer({ keepAliveTimeout: 30_000 }, handler);
  servers.push(server);
  server.listen(0, host, () => resolve({ host, port: server.address().port }));
}))).then((listening) => {
  const averageSize = bodies.reduce((sum, body) => sum + body.length, 0) / pageCount;
  parentPort.postMessage({ type: 'ready', listening, averageSize });
});
parentPort.on('message', (message) => {
  if (message.type === 'change') {
    for (const index of message.indexes) { versions[index] += 1; render(index); }
    parentPort.postMessage({ type: 'changed' });
  } else if (message.type === 'served') {
    parentPort.postMessage({ type: 'served', count: served });
  } else if (message.type === 'close') {
    for (const server of servers) { server.closeAllConnections(); server.close(); }
    parentPort.close();
  }
});
`;

/**
 * Starts the fixture; answers its page URLs and the means to change pages and
 * close it. `stamped`: no two answers of a page are the same bytes.
 */
export async function startPageFixture(pageCount, { stamped = false } = {}) {
  const hostAddresses = Array.from({ length: HOSTS }, (_, index) => `127.0.0.${index + 1}`);
  const fixture = new Worker(serverSource, { eval: true, workerData: { pageCount, hosts: hostAddresses, stamped } });
  const nextMessage = (type) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.type === type) {
          fixture.off('message', listener);
          resolve(message);
        }
      };
      fixture.on('message', listener);
    });
  const ready = await nextMessage('ready');
  const urls = Array.from({ length: pageCount }, (_, index) => {
    const { host, port } = ready.listening[index % HOSTS];
    return `http://${host}:${port}/p/${index}`;
  });
  return {
    ready,
    urls,
    nextMessage,
    /** Changes a different tenth of the pages each round; answers how many. */
    async changeSomePages(round) {
      const count = Math.round(pageCount * CHANGE_SHARE);
      const indexes = Array.from({ length: count }, (_, offset) => (offset * 10 + round) % pageCount);
      const done = nextMessage('changed');
      fixture.postMessage({ type: 'change', indexes });
      await done;
      return count;
    },
    /** How many page GETs the fixture has answered (a round of checks is a GET per page). */
    async served() {
      const answer = nextMessage('served');
      fixture.postMessage({ type: 'served' });
      return (await answer).count;
    },
    close() {
      fixture.postMessage({ type: 'close' });
    },
  };
}
