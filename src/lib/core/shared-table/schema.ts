/**
 * The shared document is untrusted input: any phone that holds the table's code can write
 * anything into it. Everything a phone reads from it is checked here first (valibot, as the
 * backups are), and whatever fails is passed over, never stored, never fatal.
 */
import * as v from 'valibot';
import type { GameId } from '../engine';
import { RECORDED_TEXT_MAX_LENGTH } from '../limits';
import { EMOJI_MAX_LENGTH, isEmoji } from '../player-emoji';
import type { SharedEntry } from './merge';

/** The app's ids come from newId() (36 characters); a phone id is 32 hex digits. */
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const phoneId = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/));
const words = v.pipe(v.string(), v.maxLength(200));
const signature = {
	key: v.pipe(v.string(), v.maxLength(200)),
	sig: v.pipe(v.string(), v.maxLength(200))
};
// Dates the app writes come from Date.now(); a phone whose clock was never set says 1970.
const time = v.pipe(v.number(), v.minValue(0), v.maxValue(Date.UTC(2100, 0, 1)));

/** No event the app writes nests deeper or holds more than this. */
const EVENT_MAX_DEPTH = 16;
const EVENT_MAX_VALUES = 10_000;

function withinLimits(value: unknown): boolean {
	const todo: [unknown, number][] = [[value, 0]];
	let count = 0;
	while (todo.length) {
		const [item, depth] = todo.pop()!;
		if (++count > EVENT_MAX_VALUES) return false;
		if (typeof item === 'string') {
			if (item.length > RECORDED_TEXT_MAX_LENGTH) return false;
		} else if (typeof item === 'number') {
			if (!Number.isFinite(item)) return false;
		} else if (typeof item === 'object' && item !== null) {
			if (depth >= EVENT_MAX_DEPTH) return false;
			for (const [key, inner] of Object.entries(item)) {
				if (key in Object.prototype) return false;
				todo.push([inner, depth + 1]);
			}
		} else if (typeof item !== 'boolean' && item !== null) return false;
	}
	return true;
}

const event = v.pipe(
	v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
	v.check((value) => withinLimits(value))
);

/** A signed entry of the document's `entries`. */
export const entrySchema = v.object({
	id,
	phone: phoneId,
	n: v.pipe(v.number(), v.integer(), v.minValue(1)),
	online: v.boolean(),
	// Who made it: data ({ name } or { host }), or the English words older phones signed.
	by: v.union([words, v.object({ name: words }), v.object({ host: v.boolean() })]),
	basis: v.nullable(id),
	at: time,
	event,
	reveal: v.optional(v.pipe(v.string(), v.maxLength(200))),
	...signature
});

/** A phone's own record in `phones`: its player, its ECDH key, signed by itself. */
export const phoneSchema = v.object({
	playerId: v.nullable(id),
	publicKey: v.optional(v.looseObject({ kty: v.literal('EC'), crv: v.literal('P-256') })),
	/** Raised each time the phone changes its record: the highest signed one is the phone's. */
	v: v.pipe(v.number(), v.integer(), v.minValue(0)),
	/** When the phone chose its player, by its clock: the seat rule's order (`seatHolders`). */
	claimed: v.optional(time),
	...signature
});

/** The host's removal of a phone in `removed`: up to which of its entries count. */
export const removalSchema = v.object({
	phone: phoneId,
	entries: v.pipe(v.number(), v.integer(), v.minValue(0)),
	...signature
});

/** The host's move of the table to a new code (`meta.moved`). */
export const moveSchema = v.object({
	id,
	from: v.looseObject({ kty: v.literal('EC'), crv: v.literal('P-256') }),
	sealed: v.record(
		phoneId,
		v.object({
			iv: v.pipe(v.string(), v.maxLength(64)),
			ciphertext: v.pipe(v.string(), v.maxLength(400))
		})
	),
	...signature
});

/**
 * A sealed secret move in `sealed` (core/shared-table/secret.ts), signed by the phone that sealed it, with the
 * round and player it is for (its slot is `<round>:<player>`). The ciphertext may be longer than
 * the one length (core/shared-table/secret.ts refuses it with a reason), never longer than this.
 */
export const sealedSchema = v.object({
	round: id,
	player: id,
	phone: phoneId,
	iv: v.pipe(v.string(), v.maxLength(64)),
	ciphertext: v.pipe(v.string(), v.maxLength(2048)),
	commitment: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
	...signature
});

/**
 * A round of secret moves (`secret.current`): its id and players, signed by the phone that
 * opened it. Its outcome is never read from the document: each phone works it out itself.
 */
export const secretRoundSchema = v.object({
	id,
	players: v.pipe(v.array(id), v.minLength(1), v.maxLength(32)),
	phone: phoneId,
	...signature
});

/** A key in `keys` that opens one sealed move at the reveal, signed by the phone that sealed it. */
export const revealKeySchema = v.object({
	round: id,
	player: id,
	phone: phoneId,
	secret: v.pipe(v.string(), v.maxLength(64)),
	...signature
});

/** The game every phone copies (`meta.session`), for the games this build knows. */
export function sessionSchema(games: readonly GameId[]) {
	return v.object({
		id,
		game: v.picklist(games),
		title: v.pipe(v.string(), v.maxLength(200)),
		players: v.pipe(
			v.array(
				v.object({
					id: v.pipe(
						id,
						v.check((p) => !(p in Object.prototype))
					),
					name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
					colour: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i))),
					// The seat's emoji chosen at set-up: one emoji and nothing else (core/player-emoji.ts).
					emoji: v.optional(v.pipe(v.string(), v.maxLength(EMOJI_MAX_LENGTH), v.check(isEmoji)))
				})
			),
			v.minLength(1),
			v.maxLength(32)
		),
		houseRules: v.pipe(
			v.custom<Record<string, unknown>>(
				(input) => typeof input === 'object' && input !== null && !Array.isArray(input)
			),
			v.check((rules) => withinLimits(rules))
		)
	});
}

/** The entry, when `value` is one as the schema says (signatures are checked apart). */
export function readEntry(value: unknown): (SharedEntry & { key: string; sig: string }) | null {
	const read = v.safeParse(entrySchema, value);
	return read.success ? (read.output as SharedEntry & { key: string; sig: string }) : null;
}
