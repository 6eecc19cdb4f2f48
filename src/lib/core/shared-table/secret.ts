/**
 * Secret moves at a shared table (a Permutations bid, a Reframing choice): sealed on the player's
 * own phone with a key only that phone holds, and opened when every phone publishes its key.
 *
 * A sealed move is AES-GCM ciphertext under a fresh 256-bit key, and a commitment: the SHA-256 of
 * the key, the nonce and the ciphertext together. The commitment is shared at once with the
 * ciphertext, so the move cannot change after another player's is revealed; at the reveal the
 * published key must hash to it. (Hashing the key with the ciphertext matters: AES-GCM alone
 * does not bind a ciphertext to one key.) WebCrypto does the work: the same in the browser and
 * in Node.
 *
 * Every move is padded to one fixed size before it is sealed (`SEALED_MOVE_BYTES`), so the length
 * of a ciphertext says nothing of what it holds: a bid of 7 and a bid of 47 look alike.
 */

import type { Said } from '../engine';
import type { TableSaid } from './said';
import { base64Of, bytesOfBase64 } from '../base64';

/**
 * The size of every sealed move's plaintext, in bytes: its JSON, then spaces (which JSON reads
 * past). Far above any bid or Reframing choice a hand allows.
 */
export const SEALED_MOVE_BYTES = 512;

/** The length of every sealed move's ciphertext: the padded move and AES-GCM's 16-byte tag. */
export const SEALED_CIPHERTEXT_BYTES = SEALED_MOVE_BYTES + 16;

/** What every phone sees of a secret move before its reveal. */
export interface SealedMove {
	/** The player whose move it is, and the phone that sealed it. */
	player: string;
	phone: string;
	/** Base64 of the 12-byte nonce and of the ciphertext. */
	iv: string;
	ciphertext: string;
	/** Hex SHA-256 of key ‖ nonce ‖ ciphertext. */
	commitment: string;
}

async function commitmentOf(key: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array) {
	const all = new Uint8Array(key.length + iv.length + ciphertext.length);
	all.set(key, 0);
	all.set(iv, key.length);
	all.set(ciphertext, key.length + iv.length);
	const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
	return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A move that does not fit the fixed size, in words for the player. */
export const MOVE_TOO_LONG: TableSaid = { code: 'table/move-too-long' };

/**
 * Seals `move` (plain JSON data) for `player` on `phone`, under a key drawn for this move alone.
 * Returns what is shared at once and the key, which stays on this phone until the reveal; or
 * `MOVE_TOO_LONG` when the move does not fit `SEALED_MOVE_BYTES`.
 */
export async function sealMove(
	move: unknown,
	player: string,
	phone: string
): Promise<{ sealed: SealedMove; key: string } | { problem: TableSaid }> {
	const json = new TextEncoder().encode(JSON.stringify(move));
	if (json.length > SEALED_MOVE_BYTES) return { problem: MOVE_TOO_LONG };
	const plain = new Uint8Array(SEALED_MOVE_BYTES).fill(0x20);
	plain.set(json, 0);
	const key = crypto.getRandomValues(new Uint8Array(32));
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const cryptoKey = await crypto.subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt']);
	const ciphertext = new Uint8Array(
		await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, plain)
	);
	return {
		sealed: {
			player,
			phone,
			iv: base64Of(iv),
			ciphertext: base64Of(ciphertext),
			commitment: await commitmentOf(key, iv, ciphertext)
		},
		key: base64Of(key)
	};
}

/**
 * Opens a sealed move with its published key. Refused, in words for the table, when the key does
 * not match the commitment or does not open the ciphertext. `name` is the player's name.
 */
export async function openMove(
	sealed: SealedMove,
	key: string,
	name: string
): Promise<{ move: unknown } | { problem: TableSaid }> {
	const refused = { problem: { code: 'table/commitment', name } as const };
	const keyBytes = bytesOfBase64(key);
	const iv = bytesOfBase64(sealed.iv);
	const ciphertext = bytesOfBase64(sealed.ciphertext);
	if (!keyBytes || !iv || !ciphertext || keyBytes.length !== 32 || iv.length !== 12) return refused;
	// Every honest phone pads its move to the one length: a move of another length could tell its
	// size (a bid's digits) before the reveal, so it never counts.
	if (ciphertext.length !== SEALED_CIPHERTEXT_BYTES)
		return { problem: { code: 'table/length', name } };
	if ((await commitmentOf(keyBytes, iv, ciphertext)) !== sealed.commitment) return refused;
	try {
		const cryptoKey = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['decrypt']);
		const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, cryptoKey, ciphertext);
		return { move: JSON.parse(new TextDecoder().decode(plain)) as unknown };
	} catch {
		return refused;
	}
}

/**
 * Why a sealed move from `phone` cannot count as `player`'s (`name`), or null when it can: it must
 * come from the phone that joined the table as that player (`phoneOfPlayer`); for a seat no phone
 * has claimed, from the host phone (`host`), so one phone passed round the table still works.
 */
export function senderProblem(
	phone: string,
	phoneOfPlayer: string | undefined,
	host: string,
	name: string
): TableSaid | null {
	if (phoneOfPlayer === undefined)
		return phone === host ? null : { code: 'table/secret-not-host', name };
	if (phone !== phoneOfPlayer) return { code: 'table/secret-wrong-phone', name };
	return null;
}

/** The games whose moves a shared table can take secretly, and what each secret move is. */
export const SECRET_KINDS = {
	permutations: 'bid',
	reframing: 'choice'
} as const;

/**
 * The entry one player's secret move would make on its own, for the rules to check on that
 * player's phone before it is sealed: as far as that phone can know (it cannot see the others'
 * moves), the move must be one the game takes now. A Permutations bid is a `bid`; a Reframing
 * choice is that player's `submit`.
 */
export function secretMoveEvent(
	game: string,
	player: string,
	move: unknown
): { type: string; [field: string]: unknown } {
	if (game === 'permutations')
		return { type: 'bid', player, ...(typeof move === 'number' ? { n: move } : asObject(move)) };
	return { ...asObject(move), type: 'submit', player };
}

function asObject(move: unknown): Record<string, unknown> {
	return move && typeof move === 'object' ? (move as Record<string, unknown>) : {};
}

/**
 * What every phone is told when the rules refuse a revealed move: whose it was (`name`, when the
 * rules name a player) and the rules' own reason.
 */
export function refusedAtReveal(
	name: string | undefined,
	refused: { reason: string; said?: Said }
): TableSaid {
	return {
		code: 'table/refused-at-reveal',
		...(name === undefined ? {} : { name }),
		reason: refused.reason,
		...(refused.said ? { said: refused.said } : {})
	};
}

/**
 * The log entries a reveal records, from each player's opened move (in seat order): Permutations'
 * bids go in together as one `bids` entry; a Reframing choice is that player's `submit`.
 */
export function revealedEvents(
	game: string,
	moves: readonly { player: string; move: unknown }[]
): { type: string; [field: string]: unknown }[] {
	if (game === 'permutations')
		return [{ type: 'bids', bids: Object.fromEntries(moves.map((m) => [m.player, m.move])) }];
	return moves.map((m) => ({
		...asObject(m.move),
		type: 'submit',
		player: m.player
	}));
}

/**
 * Phone keys, for the move of a table to a new code when the host removes a phone: each phone
 * makes an ECDH (P-256) key pair as it joins and publishes the public half; the host seals the
 * new code to each phone that stays (AES-GCM under the key ECDH derives from the host's private
 * key and that phone's public key), so only those phones can read it.
 */
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** A phone's key pair as stored (JWK): the public half is shared, the private half never. */
export interface PhoneKeys {
	publicKey: JsonWebKey;
	privateKey: JsonWebKey;
}

/** A text sealed from one phone to another: base64 of the nonce and of the ciphertext. */
export interface SealedText {
	iv: string;
	ciphertext: string;
}

/** Makes a phone's key pair. */
export async function newPhoneKeys(): Promise<PhoneKeys> {
	const pair = await crypto.subtle.generateKey(ECDH, true, ['deriveKey']);
	const [publicKey, privateKey] = await Promise.all([
		crypto.subtle.exportKey('jwk', pair.publicKey),
		crypto.subtle.exportKey('jwk', pair.privateKey)
	]);
	return { publicKey, privateKey };
}

async function sharedKey(own: JsonWebKey, other: JsonWebKey): Promise<CryptoKey> {
	const [mine, theirs] = await Promise.all([
		crypto.subtle.importKey('jwk', own, ECDH, false, ['deriveKey']),
		crypto.subtle.importKey('jwk', other, ECDH, false, [])
	]);
	return crypto.subtle.deriveKey(
		{ name: 'ECDH', public: theirs },
		mine,
		{ name: 'AES-GCM', length: 256 },
		false,
		['encrypt', 'decrypt']
	);
}

/** Seals `text` so that only the phone whose public key is `to` can open it. */
export async function sealText(
	from: JsonWebKey,
	to: JsonWebKey,
	text: string
): Promise<SealedText> {
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const key = await sharedKey(from, to);
	const data = new Uint8Array(
		await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text))
	);
	return { iv: base64Of(iv), ciphertext: base64Of(data) };
}

/** Opens a text sealed to this phone (`own`, its private key) by `from`; null when it cannot. */
export async function openText(
	own: JsonWebKey,
	from: JsonWebKey,
	sealed: SealedText
): Promise<string | null> {
	const iv = bytesOfBase64(sealed.iv);
	const data = bytesOfBase64(sealed.ciphertext);
	if (!iv || !data) return null;
	try {
		const key = await sharedKey(own, from);
		return new TextDecoder().decode(
			await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, data)
		);
	} catch {
		return null;
	}
}
