/**
 * Backup files: everything (or one session) as JSON with a format version. An import is validated
 * whole before the database is touched and is applied in one transaction, so a corrupt, truncated
 * or foreign file changes nothing. Importing the same file twice adds nothing the second time.
 */
import * as v from 'valibot';
import { isViolation, violation, type GameEvent, type GameId } from '../core/engine';
import { replayAsWritten } from '../core/eventlog';
import { games, loadGame, type GameModule } from '../games/registry';
import type { Theme } from '../state/settings.svelte';
import { db, newId } from './index';
import { announceChange } from './name';
import { writePlaySummaries } from '../state/plays';
import { dropSummaries } from './summaries';
import { RECORDED_TEXT_MAX_LENGTH } from '../core/limits';
import { countOf } from '../core/words';
import {
	NAME_MAX_LENGTH,
	sessionStatus,
	TITLE_MAX_LENGTH,
	type EventRow,
	type SessionRow,
	type TablemateDB
} from './schema';

export const BACKUP_FORMAT = 'tablemate-backup';
export const BACKUP_VERSION = 1;

/**
 * True when every text inside `value`, names of fields included, is at most `max` characters.
 * A loop rather than recursion, so no depth of nesting a JSON file can hold overflows the stack.
 */
function textWithin(value: unknown, max: number): boolean {
	const todo = [value];
	while (todo.length) {
		const item = todo.pop();
		if (typeof item === 'string') {
			if (item.length > max) return false;
		} else if (typeof item === 'object' && item !== null) {
			for (const [key, inner] of Object.entries(item)) {
				if (key.length > max) return false;
				todo.push(inner);
			}
		}
	}
	return true;
}

// Nothing the app writes inside a move or the house rules is longer (see core/limits.ts); what
// players type is held to the card limit by each game's event schema when the moves are replayed.
const TEXT_TOO_LONG = `holds a text longer than ${RECORDED_TEXT_MAX_LENGTH.toLocaleString('en')} characters, more than Tablemate ever writes.`;
const boundedText = <T>() =>
	v.check<T, string>((value) => textWithin(value, RECORDED_TEXT_MAX_LENGTH), TEXT_TOO_LONG);

// The app's ids come from newId(): 36 characters at most.
const ID_MAX_LENGTH = 64;
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(ID_MAX_LENGTH));

// Every game of the registry, so a new game's sessions travel in backups the day it is added.
const gameId = v.picklist(games.map((g): GameId => g.id));
const player = v.object({
	// Engines key records by player id; the app's ids are random, never an object property's name.
	id: v.pipe(
		id,
		v.check((id) => !(id in Object.prototype), 'A player id in it is not one Tablemate makes.')
	),
	name: v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH)),
	// The colour picker gives #rrggbb and nothing else.
	colour: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)))
});
const event = v.pipe(v.looseObject({ type: v.pipe(v.string(), v.minLength(1)) }), boundedText());
const houseRules = v.pipe(v.record(v.string(), v.unknown()), boundedText());
const time = v.pipe(v.number(), v.finite());

const sessionSchema = v.object({
	id,
	game: gameId,
	title: v.pipe(v.string(), v.maxLength(TITLE_MAX_LENGTH)),
	players: v.array(player),
	houseRules,
	// Read for older files, but an import recomputes it from the log (see readBackup).
	status: v.picklist(['active', 'finished']),
	endedByTable: v.optional(v.boolean()),
	createdAt: time,
	updatedAt: time
});

const sessionWithLog = v.pipe(
	v.object({
		session: sessionSchema,
		events: v.array(
			v.object({ seq: v.pipe(v.number(), v.integer(), v.minValue(1)), at: time, event })
		)
	}),
	v.check(
		(s) => s.events.every((e, i) => e.seq === i + 1),
		'A session log must be numbered 1, 2, 3, ... without gaps.'
	)
);

const backupSchema = v.object({
	format: v.literal(BACKUP_FORMAT),
	version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BACKUP_VERSION)),
	exportedAt: time,
	sessions: v.array(sessionWithLog),
	players: v.optional(
		v.array(
			v.object({ ...player.entries, createdAt: v.optional(time), lastUsedAt: v.optional(time) })
		),
		[]
	),
	settings: v.optional(v.array(v.object({ key: v.string(), value: v.unknown() })), [])
});

export type BackupFile = v.InferOutput<typeof backupSchema>;

/**
 * The settings this version keeps (see state/settings.svelte.ts), each with the values it can
 * hold. An import takes only these: any other key, `__proto__` included, is left out.
 */
const knownSettings: Record<string, v.GenericSchema> = {
	theme: v.picklist(['system', 'light', 'dark'] satisfies Theme[]),
	keepAwake: v.boolean(),
	defaultHouseRules: v.record(gameId, houseRules)
};

/** The setting as this version stores it, or undefined when this version does not use it. */
function knownSetting(setting: { key: string; value: unknown }): unknown {
	if (!Object.hasOwn(knownSettings, setting.key)) return undefined;
	const result = v.safeParse(knownSettings[setting.key], setting.value);
	return result.success ? result.output : undefined;
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
					events: events.map(({ seq, at, event }) => ({ seq, at, event }))
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
	/** Settings this device did not have yet, now taken from the file. */
	settings: number;
	/** Settings in the file that this version does not use (unknown names or values). */
	settingsLeftOut: number;
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
	const leftOut = r.settingsLeftOut
		? ` ${countOf(r.settingsLeftOut, 'setting')} in the file ${r.settingsLeftOut === 1 ? 'was' : 'were'} left out: this version of Tablemate does not use ${r.settingsLeftOut === 1 ? 'it' : 'them'}.`
		: '';
	const head = changed.length
		? `Imported: ${changed.join(', ')}.`
		: 'This file holds nothing new for this device.';
	return head + kept + leftOut;
}

/** Reads a backup file's text; the reason is a plain sentence when the file cannot be used. */
export function parseBackup(
	text: string
): { ok: true; backup: BackupFile } | { ok: false; reason: string } {
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
	const result = v.safeParse(backupSchema, data);
	if (!result.success) {
		return { ok: false, reason: `This backup is damaged: ${plainIssue(result.issues[0], data)}` };
	}
	return { ok: true, backup: result.output };
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
	status: 'status (in progress or finished)',
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
	if (issue.message === TEXT_TOO_LONG) return `${what} ${TEXT_TOO_LONG}`;
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

/** Marks a refusal that comes from an entry's recorded answer, not from the game's rules. */
const CONTRADICTED = 'contradicted-answer';

/**
 * Reads a backup file's text and replays every game in it with its engine, entry by entry as the
 * app wrote it: a file whose games could not be opened (no players) or hold an entry the app could
 * not have written (a move the rules refuse, even one undone later) is refused with the game and
 * the reason, before anything is written. Each session's status is recomputed from its log, as
 * the session screen does, rather than taken from the file.
 */
export async function readBackup(
	text: string,
	load: (id: GameId) => Promise<GameModule> = loadGame
): Promise<ReturnType<typeof parseBackup>> {
	const parsed = parseBackup(text);
	if (!parsed.ok) return parsed;
	for (const [index, { session, events }] of parsed.backup.sessions.entries()) {
		const label = gameLabel(index, session.title, 'Game');
		const { engine, audit } = await load(session.game);
		const initial = engine.setup(session.players, session.houseRules);
		if (isViolation(initial)) {
			return { ok: false, reason: `${label} cannot be opened: ${initial.reason}` };
		}
		// An entry recording an answer the referee contradicts is refused like a move against the rules.
		const audited = audit
			? {
					...engine,
					apply(state: unknown, event: GameEvent) {
						const next = engine.apply(state, event);
						if (isViolation(next)) return next;
						const wrong = audit(state, event);
						return wrong ? violation(wrong, CONTRADICTED) : next;
					}
				}
			: engine;
		const replay = replayAsWritten(audited, initial, events);
		if (!replay.ok) {
			const move = `move ${replay.entry.seq}`;
			return {
				ok: false,
				reason: `${label} cannot be replayed: ${
					replay.violation?.rule === CONTRADICTED
						? `${move} cannot be trusted: ${replay.violation.reason}.`
						: replay.violation
							? `${move} is refused by the rules (${replay.violation.reason.replace(/\.$/, '')}).`
							: `${move} takes back or puts back a move when there was none to, which Tablemate never writes.`
				}`
			};
		}
		session.status = sessionStatus(engine.isFinished(replay.state), session.endedByTable);
	}
	return parsed;
}

function sameEvent(
	a: { seq: number; event: unknown },
	b: { seq: number; event: unknown }
): boolean {
	return a.seq === b.seq && JSON.stringify(a.event) === JSON.stringify(b.event);
}

/**
 * Applies a validated backup in one transaction. A session already here is left alone when its
 * log holds the file's; extended when the file's log continues it; and imported as a copy when the
 * two logs disagree, so nothing on this device is ever overwritten.
 */
export async function importBackup(
	backup: BackupFile,
	database: TablemateDB = db
): Promise<ImportReport> {
	const report: ImportReport = {
		added: 0,
		extended: 0,
		unchanged: 0,
		copied: 0,
		players: 0,
		settings: 0,
		settingsLeftOut: 0
	};
	// Sessions whose log or row this import writes: their summaries (the stats) are rebuilt.
	const written: string[] = [];
	await database.transaction(
		'rw',
		[
			database.sessions,
			database.events,
			database.players,
			database.settings,
			database.snapshots,
			database.summaries
		],
		async () => {
			for (const { session, events } of backup.sessions) {
				const existing = await database.sessions.get(session.id);
				const rows = (id: string): EventRow[] =>
					events.map((e) => ({ sessionId: id, seq: e.seq, at: e.at, event: e.event }));
				if (!existing) {
					await database.sessions.add({ ...session, eventCount: events.length });
					await database.events.bulkAdd(rows(session.id));
					written.push(session.id);
					report.added++;
					continue;
				}
				const mine = await database.events
					.where('[sessionId+seq]')
					.between([session.id, 0], [session.id, Infinity])
					.toArray();
				const shared = Math.min(mine.length, events.length);
				const agree = mine.slice(0, shared).every((e, i) => sameEvent(e, events[i]));
				if (agree && mine.length >= events.length) {
					report.unchanged++;
				} else if (agree) {
					await database.events.bulkAdd(rows(session.id).slice(mine.length));
					// The table's early end is no entry of the log: one made on either device stands
					// (taking it back is done on the device, not by an import).
					const endedByTable = !!(existing.endedByTable || session.endedByTable);
					await database.sessions.update(session.id, {
						eventCount: events.length,
						endedByTable,
						status: endedByTable ? 'finished' : session.status,
						updatedAt: Math.max(existing.updatedAt, session.updatedAt)
					});
					written.push(session.id);
					report.extended++;
				} else {
					const id = newId();
					await database.sessions.add({
						...session,
						id,
						title: `${session.title || 'Game'} (imported copy)`,
						eventCount: events.length
					});
					await database.events.bulkAdd(rows(id));
					written.push(id);
					report.copied++;
				}
			}
			for (const p of backup.players ?? []) {
				if (await database.players.get(p.id)) continue;
				await database.players.add({
					...p,
					createdAt: p.createdAt ?? backup.exportedAt,
					lastUsedAt: p.lastUsedAt ?? backup.exportedAt
				});
				report.players++;
			}
			// Dropped with the write that outdates them, so none disagrees with its log.
			await dropSummaries(database, written);
			for (const s of backup.settings ?? []) {
				const value = knownSetting(s);
				if (value === undefined) report.settingsLeftOut++;
				else if ((await database.settings.get(s.key)) === undefined) {
					await database.settings.put({ key: s.key, value });
					report.settings++;
				}
			}
		}
	);
	// Built at once so the Stats screen opens fast; if this fails, the Stats screen builds them.
	await writePlaySummaries(database, written).catch(() => undefined);
	announceChange();
	return report;
}

/** The file name a backup is saved under. */
export function backupFileName(now = new Date(), suffix = ''): string {
	return `tablemate-backup-${now.toISOString().slice(0, 10)}${suffix}.json`;
}
