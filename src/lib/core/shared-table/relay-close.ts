/**
 * What a phone tells its player when the relay closes the connection with one of its own codes
 * (4000–4999 are for applications; the relay, server/relay-messages.mjs, sends them). The sentences are the
 * app's own: the close frame's reason comes from the relay, which the phone does not trust to
 * word what it shows.
 */

/**
 * The relay's close codes, as agreed with server/relay-messages.mjs (`CLOSE`; the relay is plain
 * Node, so it keeps its own copy, and a test holds the two together).
 */
export const RELAY_CLOSE = {
	malformed: 4400,
	removed: 4403,
	unknownTable: 4404,
	expiredTable: 4410,
	tooLarge: 4413,
	tooMany: 4429,
	originRefused: 4451,
	tooManyCreated: 4452,
	relayFull: 4453
} as const;

/** Why a phone cannot reach the relay at all (no close code of the relay's own). */
export const UNREACHABLE =
	'The relay cannot be reached. The game goes on on this phone, and catches up once the relay is back.';

const SENTENCES: Record<number, string> = {
	[RELAY_CLOSE.malformed]:
		'The relay could not read an update from this phone and stopped taking its updates. The game goes on on this phone.',
	[RELAY_CLOSE.removed]: 'The relay no longer lets this phone follow the table.',
	[RELAY_CLOSE.unknownTable]: 'No table has this code. Check the code on the host phone.',
	[RELAY_CLOSE.expiredTable]:
		'This table has expired: the relay no longer keeps it. The host can share the game again.',
	[RELAY_CLOSE.tooLarge]:
		'This table is full: the relay takes no more entries for it. The game goes on on this phone.',
	[RELAY_CLOSE.tooMany]: 'Too many updates came at once from this phone. It reconnects by itself.',
	[RELAY_CLOSE.originRefused]:
		'This relay does not serve the app at this address, so this phone cannot share through it. Check the relay in Settings, or ask whoever runs it to allow this address.',
	[RELAY_CLOSE.tooManyCreated]:
		'This relay has taken as many new tables from this network as it allows for now, so the game was not shared. Try again later, or choose another relay in Settings.',
	[RELAY_CLOSE.relayFull]:
		'This relay holds as many tables as it may and takes no new one, so the game was not shared. Try again later, or choose another relay in Settings.'
};

/**
 * Whether the phone should connect again after the relay closed with `code`: the relay's own
 * refusals (4400–4499) are for good, except a flood, which passes.
 */
export function reconnectsAfter(code: number): boolean {
	return code < 4400 || code >= 4500 || code === RELAY_CLOSE.tooMany;
}

/**
 * The sentence for a close with `code`, or null when the code is not one of the relay's
 * (a dropped connection): the caller then says the relay cannot be reached.
 */
export function relayRefusal(code: number): string | null {
	const known = SENTENCES[code];
	if (known) return known;
	if (code >= 4000 && code < 5000) return `The relay refused this phone (its code ${code}).`;
	return null;
}
