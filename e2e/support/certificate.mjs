// A certificate for a product started on this machine over HTTPS (product.mjs, `certificate`;
// the server's own TLS tests), made fresh for each run: nothing secret is kept in the repository.
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { generate } from 'selfsigned';

/**
 * @typedef {object} LocalCertificate
 * @property {string} cert      the certificate, PEM
 * @property {string} key       its private key, PEM
 * @property {string} certFile  PEM certificate for 127.0.0.1 and localhost (TLS_CERT_FILE)
 * @property {string} keyFile   its private key (TLS_KEY_FILE)
 * @property {string} spkiHash  base64 SHA-256 of its public key, which chromium's
 *   `--ignore-certificate-errors-spki-list` takes to trust this one certificate alone
 * @property {() => Promise<void>} remove  deletes both files
 */

/**
 * Makes a self-signed certificate, writes it and its key to a fresh folder, and makes this
 * process's own HTTPS requests (fetch included) trust it beside the usual authorities.
 * @returns {Promise<LocalCertificate>}
 */
export async function localCertificate() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const folder = await mkdtemp(join(tmpdir(), 'spyglass-tls-'));
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), pems.cert]);
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    cert: pems.cert,
    key: pems.private,
    certFile,
    keyFile,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
