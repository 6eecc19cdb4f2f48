/**
 * Signatures at a shared table: each phone signs what it writes into the shared document, and
 * every phone accepts only what verifies. WebCrypto does the work (Ed25519 where the engine has
 * it, ECDSA P-256 elsewhere), the same in the browser and in Node.
 *
 * A phone's id at the table is self-certifying, as a Secure Scuttlebutt feed id is: it is the
 * first 128 bits of the SHA-256 of the phone's public signing key. Nobody can publish another key
 * under a phone's id, and anything signed carries its key, so it verifies on its own, whatever
 * else the document holds or has lost.
 */

import { base64UrlOf, bytesOfBase64Url } from '../base64';

/** A phone's signing keys as stored: the public key in its written form, the private as a JWK. */
export interface SigningKeys {
	/** `ed25519:<x>` or `p256:<x>.<y>` (the JWK's base64url coordinates). */
	publicKey: string;
	privateKey: JsonWebKey;
}

/** What a signed thing carries besides its own fields: the signer's public key and signature. */
export interface Signed {
	key: string;
	sig: string;
}

const ED25519 = { name: 'Ed25519' } as const;
const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const P256_SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

/**
 * One text for a value, the same on every phone: JSON with the keys of every object sorted, and
 * undefined fields left out. Refused (null) for anything JSON cannot carry exactly (a number that
 * is not finite, a function), so nothing signed can read two ways.
 */
export function canonical(value: unknown): string | null {
	if (value === null || typeof value === 'boolean' || typeof value === 'string')
		return JSON.stringify(value);
	if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : null;
	if (Array.isArray(value)) {
		const parts: string[] = [];
		for (const item of value) {
			const part = canonical(item);
			if (part === null) return null;
			parts.push(part);
		}
		return `[${parts.join(',')}]`;
	}
	if (typeof value === 'object') {
		const parts: string[] = [];
		for (const key of Object.keys(value).sort()) {
			const item = (value as Record<string, unknown>)[key];
			if (item === undefined) continue;
			const part = canonical(item);
			if (part === null) return null;
			parts.push(`${JSON.stringify(key)}:${part}`);
		}
		return `{${parts.join(',')}}`;
	}
	return null;
}

/** The JWK of a public key in its written form, or null when it is not one. */
function publicJwk(publicKey: string): { jwk: JsonWebKey; ed25519: boolean } | null {
	const ed = /^ed25519:([A-Za-z0-9_-]{43})$/.exec(publicKey);
	if (ed) return { jwk: { kty: 'OKP', crv: 'Ed25519', x: ed[1] }, ed25519: true };
	const ec = /^p256:([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(publicKey);
	if (ec) return { jwk: { kty: 'EC', crv: 'P-256', x: ec[1], y: ec[2] }, ed25519: false };
	return null;
}

/** Makes a phone's signing keys: Ed25519 where this engine has it, else ECDSA P-256. */
export async function newSigningKeys(preferEd25519 = true): Promise<SigningKeys> {
	if (preferEd25519) {
		try {
			const pair = (await crypto.subtle.generateKey(ED25519, true, [
				'sign',
				'verify'
			])) as CryptoKeyPair;
			const [pub, privateKey] = await Promise.all([
				crypto.subtle.exportKey('jwk', pair.publicKey),
				crypto.subtle.exportKey('jwk', pair.privateKey)
			]);
			return { publicKey: `ed25519:${pub.x}`, privateKey };
		} catch {
			// This engine has no Ed25519: ECDSA P-256 below.
		}
	}
	const pair = await crypto.subtle.generateKey(P256, true, ['sign', 'verify']);
	const [pub, privateKey] = await Promise.all([
		crypto.subtle.exportKey('jwk', pair.publicKey),
		crypto.subtle.exportKey('jwk', pair.privateKey)
	]);
	return { publicKey: `p256:${pub.x}.${pub.y}`, privateKey };
}

/** The phone id that belongs to a public signing key: hex of the first 16 bytes of its SHA-256. */
export async function phoneIdOf(publicKey: string): Promise<string> {
	const digest = new Uint8Array(
		await crypto.subtle.digest('SHA-256', new TextEncoder().encode(publicKey))
	);
	return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The bytes signed for `body`: what it is (`purpose`, so an entry can never pass for a removal),
 * the table it belongs to (so nothing signed at one table counts at another), and the body.
 */
function signedBytes(
	purpose: string,
	table: string,
	body: unknown
): Uint8Array<ArrayBuffer> | null {
	const text = canonical([purpose, table, body]);
	return text === null ? null : new TextEncoder().encode(text);
}

/** Signs `body` for `purpose` at `table`; the body's own `key` and `sig` fields are never signed. */
export async function sign(
	keys: SigningKeys,
	purpose: string,
	table: string,
	body: object
): Promise<string> {
	const bytes = signedBytes(purpose, table, withoutSignature(body));
	if (!bytes) throw new Error('This entry holds a value that cannot be signed.');
	const ed25519 = keys.publicKey.startsWith('ed25519:');
	const key = await crypto.subtle.importKey(
		'jwk',
		keys.privateKey,
		ed25519 ? ED25519 : P256,
		false,
		['sign']
	);
	return base64UrlOf(
		new Uint8Array(await crypto.subtle.sign(ed25519 ? ED25519 : P256_SIGN, key, bytes))
	);
}

/** Signs `body` and returns it with its key and signature. */
export async function signed<T extends object>(
	keys: SigningKeys,
	purpose: string,
	table: string,
	body: T
): Promise<T & Signed> {
	const plain = withoutSignature(body) as T;
	return { ...plain, key: keys.publicKey, sig: await sign(keys, purpose, table, plain) };
}

function withoutSignature(body: object): object {
	const rest: Record<string, unknown> = { ...body };
	delete rest.key;
	delete rest.sig;
	return rest;
}

/**
 * Whether `body` (which carries `key` and `sig`) was signed for `purpose` at `table` by the
 * holder of `key`, and `key` is the phone `signer`'s (its id is the key's hash). Never throws.
 */
export async function verify<T extends Signed>(
	purpose: string,
	table: string,
	body: T,
	signer: string
): Promise<boolean> {
	try {
		const pub = publicJwk(body.key);
		const sig = bytesOfBase64Url(body.sig);
		const bytes = signedBytes(purpose, table, withoutSignature(body));
		if (!pub || !sig || !bytes || (await phoneIdOf(body.key)) !== signer) return false;
		const key = await crypto.subtle.importKey('jwk', pub.jwk, pub.ed25519 ? ED25519 : P256, false, [
			'verify'
		]);
		return await crypto.subtle.verify(pub.ed25519 ? ED25519 : P256_SIGN, key, sig, bytes);
	} catch {
		return false;
	}
}
