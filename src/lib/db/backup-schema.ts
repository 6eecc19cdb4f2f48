/**
 * What a backup file is: its format and version, the limits on what it may hold (never more than
 * Tablemate writes), and its valibot schemas for the games of a catalogue. Everything a file holds
 * is checked against these before anything of it is used (backup-read.ts).
 */
import * as v from 'valibot';
import type { GameId, HouseRuleField } from '../core/engine';
import { RECORDED_TEXT_MAX_LENGTH } from '../core/limits';
import { hasLineBreak, nameProblem } from '../core/names';
import { EMOJI_MAX_LENGTH, isEmoji } from '../core/player-emoji';
import type { PlayFacts } from '../core/plays';
import {
	base64Length,
	CAPTION_MAX_LENGTH,
	PHOTO_MAX_BYTES,
	PHOTO_TYPES,
	photoTypeOf,
	PHOTOS_PER_BACKUP
} from '../core/photo';
import type { GameInfo, GameModule } from '../games/registry';
import { MAX_REMINDER_DAYS, MIN_REMINDER_DAYS } from './backup-date';
import { NAME_MAX_LENGTH, ROSTER_MAX_PLAYERS, THEMES, TITLE_MAX_LENGTH } from './schema';
import { bytesOfBase64 } from '../core/base64';

export const BACKUP_FORMAT = 'tablemate-backup';
export const BACKUP_VERSION = 1;

/** How deep lists and groups of values may nest in a move or in house rules (the app's go 4 deep). */
export const NESTING_MAX_DEPTH = 16;
/** How many values one move may hold (the app's largest, a whole auction, holds a few hundred). */
export const MOVE_MAX_VALUES = 10_000;
/** Moves one game may hold: a long notepad game is about a thousand, a long Subsets game fewer. */
export const GAME_MAX_MOVES = 100_000;
/** Settings a backup may list (this version keeps three). */
const SETTINGS_MAX = 1000;
// Players a backup's roster may list: as many as a device keeps (schema.ts).
export { ROSTER_MAX_PLAYERS };

// Nothing the app writes inside a move or the house rules is longer (see core/limits.ts); what
// players type is held to the card limit by each game's event schema when the moves are replayed.
const TEXT_TOO_LONG = `holds a text longer than ${RECORDED_TEXT_MAX_LENGTH.toLocaleString('en')} characters, more than Tablemate ever writes.`;
const TOO_DEEP = `nests lists or groups of values more than ${NESTING_MAX_DEPTH} deep, which Tablemate never writes.`;
const TOO_MANY = `holds more than ${MOVE_MAX_VALUES.toLocaleString('en')} values, far more than Tablemate ever writes.`;

/**
 * Why `value` is more than Tablemate ever writes (a text too long, nesting too deep, too many
 * values), or null. A loop rather than recursion, so no depth of nesting a JSON file can hold
 * overflows the stack, and it stops at the first excess, so a million-item list costs little.
 */
function beyondLimits(value: unknown): string | null {
	const todo: [unknown, number][] = [[value, 0]];
	let count = 0;
	while (todo.length) {
		const [item, depth] = todo.pop()!;
		if (++count > MOVE_MAX_VALUES) return TOO_MANY;
		if (typeof item === 'string') {
			if (item.length > RECORDED_TEXT_MAX_LENGTH) return TEXT_TOO_LONG;
		} else if (typeof item === 'object' && item !== null) {
			if (depth >= NESTING_MAX_DEPTH) return TOO_DEEP;
			for (const [key, inner] of Object.entries(item)) {
				if (key.length > RECORDED_TEXT_MAX_LENGTH) return TEXT_TOO_LONG;
				todo.push([inner, depth + 1]);
			}
		}
	}
	return null;
}

const withinLimits = <T>() =>
	v.rawCheck<T>(({ dataset, addIssue }) => {
		const problem = dataset.typed ? beyondLimits(dataset.value) : null;
		if (problem) addIssue({ message: problem });
	});

// Dates the app writes come from Date.now(); a file's are held to ones a browser can show, in
// a range where a device's clock can be (a phone whose clock was never set says 1970).
const EARLIEST = 0;
const LATEST = Date.UTC(2100, 0, 1);
const NOT_A_DATE = 'is not a date between 1970 and 2100.';
const HOUSE_RULES_LIST = 'should be a group of named values, not a list.';
const NOT_ONE_EMOJI = 'is not one emoji.';
const NOT_AN_IMAGE = 'is not a JPEG or WebP image of the kind it says.';
const PHOTO_TOO_BIG = `is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB, more than Tablemate ever keeps.`;

// Names that look empty or span lines are refused, as the forms refuse them.
const NAME_PROBLEMS = [nameProblem('\n'), nameProblem('')].map((p) => `${p}.`);
/** Messages worded to follow the name of the part of the file they are about. */
export const WORDED = new Set([
	TEXT_TOO_LONG,
	TOO_DEEP,
	TOO_MANY,
	NOT_A_DATE,
	HOUSE_RULES_LIST,
	NOT_ONE_EMOJI,
	NOT_AN_IMAGE,
	PHOTO_TOO_BIG,
	...NAME_PROBLEMS
]);
const visibleName = v.rawCheck<string>(({ dataset, addIssue }) => {
	const problem = dataset.typed ? nameProblem(dataset.value) : null;
	if (problem) addIssue({ message: `${problem}.` });
});

/**
 * What a backup needs of the games the app knows: each game's id, name and most seats, whether it
 * is the notepad for any game (which has no house rules to default), how to load its code, and
 * what its plays' summaries say of it (PlayFacts: its name, how it is won).
 * The caller passes it (the app passes `gameCatalogue` from games/registry.ts), so this file never
 * reaches the games' modules itself, and a test can pass a catalogue of its own.
 */
export interface BackupCatalogue extends PlayFacts {
	games: readonly Pick<GameInfo, 'id' | 'name' | 'maxPlayers' | 'anyGame'>[];
	load(id: GameId): Promise<GameModule>;
}

// The app's ids come from newId(): 36 characters at most.
const ID_MAX_LENGTH = 64;
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(ID_MAX_LENGTH));

const player = v.object({
	// Engines key records by player id; the app's ids are random, never an object property's name.
	id: v.pipe(
		id,
		v.check((id) => !(id in Object.prototype), 'A player id in it is not one Tablemate makes.')
	),
	name: v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH), visibleName),
	// The colour picker gives #rrggbb and nothing else.
	colour: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i))),
	// One emoji, as the Players page keeps it (core/player-emoji.ts); a game's seat has its
	// regular's, taken at set-up.
	emoji: v.optional(
		v.pipe(v.string(), v.maxLength(EMOJI_MAX_LENGTH), v.check(isEmoji, NOT_ONE_EMOJI))
	)
});
const event = v.pipe(v.looseObject({ type: v.pipe(v.string(), v.minLength(1)) }), withinLimits());
const houseRules = v.pipe(
	v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null),
	v.check((input) => !Array.isArray(input), HOUSE_RULES_LIST),
	withinLimits()
);
const time = v.pipe(v.number(), v.minValue(EARLIEST, NOT_A_DATE), v.maxValue(LATEST, NOT_A_DATE));
/** A side of a photo in pixels: the phone keeps at most PHOTO_LONG_SIDE; a file may hold more. */
const side = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000));
/**
 * A photo of a game, its image as base64 text (`data`), read as the bytes it decodes to: text
 * that is not base64, too long, or decodes to anything but an image of its `type` is refused.
 */
const photo = v.pipe(
	v.object({
		id,
		sessionId: id,
		type: v.picklist(PHOTO_TYPES),
		width: side,
		height: side,
		at: time,
		caption: v.optional(
			v.pipe(
				v.string(),
				v.maxLength(CAPTION_MAX_LENGTH),
				v.check((caption) => !hasLineBreak(caption), NAME_PROBLEMS[0])
			)
		),
		data: v.pipe(
			v.string(),
			v.maxLength(base64Length(PHOTO_MAX_BYTES), PHOTO_TOO_BIG),
			v.rawTransform(({ dataset, addIssue, NEVER }) => {
				const bytes = bytesOfBase64(dataset.value);
				if (bytes && bytes.length > PHOTO_MAX_BYTES) {
					addIssue({ message: PHOTO_TOO_BIG });
					return NEVER;
				}
				if (!bytes || !photoTypeOf(bytes)) {
					addIssue({ message: NOT_AN_IMAGE });
					return NEVER;
				}
				return bytes;
			})
		)
	}),
	v.forward(
		v.check((p) => photoTypeOf(p.data) === p.type, NOT_AN_IMAGE),
		['data']
	)
);
/** The photos of a backup: none in older files and in a backup made without them. */
const photos = v.optional(v.pipe(v.array(photo), v.maxLength(PHOTOS_PER_BACKUP)), []);
/**
 * The schemas of a backup file for the games of `catalogue`: every game of the app's catalogue, so
 * a new game's sessions travel in backups the day it is added.
 */
function schemasFor(catalogue: BackupCatalogue) {
	const gameId = v.picklist(catalogue.games.map((g) => g.id));
	/** The most players any game seats. */
	const seatsMax = Math.max(...catalogue.games.map((g) => g.maxPlayers));
	const sessionSchema = v.object({
		id,
		game: gameId,
		title: v.pipe(
			v.string(),
			v.maxLength(TITLE_MAX_LENGTH),
			v.check((title) => !hasLineBreak(title), NAME_PROBLEMS[0])
		),
		players: v.pipe(v.array(player), v.maxLength(seatsMax)),
		houseRules,
		// Read for older files, but an import recomputes it from the log (see readBackup).
		status: v.picklist(['active', 'finished', 'abandoned']),
		endedByTable: v.optional(v.boolean()),
		createdAt: time,
		updatedAt: time,
		// Kept on games imported from BG Stats or BoardGameGeek (older files have none).
		location: v.optional(v.pipe(v.string(), v.maxLength(TITLE_MAX_LENGTH), visibleName)),
		bggId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
		origin: v.optional(
			v.object({
				source: v.picklist(['bgstats', 'bgg']),
				id: v.pipe(v.string(), v.minLength(1), v.maxLength(ID_MAX_LENGTH)),
				winners: v.pipe(v.array(id), v.maxLength(seatsMax)),
				scored: v.boolean()
			})
		)
	});

	const sessionWithLog = v.pipe(
		v.object({
			session: sessionSchema,
			events: v.pipe(
				v.array(
					v.object({
						seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
						at: time,
						event,
						// Written since backups carry it; an import marks the entries again from its
						// replay, so a file's own marks are never trusted.
						over: v.optional(
							v.pipe(
								v.boolean(),
								v.transform((over) => (over ? (true as const) : undefined))
							)
						)
					})
				),
				v.maxLength(GAME_MAX_MOVES)
			)
		}),
		v.check(
			(s) => s.events.every((e, i) => e.seq === i + 1),
			'A session log must be numbered 1, 2, 3, ... without gaps.'
		)
	);

	const backup = v.object({
		format: v.literal(BACKUP_FORMAT),
		version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BACKUP_VERSION)),
		exportedAt: time,
		sessions: v.array(sessionWithLog),
		players: v.optional(
			v.pipe(
				v.array(
					v.object({
						...player.entries,
						bggUsername: v.optional(v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH), visibleName)),
						createdAt: v.optional(time),
						lastUsedAt: v.optional(time)
					})
				),
				v.maxLength(ROSTER_MAX_PLAYERS)
			),
			[]
		),
		settings: v.optional(
			v.pipe(v.array(v.object({ key: v.string(), value: v.unknown() })), v.maxLength(SETTINGS_MAX)),
			[]
		),
		photos
	});
	// The lengths of a file's lists, checked before any of their items: a roster of 200,000
	// players is refused at once, not after each player is read.
	const counted = (max: number) => v.pipe(v.array(v.unknown()), v.maxLength(max));
	const shell = v.object({
		format: backup.entries.format,
		version: backup.entries.version,
		exportedAt: backup.entries.exportedAt,
		sessions: v.array(v.looseObject({ events: v.optional(counted(GAME_MAX_MOVES)) })),
		players: v.optional(counted(ROSTER_MAX_PLAYERS)),
		settings: v.optional(counted(SETTINGS_MAX)),
		photos: v.optional(counted(PHOTOS_PER_BACKUP))
	});
	// What the file holds besides its games, checked once every game is.
	const rest = v.object({
		players: backup.entries.players,
		settings: backup.entries.settings,
		photos
	});
	/**
	 * The settings this version keeps (see state/settings.svelte.ts), each with the values it can
	 * hold. An import takes only these: any other key, `__proto__` included, is left out.
	 */
	const knownSettings: Record<string, v.GenericSchema> = {
		theme: v.picklist(THEMES),
		keepAwake: v.boolean(),
		backupReminderDays: v.pipe(
			v.number(),
			v.integer(),
			v.minValue(MIN_REMINDER_DAYS),
			v.maxValue(MAX_REMINDER_DAYS)
		),
		defaultHouseRules: v.record(gameId, houseRules),
		// Checked against the page the import runs for, as Settings checks a typed one (see
		// checkedSettings); '' is the build's own relay.
		tableRelay: v.string()
	};
	return { backup, shell, session: sessionWithLog, rest, knownSettings };
}

/** Each catalogue's schemas, built once. */
const schemas = new WeakMap<BackupCatalogue, ReturnType<typeof schemasFor>>();
export function schemasOf(catalogue: BackupCatalogue): ReturnType<typeof schemasFor> {
	let built = schemas.get(catalogue);
	if (!built) schemas.set(catalogue, (built = schemasFor(catalogue)));
	return built;
}

export type BackupFile = v.InferOutput<ReturnType<typeof schemasFor>['backup']>;

/** The setting as this version stores it, or undefined when this version does not use it. */
export function knownSetting(
	setting: { key: string; value: unknown },
	knownSettings: Record<string, v.GenericSchema>
): unknown {
	if (!Object.hasOwn(knownSettings, setting.key)) return undefined;
	const result = v.safeParse(knownSettings[setting.key], setting.value);
	return result.success ? result.output : undefined;
}

/** One house-rule field's values, as the new-game and settings forms offer them. */
function fieldSchema(field: HouseRuleField): v.GenericSchema {
	switch (field.kind) {
		case 'boolean':
			return v.boolean();
		case 'choice':
			return v.picklist(field.choices.map((c) => c.value));
		case 'number':
			return v.pipe(v.number(), v.integer(), v.minValue(field.min), v.maxValue(field.max));
	}
}

/**
 * The house rules a game's forms can set, as one schema: each field optional, fields the game
 * does not have left out. A game without fields (the notepad) has no default house rules.
 */
export function houseRuleFieldsSchema(fields: readonly HouseRuleField[]) {
	return v.object(
		Object.fromEntries(fields.map((f) => [f.key, v.optional(fieldSchema(f))])) as v.ObjectEntries
	);
}
