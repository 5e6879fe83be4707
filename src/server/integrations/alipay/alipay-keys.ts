import crypto, { type KeyObject } from 'node:crypto';

/**
 * Alipay's open platform hands out keys in several shapes: the key tool writes PKCS#8 ("应用私钥 PKCS8",
 * for Java) or PKCS#1 ("RSA PRIVATE KEY") either as PEM or as one bare base64 line, and the Alipay public
 * key is shown as one bare base64 line (SubjectPublicKeyInfo). These accept every shape, check that the key
 * is RSA of at least 2048 bits (RSA2), and never put any part of the key into an error message.
 */

const MIN_BITS = 2048;

function bareBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (!compact || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

function requireRsa2(key: KeyObject, name: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${name} is not an RSA key (Alipay RSA2 needs one)`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_BITS)
    throw new Error(`${name} is a ${bits}-bit RSA key; RSA2 needs at least ${MIN_BITS} bits`);
  return key;
}

/** Our application's private key: PEM (PKCS#8 or PKCS#1) or bare base64 DER (PKCS#8 or PKCS#1). */
export function parseAlipayPrivateKey(text: string, name = 'ALIPAY_PRIVATE_KEY'): KeyObject {
  const value = text.replace(/\\n/g, '\n').trim();
  if (!value) throw new Error(`${name} is empty`);
  const attempts: Array<() => KeyObject> = value.includes('-----BEGIN')
    ? [() => crypto.createPrivateKey({ key: value, format: 'pem' })]
    : (() => {
        const der = bareBase64(value);
        if (!der) return [];
        return [
          () => crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
          () => crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }),
        ];
      })();
  for (const attempt of attempts) {
    let key: KeyObject;
    try {
      key = attempt();
    } catch {
      continue;
    }
    return requireRsa2(key, name);
  }
  throw new Error(`${name} is not a readable RSA private key (expected PEM, or base64 PKCS#8/PKCS#1)`);
}

/** Alipay's public key ("支付宝公钥", not our application's): PEM or bare base64 SubjectPublicKeyInfo. */
export function parseAlipayPublicKey(text: string, name = 'ALIPAY_PUBLIC_KEY'): KeyObject {
  const value = text.replace(/\\n/g, '\n').trim();
  if (!value) throw new Error(`${name} is empty`);
  // createPublicKey would happily derive a public key from a private one: refuse the mix-up instead.
  if (/PRIVATE KEY/.test(value)) throw new Error(`${name} must be Alipay's public key, not a private key`);
  let key: KeyObject | undefined;
  try {
    if (value.includes('-----BEGIN')) {
      key = crypto.createPublicKey({ key: value, format: 'pem' });
    } else {
      const der = bareBase64(value);
      if (der) key = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
    }
  } catch {
    key = undefined;
  }
  if (!key)
    throw new Error(
      `${name} is not a readable RSA public key (expected PEM, or base64 SubjectPublicKeyInfo)`,
    );
  return requireRsa2(key, name);
}

/** The PEM text alipay-sdk wants (PKCS#8, no trailing newline: its key formatter is line based). */
export function privateKeyPkcs8Pem(key: KeyObject): string {
  return (key.export({ format: 'pem', type: 'pkcs8' }) as string).trim();
}

export function publicKeySpkiPem(key: KeyObject): string {
  return (key.export({ format: 'pem', type: 'spki' }) as string).trim();
}
