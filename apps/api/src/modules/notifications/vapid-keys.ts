import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's VAPID key pair (RFC 8292): the browser subscribes with the public key, and every push
 * message carries a token signed with the private one, so a push service only takes messages for that
 * subscription from this server. Both base64url, as the `web-push` package and the browsers take them:
 * the public key an uncompressed P-256 point (65 bytes), the private key its scalar (32 bytes).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const base64urlBytes = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : undefined;

export const isVapidPublicKey = (value: string) => {
  const bytes = base64urlBytes(value);
  return bytes?.length === 65 && bytes[0] === 4;
};
export const isVapidPrivateKey = (value: string) => base64urlBytes(value)?.length === 32;

/** A new P-256 key pair, with node's own crypto (the web-push package is loaded only to send). */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x!, 'base64url'),
    Buffer.from(pub.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}

/**
 * In embedded mode the key pair is generated at the first start and kept in DATA_DIR/vapid-keys.json
 * (as jwt-secret): the browsers' subscriptions are bound to the public key, so it must survive restarts.
 */
export function persistentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (
      typeof kept.publicKey === 'string' &&
      typeof kept.privateKey === 'string' &&
      isVapidPublicKey(kept.publicKey) &&
      isVapidPrivateKey(kept.privateKey)
    )
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    throw new Error(`${file} does not hold a VAPID key pair: remove it to generate a new one`);
  }
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
