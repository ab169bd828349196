import { generate } from 'selfsigned';

/** A self-signed certificate for 127.0.0.1 and localhost, and its key, as PEM: what TLS_CERT_FILE and TLS_KEY_FILE hold. */
export async function localCertificate(): Promise<{ cert: string; key: string }> {
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
  return { cert: pems.cert, key: pems.private };
}
