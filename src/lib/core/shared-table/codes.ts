/**
 * A shared table's code (a random secret of 130 bits, typed in Crockford's base 32) and the join
 * link that carries it, with the relay and the host phone's id.
 */
/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 26 characters of 5 bits: 130 bits, above the 128 the table's secret must have. */
export const CODE_LENGTH = 26;

/** The table code made from 17 random bytes (the caller draws them: crypto.getRandomValues). */
export function codeFromBytes(bytes: Uint8Array): string {
	if (bytes.length * 8 < CODE_LENGTH * 5) throw new Error('A table code needs 17 random bytes.');
	let out = '';
	for (let i = 0; i < CODE_LENGTH; i++) {
		let value = 0;
		for (let b = 0; b < 5; b++) {
			const bit = i * 5 + b;
			value = (value << 1) | ((bytes[bit >> 3] >> (7 - (bit & 7))) & 1);
		}
		out += ALPHABET[value];
	}
	return out;
}

/** A code as it is shown: groups of four or five characters, easy to read aloud. */
export function showCode(code: string): string {
	return code.match(/.{1,5}/g)?.join('-') ?? code;
}

/**
 * Reads a typed code: spaces, dashes and case are ignored, and the letters people mistake for
 * digits (I, L and O) are read as those digits. Returns the code, or what is wrong with it: in
 * English words (`problem`) and as data (`why`, with `bad` or `length`) for the screen to say in
 * the reader's language.
 */
export function parseCode(typed: string): { code: string } | CodeProblem {
	const cleaned = typed
		.toUpperCase()
		.replace(/[\s-]+/g, '')
		.replace(/[IL]/g, '1')
		.replace(/O/g, '0');
	if (cleaned.length === 0)
		return { why: 'empty', problem: 'Type the table code shown on the host phone.' };
	const bad = [...cleaned].find((c) => !ALPHABET.includes(c));
	if (bad !== undefined)
		return {
			why: 'character',
			bad,
			problem: `A table code has only digits and letters; "${bad}" is not one of them.`
		};
	if (cleaned.length !== CODE_LENGTH)
		return {
			why: 'length',
			length: cleaned.length,
			problem: `A table code has ${CODE_LENGTH} characters; this one has ${cleaned.length}. Check it against the host phone.`
		};
	return { code: cleaned };
}

/** What is wrong with a typed table code: its English sentence and the same as data. */
export type CodeProblem =
	| { why: 'empty'; problem: string }
	| { why: 'character'; bad: string; problem: string }
	| { why: 'length'; length: number; problem: string };

/**
 * The address a phone opens to join, from the join screen's own (`joinPage`, which carries any
 * path the app is served under): the code, the relay and the host phone's id travel in the
 * fragment, which no server sees. The host's id is there whole (32 hex digits, 128 bits, as the
 * id is): a joining phone refuses a table whose host is another phone, and a prefix would save
 * only a few characters of a QR code that already carries the relay's address, while every bit
 * cut from it halves the work of making a key whose id starts the same.
 */
export function joinAddress(joinPage: string, code: string, relay: string, host?: string): string {
	return `${joinPage}#code=${code}&relay=${encodeURIComponent(relay)}${host ? `&host=${host}` : ''}`;
}

/** What a join link (or a scanned QR code) carries: its code, and its relay and host when set. */
export interface JoinLink {
	code: string;
	relay: string | null;
	/** The host phone's id; null on a link made by an older build (trusted on first use). */
	host: string | null;
}

/**
 * Reads a join link: null when `text` is not one (no code in its fragment), a sentence when its
 * host part is damaged (never joined on a guess), else what it carries.
 */
export function readJoinLink(text: string): JoinLink | { problem: string } | null {
	const hash = text.includes('#') ? text.slice(text.indexOf('#') + 1) : '';
	const params = new URLSearchParams(hash);
	const code = params.get('code');
	if (!code) return null;
	const host = params.get('host');
	if (host !== null && !/^[0-9a-f]{32}$/.test(host))
		return {
			problem:
				'This link names its host phone in a way that cannot be read, so the table was not joined. Scan the QR code again, or type the code.'
		};
	return { code, relay: params.get('relay'), host };
}
