/**
 * Backup files: everything (or one session) as JSON with a format version. An import is validated
 * whole before the database is touched and is applied in one transaction, so a corrupt, truncated
 * or foreign file changes nothing. Importing the same file twice adds nothing the second time.
 */
import * as v from 'valibot';
import { version } from '$app/environment';
import { isViolation, type GameEvent, type GameId, type HouseRuleField } from '../core/engine';
import { isLifeEvent } from '../core/life';
import { hasLineBreak, nameProblem } from '../core/names';
import { relayProblem, type RelayPage } from '../core/table';
import { replayImported, type ImportedGame, type ImportVerdict } from '../games/import-replay';
import type { GameInfo, GameModule } from '../games/registry';
import type { Theme } from '../state/settings.svelte';
import { db, newId } from './index';
import { announceChange } from './name';
import { MAX_REMINDER_DAYS, MIN_REMINDER_DAYS } from './backup-date';
import { playOfState, writePlaySummaries } from '../state/plays';
import type { PlayFacts } from '../core/plays';
import { markSummariesChanged, summaryRow } from './summaries';
import { logEntryOf, resolveLog, SNAPSHOT_EVERY, type LogEntry } from '../core/eventlog';
import { RECORDED_TEXT_MAX_LENGTH } from '../core/limits';
import { countOf, listOf, oneOrMany } from '../core/words';
import {
	NAME_MAX_LENGTH,
	ROSTER_MAX_PLAYERS,
	lifeOfSession,
	TITLE_MAX_LENGTH,
	type EventRow,
	type SessionRow,
	type SettingRow,
	type SnapshotRow,
	type SummaryRow,
	type TablemateDB
} from './schema';

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

// Names that look empty or span lines are refused, as the forms refuse them.
const NAME_PROBLEMS = [nameProblem('\n'), nameProblem('')].map((p) => `${p}.`);
/** Messages worded to follow the name of the part of the file they are about. */
const WORDED = new Set([
	TEXT_TOO_LONG,
	TOO_DEEP,
	TOO_MANY,
	NOT_A_DATE,
	HOUSE_RULES_LIST,
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
	colour: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)))
});
const event = v.pipe(v.looseObject({ type: v.pipe(v.string(), v.minLength(1)) }), withinLimits());
const houseRules = v.pipe(
	v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null),
	v.check((input) => !Array.isArray(input), HOUSE_RULES_LIST),
	withinLimits()
);
const time = v.pipe(v.number(), v.minValue(EARLIEST, NOT_A_DATE), v.maxValue(LATEST, NOT_A_DATE));
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
		updatedAt: time
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
					v.object({ ...player.entries, createdAt: v.optional(time), lastUsedAt: v.optional(time) })
				),
				v.maxLength(ROSTER_MAX_PLAYERS)
			),
			[]
		),
		settings: v.optional(
			v.pipe(v.array(v.object({ key: v.string(), value: v.unknown() })), v.maxLength(SETTINGS_MAX)),
			[]
		)
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
		settings: v.optional(counted(SETTINGS_MAX))
	});
	// What the file holds besides its games, checked once every game is.
	const rest = v.object({ players: backup.entries.players, settings: backup.entries.settings });
	/**
	 * The settings this version keeps (see state/settings.svelte.ts), each with the values it can
	 * hold. An import takes only these: any other key, `__proto__` included, is left out.
	 */
	const knownSettings: Record<string, v.GenericSchema> = {
		theme: v.picklist(['system', 'light', 'dark'] satisfies Theme[]),
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
function schemasOf(catalogue: BackupCatalogue): ReturnType<typeof schemasFor> {
	let built = schemas.get(catalogue);
	if (!built) schemas.set(catalogue, (built = schemasFor(catalogue)));
	return built;
}

export type BackupFile = v.InferOutput<ReturnType<typeof schemasFor>['backup']>;

/** The setting as this version stores it, or undefined when this version does not use it. */
function knownSetting(
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
function houseRuleFieldsSchema(fields: readonly HouseRuleField[]) {
	return v.object(
		Object.fromEntries(fields.map((f) => [f.key, v.optional(fieldSchema(f))])) as v.ObjectEntries
	);
}

/** Builds a backup of every session, or only of the sessions named. */
export async function exportBackup(
	sessionIds?: string[],
	database: TablemateDB = db
): Promise<BackupFile> {
	return database.transaction(
		'r',
		[database.sessions, database.events, database.players, database.settings],
		async () => {
			const sessions = sessionIds
				? (await database.sessions.bulkGet(sessionIds)).filter((s): s is SessionRow => !!s)
				: await database.sessions.toArray();
			const withLogs = [];
			for (const s of sessions) {
				const events = await database.events
					.where('[sessionId+seq]')
					.between([s.id, 0], [s.id, Infinity])
					.toArray();
				const { eventCount: _count, ...session } = s;
				withLogs.push({
					session,
					events: events.map(({ seq, at, event, over }) => ({
						seq,
						at,
						event,
						...(over ? { over } : {})
					}))
				});
			}
			return {
				format: BACKUP_FORMAT,
				version: BACKUP_VERSION,
				exportedAt: Date.now(),
				sessions: withLogs,
				players: sessionIds ? [] : await database.players.toArray(),
				settings: sessionIds ? [] : await database.settings.toArray()
			} as BackupFile;
		}
	);
}

/** What an import did, for the message shown afterwards. */
export interface ImportReport {
	added: number;
	extended: number;
	unchanged: number;
	copied: number;
	players: number;
	/** New roster players left out because the device's roster is full. */
	playersLeftOut: number;
	/** Settings this device did not have yet, now taken from the file. */
	settings: number;
	/** Settings in the file that this version does not use (unknown names or values). */
	settingsLeftOut: number;
	/** Names of the games whose default house rules in the file no game could start with. */
	houseRulesLeftOut: string[];
}

/** What an import changed (games, players, settings) in one sentence for the person importing. */
export function importSummary(r: ImportReport): string {
	const changed = [
		r.added ? countOf(r.added, 'new game') : '',
		r.extended ? `${countOf(r.extended, 'game')} brought up to date` : '',
		r.copied
			? `${countOf(r.copied, 'game')} kept as a copy because this device has a different history`
			: '',
		r.players ? countOf(r.players, 'new player') : '',
		r.settings ? `${countOf(r.settings, 'setting')} this device did not have` : ''
	].filter(Boolean);
	const kept = r.unchanged
		? ` ${countOf(r.unchanged, 'game was', 'games were')} already here.`
		: '';
	const full = r.playersLeftOut
		? ` ${countOf(r.playersLeftOut, 'player', 'players')} of the file ${oneOrMany(r.playersLeftOut, 'was', 'were')} not added to the list of players: it holds at most ${ROSTER_MAX_PLAYERS.toLocaleString('en')} players on a device.`
		: '';
	const leftOut = r.settingsLeftOut
		? ` ${countOf(r.settingsLeftOut, 'setting')} in the file ${oneOrMany(r.settingsLeftOut, 'was', 'were')} left out: this version of Tablemate does not use ${oneOrMany(r.settingsLeftOut, 'it', 'them')}.`
		: '';
	const rules = r.houseRulesLeftOut.length
		? ` The default house rules for ${listOf(r.houseRulesLeftOut)} in the file were left out: they are not ones ${oneOrMany(r.houseRulesLeftOut.length, 'this game', 'these games')} can start with.`
		: '';
	const head = changed.length
		? `Imported: ${changed.join(', ')}.`
		: 'This file holds nothing new for this device.';
	return head + kept + full + leftOut + rules;
}

/** A file's text read as far as its lists' lengths: what `checkGame` and `checkRest` read on. */
interface FileShell {
	/** The file as JSON.parse read it; each game's entry is dropped once the game is checked. */
	data: { sessions: unknown[] } & Record<string, unknown>;
	/** The file's header, checked. */
	head: Pick<BackupFile, 'format' | 'version' | 'exportedAt'>;
}

type Refusal = { ok: false; reason: string };

/** "This backup is damaged: …" for a schema problem at `prefix` (a game's place) in the file. */
function damaged(
	issue: v.BaseIssue<unknown>,
	data: unknown,
	prefix: readonly (string | number)[] = []
): Refusal {
	const path = [...prefix.map((key) => ({ key })), ...(issue.path ?? [])];
	const where = { ...issue, path } as v.BaseIssue<unknown>;
	return { ok: false, reason: `This backup is damaged: ${plainIssue(where, data)}` };
}

/**
 * Reads a backup file's text as far as its header and the lengths of its lists (games, moves,
 * players, settings), so a file over a limit is refused before any of its items is read.
 */
function readShell(
	text: string,
	catalogue: BackupCatalogue
): { ok: true; shell: FileShell } | Refusal {
	if (!text.trim()) return { ok: false, reason: 'This file is empty.' };
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return {
			ok: false,
			reason: 'This file cannot be read: it is cut short or damaged.'
		};
	}
	if (
		typeof data !== 'object' ||
		data === null ||
		(data as { format?: unknown }).format !== BACKUP_FORMAT
	) {
		return { ok: false, reason: 'This file is not a Tablemate backup.' };
	}
	const version = (data as { version?: unknown }).version;
	if (typeof version === 'number' && version > BACKUP_VERSION) {
		return {
			ok: false,
			reason:
				'This backup was made by a newer version of Tablemate. Update the app, then import it.'
		};
	}
	const result = v.safeParse(schemasOf(catalogue).shell, data);
	if (!result.success) return damaged(result.issues[0], data);
	const { format, exportedAt } = result.output;
	return {
		ok: true,
		shell: {
			data: data as FileShell['data'],
			head: { format, version: result.output.version, exportedAt }
		}
	};
}

type FileGame = BackupFile['sessions'][number];

/** Checks game `index` of the file whole (its session and every move's shape). */
function checkGame(
	shell: FileShell,
	index: number,
	catalogue: BackupCatalogue
): { ok: true; game: FileGame } | Refusal {
	const result = v.safeParse(schemasOf(catalogue).session, shell.data.sessions[index]);
	if (!result.success) return damaged(result.issues[0], shell.data, ['sessions', index]);
	return { ok: true, game: result.output };
}

/** Checks what the file holds besides its games, and puts the checked file together. */
function checkRest(
	shell: FileShell,
	sessions: FileGame[],
	catalogue: BackupCatalogue
): { ok: true; backup: BackupFile } | Refusal {
	const result = v.safeParse(schemasOf(catalogue).rest, shell.data);
	if (!result.success) return damaged(result.issues[0], shell.data);
	return { ok: true, backup: { ...shell.head, sessions, ...result.output } };
}

/**
 * Reads a backup file's text, for the games of `catalogue`; the reason is a plain sentence when
 * the file cannot be used. (readBackup does the same in slices, with progress.)
 */
export function parseBackup(
	text: string,
	catalogue: BackupCatalogue
): { ok: true; backup: BackupFile } | Refusal {
	const read = readShell(text, catalogue);
	if (!read.ok) return read;
	const sessions: FileGame[] = [];
	for (let index = 0; index < read.shell.data.sessions.length; index++) {
		const game = checkGame(read.shell, index, catalogue);
		if (!game.ok) return game;
		sessions.push(game.game);
	}
	return checkRest(read.shell, sessions, catalogue);
}

// Names of the fields a reader of the message can recognise, for the paths valibot reports.
const fieldNames: Record<string, string> = {
	id: 'id',
	game: 'game type',
	title: 'title',
	players: 'list of players',
	name: 'name',
	colour: 'colour',
	houseRules: 'house rules',
	status: 'status (in progress, finished or abandoned)',
	createdAt: 'start date',
	updatedAt: 'date of last change',
	lastUsedAt: 'date last used',
	events: 'list of moves',
	seq: 'number',
	at: 'time',
	event: 'content',
	type: 'kind',
	exportedAt: 'export date',
	version: 'format version',
	settings: 'settings',
	key: 'name',
	value: 'value'
};

/** One schema problem in plain words: which part of the file, and whether it is missing or wrong. */
function plainIssue(issue: v.BaseIssue<unknown>, data: unknown): string {
	const path = (issue.path ?? []).map((item) => item.key);
	if (path.length === 0) return 'its overall layout is not that of a Tablemate backup.';
	const parts: string[] = [];
	let field = '';
	for (let i = 0; i < path.length; i++) {
		const key = path[i];
		const parent = path[i - 1];
		if (typeof key === 'number') {
			if (parent === 'sessions') {
				const title = (data as { sessions?: { session?: { title?: unknown } }[] }).sessions?.[key]
					?.session?.title;
				parts.unshift(gameLabel(key, title));
			} else if (parent === 'events') parts.unshift(`move ${key + 1}`);
			else if (parent === 'players') parts.unshift(`player ${key + 1}`);
			else if (parent === 'settings') parts.unshift(`setting ${key + 1}`);
			field = '';
		} else if (key !== 'session') {
			field = fieldNames[String(key)] ?? `"${String(key)}"`;
		}
	}
	const what = field
		? `the ${field}${parts.length ? ` of ${parts.join(' of ')}` : ''}`
		: parts.join(' of ');
	if (WORDED.has(issue.message)) return `${what} ${issue.message}`;
	if (issue.type === 'max_length' && Array.isArray(issue.input)) {
		const count = issue.input.length.toLocaleString('en');
		return path.length === 1 && path[0] === 'players'
			? `it lists ${count} players; Tablemate keeps at most ${ROSTER_MAX_PLAYERS.toLocaleString('en')} players on a device.`
			: `${what} has ${count} entries; Tablemate takes at most ${Number(issue.requirement).toLocaleString('en')}.`;
	}
	// A check on a whole session log (numbering) already words its message for people.
	if (issue.kind === 'validation' && issue.type === 'check')
		return `${parts.join(' of ')}: ${issue.message}`;
	if (issue.type === 'max_length' && typeof issue.input === 'string') {
		return `${what} is ${issue.input.length} characters long; Tablemate takes at most ${String(issue.requirement)}.`;
	}
	return issue.input === undefined
		? `${what} is missing.`
		: `${what} holds something Tablemate cannot read.`;
}

/** How a message names a game of the file: its place, and its title when that is fit to show. */
function gameLabel(index: number, title: unknown, word = 'game'): string {
	const shown = typeof title === 'string' && title && title.length <= TITLE_MAX_LENGTH;
	return `${word} ${index + 1} in the file${shown ? ` ("${title}")` : ''}`;
}

/**
 * A file that cannot be imported as it stands, found once it was being checked or written (a
 * game that the checker's worker could not check, a game with the id of another): nothing was.
 */
export class ImportRefusedError extends Error {}

/** Thrown by `importBackup` when Cancel stopped it before its transaction committed: nothing was written. */
export class ImportCancelledError extends Error {
	constructor() {
		super('The import was cancelled.');
		this.name = 'ImportCancelledError';
	}
}

/** A backup that `readBackup` has checked whole: only such a file can be imported. */
export interface CheckedBackup {
	backup: BackupFile;
	/**
	 * The state each game of the file (the object in `backup.sessions`) leads to, from its replay:
	 * the import stores its summary and snapshot with it rather than folding its log again.
	 */
	states?: WeakMap<object, unknown>;
	/** The code of each kind of game in the file, loaded once for the whole import. */
	modules: ReadonlyMap<GameId, GameModule>;
	/** What the summaries of the games written say of their game: the catalogue's answers. */
	facts: PlayFacts;
	/** Settings to write, each as this version stores it. */
	settings: SettingRow[];
	settingsLeftOut: number;
	houseRulesLeftOut: string[];
}

/** JSON with the keys of every group sorted, so two equal values always read the same. */
function canonical(value: unknown): string {
	return JSON.stringify(value, (_key, inner: unknown) =>
		typeof inner === 'object' && inner !== null && !Array.isArray(inner)
			? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
			: inner
	);
}

/** The settings of a file as this version keeps them, and what was left out. */
async function checkedSettings(
	settings: BackupFile['settings'],
	catalogue: BackupCatalogue,
	load: (id: GameId) => Promise<GameModule>,
	relay?: RelayContext
): Promise<Pick<CheckedBackup, 'settings' | 'settingsLeftOut' | 'houseRulesLeftOut'>> {
	const { knownSettings } = schemasOf(catalogue);
	const kept: SettingRow[] = [];
	let settingsLeftOut = 0;
	const houseRulesLeftOut: string[] = [];
	for (const s of settings ?? []) {
		const value = knownSetting(s, knownSettings);
		// A relay this copy cannot reach from the page it runs on (or with no page to ask) would
		// fail at the table with no word: left out, as the Settings screen refuses it.
		const unreachable =
			s.key === 'tableRelay' &&
			value !== '' &&
			(!relay || relayProblem(value as string, relay.page, relay.built) !== null);
		if (value === undefined || unreachable) {
			settingsLeftOut++;
			continue;
		}
		if (s.key === 'defaultHouseRules') {
			// Checked like the forms that set them, so a new game never starts from a value no form offers.
			const defaults: Record<string, unknown> = {};
			for (const [game, rules] of Object.entries(value as Record<GameId, unknown>)) {
				const info = catalogue.games.find((g) => g.id === game);
				const fields = info?.anyGame ? [] : (await load(game as GameId)).houseRuleFields;
				const read = v.safeParse(houseRuleFieldsSchema(fields), rules);
				const unknownKeys = Object.keys(rules as object).some(
					(key) => !fields.some((f) => f.key === key)
				);
				if (read.success && !unknownKeys) defaults[game] = read.output;
				else houseRulesLeftOut.push(info?.name ?? game);
			}
			if (Object.keys(defaults).length) kept.push({ key: s.key, value: defaults });
			continue;
		}
		kept.push({ key: s.key, value });
	}
	return { settings: kept, settingsLeftOut, houseRulesLeftOut };
}

/**
 * The page an import runs for, to check a backup's relay address as the Settings screen checks a
 * typed one (core/table.ts relayProblem): whether it is served over HTTPS and its host, and the
 * relay the build was made for. The import's worker learns it from the page.
 */
export interface RelayContext {
	page: RelayPage;
	built: string;
}

/** True for a RelayContext (as a message from the page carries it). */
export function isRelayContext(value: unknown): value is RelayContext {
	const c = value as Partial<RelayContext> | null;
	return (
		typeof c === 'object' &&
		c !== null &&
		typeof c.built === 'string' &&
		typeof c.page === 'object' &&
		c.page !== null &&
		typeof c.page.secure === 'boolean' &&
		typeof c.page.host === 'string'
	);
}

/** What `readBackup` may be told: how to report progress, Cancel, and the page it runs for. */
export interface ReadOptions {
	/** The page the import runs for; without it, a backup's relay address is left out. */
	relay?: RelayContext;
	/**
	 * Games whose shape was checked so far out of the file's games, before any is replayed (told
	 * when it changes by a percent or more).
	 */
	onReading?: (done: number, total: number) => void;
	/** Moves replayed so far out of every move of the file (told when it changes by a percent). */
	onProgress?: (done: number, total: number) => void;
	/** Cancel: the reading stops before the next game, and the file is not imported. */
	signal?: AbortSignal;
}

/** How long games are read and replayed before the page gets a turn to draw and take a tap. */
const SLICE_MS = 50;

/**
 * `report`, told only when its count moves by a percent of the total or more, or reaches the
 * total: a game of 100,000 moves tells a hundred times, not 100,000.
 */
function throttled(
	report: ((done: number, total: number) => void) | undefined
): (done: number, total: number) => void {
	let shown = -1;
	return (done, total) => {
		if (!report) return;
		const step = Math.floor((100 * done) / Math.max(total, 1));
		if (step === shown && done !== total) return;
		shown = step;
		report(done, total);
	};
}

/**
 * Reads a backup file's text and replays every game in it with its engine (from `catalogue`),
 * entry by entry as the app wrote it: a file whose games could not be opened (no players) or hold
 * an entry the app could not have written (a move the rules refuse, even one undone later, or a
 * checker's answer the checker contradicts) is refused with the game and the reason, before
 * anything is written. Each move is kept as its game's schema reads it, each session's status is
 * recomputed from its log, and a game the file holds twice the same is kept once. Each kind of
 * game's code is loaded once, here, and handed to `importBackup` with the checked file.
 */
export async function readBackup(
	text: string,
	catalogue: BackupCatalogue,
	options: ReadOptions = {}
): Promise<{ ok: true; checked: CheckedBackup } | { ok: false; reason: string; cancelled?: true }> {
	const { onReading, onProgress, signal, relay } = options;
	const cancelled = { ok: false, cancelled: true, reason: 'The import was cancelled.' } as const;
	// The file is read in slices, so the page (or the worker, which hears Cancel between them)
	// gets a turn; within a slice nothing is awaited, so the screen is drawn once per slice.
	let sliceStart = Date.now();
	const slice = async () => {
		if (Date.now() - sliceStart <= SLICE_MS) return;
		await new Promise((resolve) => setTimeout(resolve, 0));
		sliceStart = Date.now();
	};
	const read = readShell(text, catalogue);
	if (!read.ok) return read;
	const { shell } = read;
	const sessions: FileGame[] = [];
	const gameCount = shell.data.sessions.length;
	const readingTold = throttled(onReading);
	readingTold(0, gameCount);
	for (let index = 0; index < gameCount; index++) {
		await slice();
		if (signal?.aborted) return cancelled;
		const game = checkGame(shell, index, catalogue);
		if (!game.ok) return game;
		sessions.push(game.game);
		// The file's own copy of a checked game is not needed again: let it go.
		shell.data.sessions[index] = null;
		readingTold(index + 1, gameCount);
	}
	const parsed = checkRest(shell, sessions, catalogue);
	if (!parsed.ok) return parsed;
	const backup = parsed.backup;
	const seen = new Set<string>();
	const labels = new Map<object, string>();
	const states = new WeakMap<object, unknown>();
	// Only games with the same id can be the same game: the others are not compared whole.
	const ids = new Map<string, number>();
	for (const { session } of backup.sessions) ids.set(session.id, (ids.get(session.id) ?? 0) + 1);
	backup.sessions = backup.sessions.filter((game, index) => {
		labels.set(game, gameLabel(index, game.session.title, 'Game'));
		if (ids.get(game.session.id) === 1) return true;
		const key = canonical(game);
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
	type Game = (typeof backup.sessions)[number];
	const total = backup.sessions.reduce((sum, g) => sum + g.events.length, 0);
	// Each game's code loads once for the whole import, however many of its games the file holds
	// (and whatever its settings name), and goes to importBackup with the file.
	const loading = new Map<GameId, Promise<GameModule>>();
	const load = (id: GameId) => {
		let module = loading.get(id);
		if (!module) loading.set(id, (module = catalogue.load(id)));
		return module;
	};
	// Every kind's code starts loading now, while the first games are replayed.
	const kinds = [...new Set(backup.sessions.map(({ session }) => session.game))];
	for (const id of kinds) load(id).catch(() => undefined);
	const modules = new Map<GameId, GameModule>();
	const played = ({ session, events }: Game): ImportedGame => ({
		players: session.players,
		houseRules: session.houseRules,
		events,
		createdAt: session.createdAt,
		...(session.endedByTable ? { legacyEnd: session.updatedAt } : {})
	});
	// In the file's order, so the first wrong game of the file is the one named.
	const told = throttled(onProgress);
	let done = 0;
	told(done, total);
	for (const game of backup.sessions) {
		// Games are replayed in slices too (but a kind's code is awaited, once); one long game is
		// one slice, with its progress told move by move.
		await slice();
		if (signal?.aborted) return cancelled;
		const kind = game.session.game;
		let module = modules.get(kind);
		if (!module) modules.set(kind, (module = await load(kind)));
		const label = labels.get(game)!;
		const before = done;
		let result: ImportVerdict;
		try {
			result = replayImported(module, played(game), (moves) => told(before + moves, total));
		} catch {
			// An engine (or the Subsets checker) that stops on a move has not checked the game.
			return {
				ok: false,
				reason: `${label} could not be checked: Tablemate stopped on one of its moves.`
			};
		}
		if (!result.ok) return { ok: false, reason: `${label} ${refusal(result)}` };
		const over = result.over;
		game.events.forEach((e, i) => {
			e.event = result.events[i];
			// The time a game stood over by its rules before a correction is no time of play: the
			// entries that ended it say so, as on the device that wrote them (core/life.ts).
			if (over.has(e.seq)) e.over = true;
			else delete e.over;
		});
		game.session.status = result.status;
		if (result.state !== undefined) states.set(game, result.state);
		done = before + game.events.length;
		told(done, total);
	}
	// importBackup needs every kind's code (the summaries), loaded by now.
	for (const id of kinds) modules.set(id, await load(id));
	return {
		ok: true,
		checked: {
			backup,
			states,
			modules,
			facts: catalogue,
			...(await checkedSettings(backup.settings, catalogue, load, relay))
		}
	};
}

/** Why a game of the file is refused, after its label. */
function refusal(verdict: Exclude<ImportVerdict, { ok: true }>): string {
	if (verdict.problem === 'setup') return `cannot be opened: ${verdict.reason}`;
	const move = `move ${verdict.seq}`;
	const why =
		verdict.problem === 'contradicted'
			? `${move} cannot be trusted: ${verdict.reason}.`
			: verdict.problem === 'nothing'
				? `${move} takes back or puts back a move when there was none to, which Tablemate never writes.`
				: `${move} is refused by the rules (${verdict.reason.replace(/\.$/, '')}).`;
	return `cannot be replayed: ${why}`;
}

/** Longest title a copy can keep so that " (imported copy)" still fits the title limit. */
function copyTitle(title: string): string {
	const suffix = ' (imported copy)';
	return `${(title || 'Game').slice(0, TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** What makes a game the one it is, apart from its log: its kind, its players, its house rules. */
function header(s: Pick<SessionRow, 'game' | 'players' | 'houseRules'>): string {
	return canonical({ game: s.game, players: s.players, houseRules: s.houseRules });
}

/** A game's log as the import compares and writes it. */
type Log = LogEntry[];

/**
 * Applies a checked backup in one transaction. A session already here is left alone when its
 * log holds the file's; extended when the file's log continues it; and imported as a copy when the
 * two logs disagree, so nothing on this device is ever overwritten. A game of the file that has
 * the id of a game here with other players or house rules is no continuation of it: the whole
 * file is refused (an ImportRefusedError), since a log replayed from one table's start cannot be
 * trusted from another's. The games here are read in two queries and the file's written in a few
 * bulk writes, so a file of a thousand games is not a thousand round trips to the database; each
 * game written gets its summary (and, when long, a snapshot of its end) in the same transaction,
 * from the state its replay led to.
 */
export async function importBackup(
	checked: CheckedBackup,
	database: TablemateDB = db,
	options: { signal?: AbortSignal } = {}
): Promise<ImportReport> {
	const { signal } = options;
	if (signal?.aborted) throw new ImportCancelledError();
	const { backup, states, modules, facts } = checked;
	const report: ImportReport = {
		added: 0,
		extended: 0,
		unchanged: 0,
		copied: 0,
		players: 0,
		playersLeftOut: 0,
		settings: 0,
		settingsLeftOut: checked.settingsLeftOut,
		houseRulesLeftOut: checked.houseRulesLeftOut
	};
	// Stored moves are compared as their game reads them, with the code readBackup loaded (the
	// transaction would end if it waited on anything but the database).
	const readAs = (game: GameId, event: GameEvent): string => {
		if (event.type === 'undo' || event.type === 'redo' || isLifeEvent(event))
			return canonical({ type: event.type });
		const read = modules.get(game)!.engine.read?.(event) ?? event;
		return canonical(isViolation(read) ? event : read);
	};
	// Each game of the file counts once, however many times the file holds it.
	const outcomes = new Map<string, 'added' | 'extended' | 'unchanged'>();
	// Sessions whose log or row this import writes, with the state their log now leads to when
	// the replay gave it: their summaries (the stats) are written, or else rebuilt after.
	const written = new Map<string, { row: SessionRow; state: unknown; log: Log }>();
	const ids = [...new Set(backup.sessions.map(({ session }) => session.id))];
	/** Games written with no summary (their replay gave no state, or it could not be computed). */
	const summaryless: string[] = [];
	// Cancel aborts the transaction until it commits, so a cancelled import wrote nothing; once
	// it has committed, the import is done and its report stands.
	let abort = () => {};
	signal?.addEventListener('abort', () => abort(), { once: true });
	await database
		.transaction(
			'rw',
			[
				database.sessions,
				database.events,
				database.players,
				database.settings,
				database.snapshots,
				database.summaries
			],
			async (transaction) => {
				abort = () => {
					try {
						transaction.abort();
					} catch {
						// Committed already: the import is done.
					}
				};
				if (signal?.aborted) throw new ImportCancelledError();
				// Every game of the file with an id already here, with its log, in two reads; then
				// each game of the file in turn against them (and against the file's earlier games).
				const here = new Map<string, { row: SessionRow; log: Log }>();
				// The ids here first, in one request: a file's games are mostly new to the device.
				const stored = new Set(await database.sessions.toCollection().primaryKeys());
				const present = ids.filter((id) => stored.has(id));
				for (const row of await database.sessions.bulkGet(present))
					if (row) here.set(row.id, { row, log: [] });
				if (here.size) {
					const logs = await database.events
						.where('sessionId')
						.anyOf([...here.keys()])
						.toArray();
					for (const e of logs) here.get(e.sessionId)!.log.push(e);
					for (const { log } of here.values()) log.sort((a, b) => a.seq - b.seq);
				}
				const newEvents: EventRow[] = [];
				const write = (row: SessionRow, log: Log, state: unknown, from = 0) => {
					for (const e of log.slice(from)) newEvents.push({ ...e, sessionId: row.id });
					here.set(row.id, { row, log });
					written.set(row.id, { row, state, log });
				};
				for (const [index, game] of backup.sessions.entries()) {
					const { session, events } = game;
					const state = states?.get(game);
					const existing = here.get(session.id);
					if (!existing) {
						// Its entries are marked by the replay (see readBackup).
						write({ ...session, eventCount: events.length, overMarked: true }, events, state);
						outcomes.set(session.id, 'added');
						continue;
					}
					if (header(existing.row) !== header(session)) {
						const where = outcomes.has(session.id)
							? 'another game of the file'
							: 'a game on this device';
						const what =
							existing.row.game !== session.game
								? 'is a different kind of game'
								: canonical(existing.row.players) !== canonical(session.players)
									? 'has other players'
									: 'has other house rules';
						throw new ImportRefusedError(
							`${gameLabel(index, session.title, 'Game')} has the same id as ${where} but ${what}, so it cannot be the same game.`
						);
					}
					const mine = existing.log;
					const shared = Math.min(mine.length, events.length);
					const agree = mine
						.slice(0, shared)
						.every(
							(e, i) =>
								e.seq === events[i].seq &&
								readAs(session.game, e.event) === canonical(events[i].event)
						);
					if (agree && mine.length >= events.length) {
						if (!outcomes.has(session.id)) outcomes.set(session.id, 'unchanged');
					} else if (agree) {
						// Snapshots of the old tip stay valid (they hold the states of a prefix of this log).
						// An older build's early end was no entry of the log: one made on either device
						// stands (taking it back is done on the device, not by an import), unless the log
						// itself now says how the game's life went (core/life.ts).
						const endedByTable = !!(existing.row.endedByTable || session.endedByTable);
						const lifeInLog = events.some((e) => isLifeEvent(e.event));
						const row: SessionRow = {
							...existing.row,
							eventCount: events.length,
							endedByTable,
							status:
								endedByTable && !lifeInLog && session.status === 'active'
									? 'finished'
									: session.status,
							updatedAt: Math.max(existing.row.updatedAt, session.updatedAt)
						};
						write(row, events, state, mine.length);
						if (outcomes.get(session.id) !== 'added') outcomes.set(session.id, 'extended');
					} else {
						const row = {
							...session,
							id: newId(),
							title: copyTitle(session.title),
							eventCount: events.length,
							overMarked: true as const
						};
						write(row, events, state);
						report.copied++;
					}
				}
				for (const outcome of outcomes.values()) report[outcome]++;
				// Every write is asked for before any is awaited: the database works through the moves
				// (most of the work) while the summaries are computed here.
				const rows = [...written.values()];
				const writes: Promise<unknown>[] = [];
				const ask = (...requests: Promise<unknown>[]) => {
					for (const request of requests) {
						// Awaited below with the others (a failure aborts the whole transaction); until then
						// a failure must not count as unhandled.
						request.catch(() => undefined);
						writes.push(request);
					}
				};
				ask(database.events.bulkAdd(newEvents), database.sessions.bulkPut(rows.map((w) => w.row)));
				// Written with the games, so none disagrees with its log; a game whose replay gave no
				// state has its old summary (if any) deleted, to be built from its log right after.
				const summaries: SummaryRow[] = [];
				const unsummed: string[] = [];
				for (const { row, state, log } of rows) {
					const summary =
						state === undefined ? null : summaryOf(modules.get(row.game)!, row, state, log, facts);
					if (summary) summaries.push(summary);
					else unsummed.push(row.id);
				}
				ask(
					database.summaries.bulkPut(summaries),
					database.summaries.bulkDelete(unsummed),
					markSummariesChanged(database),
					database.snapshots.bulkPut(
						rows.flatMap(({ row, state, log }) =>
							state === undefined ? [] : tipSnapshots(row.id, log, state)
						)
					)
				);
				const [onDevice, rosterSize, storedSettings] = await Promise.all([
					database.players.bulkGet((backup.players ?? []).map((p) => p.id)),
					database.players.count(),
					database.settings.bulkGet(checked.settings.map((s) => s.key))
				]);
				const known = new Set(onDevice.filter((p) => p !== undefined).map((p) => p.id));
				let room = Math.max(0, ROSTER_MAX_PLAYERS - rosterSize);
				const added = [];
				for (const p of backup.players ?? []) {
					if (known.has(p.id)) continue;
					known.add(p.id);
					if (room === 0) {
						report.playersLeftOut++;
						continue;
					}
					room--;
					added.push({
						...p,
						createdAt: p.createdAt ?? backup.exportedAt,
						lastUsedAt: p.lastUsedAt ?? backup.exportedAt
					});
				}
				report.players = added.length;
				// A setting the file holds twice is taken once, as first given.
				const newSettings = checked.settings.filter(
					(setting, i) =>
						storedSettings[i] === undefined &&
						checked.settings.findIndex((s) => s.key === setting.key) === i
				);
				report.settings = newSettings.length;
				ask(database.players.bulkAdd(added), database.settings.bulkPut(newSettings));
				await Promise.all(writes);
				summaryless.push(...unsummed);
			}
		)
		.catch((err: unknown) => {
			throw signal?.aborted ? new ImportCancelledError() : err;
		})
		.finally(() => (abort = () => {}));
	// Games written without a summary get theirs built from their logs now, with the code already
	// loaded, so the Stats screen opens fast; if this fails, the Stats screen builds them.
	const loaded = (id: GameId) => {
		const module = modules.get(id);
		return module ? Promise.resolve(module) : Promise.reject(new Error(`${id} was not loaded.`));
	};
	if (summaryless.length)
		await writePlaySummaries(database, summaryless, loaded, { facts }).catch(() => undefined);
	announceChange();
	return report;
}

/** A game's summary once its log leads to `state`; null when it cannot be computed. */
function summaryOf(
	module: GameModule,
	row: SessionRow,
	state: unknown,
	log: readonly { seq: number; at: number; event: GameEvent }[],
	facts: PlayFacts
): SummaryRow | null {
	try {
		const life = lifeOfSession(row, resolveLog(log).effective);
		return summaryRow(row, version, playOfState(row, module.engine, state, life, facts));
	} catch {
		// Built again from the log after the import, as for a game without a state.
		return null;
	}
}

/**
 * The snapshot of a long log's end, so the game opens from it at once; a short log folds fast
 * enough without one.
 */
function tipSnapshots(sessionId: string, log: Log, state: unknown): SnapshotRow[] {
	if (log.length < SNAPSHOT_EVERY) return [];
	const { effective, redoable } = resolveLog(log);
	if (effective.length === 0) return [];
	return [
		{
			sessionId,
			build: version,
			count: effective.length,
			lastSeq: effective[effective.length - 1].seq,
			logSeq: log[log.length - 1].seq,
			redoable: redoable.map((entry) => ({ sessionId, ...logEntryOf(entry) })),
			state
		}
	];
}

/** The file name a backup is saved under. */
export function backupFileName(now = new Date(), suffix = ''): string {
	return `tablemate-backup-${now.toISOString().slice(0, 10)}${suffix}.json`;
}
