/**
 * What a backup import says, in plain words: why a file is refused (which part of it, and what is
 * wrong there), and what an import changed. Also the two ways an import stops after the file was
 * read (refused by what is on the device, or cancelled).
 */
import type * as v from 'valibot';
import { countOf, listOf, oneOrMany } from '../core/words';
import type { ImportVerdict } from '../games/import-replay';
import { sayInEnglish } from '../i18n/said';
import { WORDED } from './backup-schema';
import { ROSTER_MAX_PLAYERS, TITLE_MAX_LENGTH } from './schema';

/**
 * Why a whole file is refused, as data the screen words in its language (src/lib/i18n/backup.ts):
 * the file is empty, cannot be read as JSON, is not a Tablemate backup, or comes from a newer
 * version. (A refusal that names a place in the file is still worded here, in English.)
 */
export type FileRefusal = 'empty' | 'unreadable' | 'not-backup' | 'newer';

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
	/** Photos this device did not have yet, now taken from the file. */
	photos: number;
	/** Settings in the file that this version does not use (unknown names or values). */
	settingsLeftOut: number;
	/** Names of the games whose default house rules in the file no game could start with. */
	houseRulesLeftOut: string[];
}

/** A report of an import that has changed nothing yet: the import counts up from it. */
export function nothingImported(): ImportReport {
	return {
		added: 0,
		extended: 0,
		unchanged: 0,
		copied: 0,
		players: 0,
		playersLeftOut: 0,
		settings: 0,
		photos: 0,
		settingsLeftOut: 0,
		houseRulesLeftOut: []
	};
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
		r.settings ? `${countOf(r.settings, 'setting')} this device did not have` : '',
		r.photos ? countOf(r.photos, 'new photo') : ''
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

// Names of the fields a reader of the message can recognise, for the paths valibot reports.
const fieldNames: Record<string, string> = {
	id: 'id',
	game: 'game type',
	title: 'title',
	players: 'list of players',
	name: 'name',
	colour: 'colour',
	emoji: 'emoji',
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
	photos: 'list of photos',
	sessionId: 'game',
	data: 'image',
	caption: 'caption',
	width: 'width',
	height: 'height',
	key: 'name',
	value: 'value'
};

/** A part of a backup file a refusal names: a game (with its title when fit to show), a move, ... */
export interface PlacePart {
	kind: 'game' | 'move' | 'player' | 'setting' | 'photo';
	/** Counted from 1, as a person counts. */
	n: number;
	title?: string;
}

/**
 * Where a damaged backup is wrong and what is wrong there, as data the screen words in its
 * language (`i18n/backup.ts`). `field` is the file's own key (its known keys are worded); `parts`
 * run innermost first ("move 3" of "game 2"). A problem the schema words itself in English (a
 * name's problem, a log's numbering) is `said`, and the screen shows the English `reason`.
 */
export interface DamagedPlace {
	parts: PlacePart[];
	field?: string;
	problem: 'layout' | 'missing' | 'unreadable' | 'too-many' | 'roster-full' | 'too-long' | 'said';
	count?: number;
	max?: number;
}

/** The fields a reader can recognise by name, for the paths valibot reports. */
export const KNOWN_FIELDS = Object.keys(fieldNames);

/** One schema problem as data: which part of the file, and whether it is missing or wrong. */
export function damagedPlace(issue: v.BaseIssue<unknown>, data: unknown): DamagedPlace {
	const path = (issue.path ?? []).map((item) => item.key);
	if (path.length === 0) return { parts: [], problem: 'layout' };
	const parts: PlacePart[] = [];
	let field: string | undefined;
	for (let i = 0; i < path.length; i++) {
		const key = path[i];
		const parent = path[i - 1];
		if (typeof key === 'number') {
			if (parent === 'sessions') {
				const title = (data as { sessions?: { session?: { title?: unknown } }[] }).sessions?.[key]
					?.session?.title;
				const shown = typeof title === 'string' && title && title.length <= TITLE_MAX_LENGTH;
				parts.unshift({ kind: 'game', n: key + 1, ...(shown ? { title } : {}) });
			} else if (parent === 'events') parts.unshift({ kind: 'move', n: key + 1 });
			else if (parent === 'players') parts.unshift({ kind: 'player', n: key + 1 });
			else if (parent === 'settings') parts.unshift({ kind: 'setting', n: key + 1 });
			else if (parent === 'photos') parts.unshift({ kind: 'photo', n: key + 1 });
			field = undefined;
		} else if (key !== 'session') {
			field = String(key);
		}
	}
	const place = { parts, ...(field === undefined ? {} : { field }) };
	if (WORDED.has(issue.message)) return { ...place, problem: 'said' };
	if (issue.type === 'max_length' && Array.isArray(issue.input)) {
		return path.length === 1 && path[0] === 'players'
			? { ...place, problem: 'roster-full', count: issue.input.length, max: ROSTER_MAX_PLAYERS }
			: {
					...place,
					problem: 'too-many',
					count: issue.input.length,
					max: Number(issue.requirement)
				};
	}
	if (issue.kind === 'validation' && issue.type === 'check') return { ...place, problem: 'said' };
	if (issue.type === 'max_length' && typeof issue.input === 'string')
		return {
			...place,
			problem: 'too-long',
			count: issue.input.length,
			max: Number(issue.requirement)
		};
	return { ...place, problem: issue.input === undefined ? 'missing' : 'unreadable' };
}

/** One schema problem in plain English words: which part of the file, and whether it is missing or wrong. */
export function plainIssue(issue: v.BaseIssue<unknown>, data: unknown): string {
	const place = damagedPlace(issue, data);
	if (place.problem === 'layout') return 'its overall layout is not that of a Tablemate backup.';
	const parts = place.parts.map((p) =>
		p.kind === 'game' ? gameLabel(p.n - 1, p.title) : `${p.kind} ${p.n}`
	);
	const field = place.field === undefined ? '' : (fieldNames[place.field] ?? `"${place.field}"`);
	const what = field
		? `the ${field}${parts.length ? ` of ${parts.join(' of ')}` : ''}`
		: parts.join(' of ');
	switch (place.problem) {
		case 'said':
			// A check on a whole session log (numbering) already words its message for people.
			return issue.kind === 'validation' && issue.type === 'check' && !WORDED.has(issue.message)
				? `${parts.join(' of ')}: ${issue.message}`
				: `${what} ${issue.message}`;
		case 'roster-full':
			return `it lists ${place.count!.toLocaleString('en')} players; Tablemate keeps at most ${ROSTER_MAX_PLAYERS.toLocaleString('en')} players on a device.`;
		case 'too-many':
			return `${what} has ${place.count!.toLocaleString('en')} entries; Tablemate takes at most ${place.max!.toLocaleString('en')}.`;
		case 'too-long':
			return `${what} is ${place.count} characters long; Tablemate takes at most ${String(place.max)}.`;
		case 'missing':
			return `${what} is missing.`;
		default:
			return `${what} holds something Tablemate cannot read.`;
	}
}

/** How a message names a game of the file: its place, and its title when that is fit to show. */
export function gameLabel(index: number, title: unknown, word = 'game'): string {
	const shown = typeof title === 'string' && title && title.length <= TITLE_MAX_LENGTH;
	return `${word} ${index + 1} in the file${shown ? ` ("${title}")` : ''}`;
}

/**
 * A file that cannot be imported as it stands, found once it was being checked or written (a
 * game that the checker's worker could not check, a game with the id of another): nothing was.
 */
export class ImportRefusedError extends Error {}

/** Thrown by `importBackup` when Cancel stopped it before its transaction committed: nothing was written. */
export { ImportCancelledError } from './cancellable';

/** Why a game of the file is refused, after its label. */
export function refusal(verdict: Exclude<ImportVerdict, { ok: true }>): string {
	// The import's messages are English (a worker writes them): a refusal said as data, too.
	const reason = verdict.said ? sayInEnglish(verdict.said) : verdict.reason;
	if (verdict.problem === 'setup') return `cannot be opened: ${reason}`;
	const move = `move ${verdict.seq}`;
	const why =
		verdict.problem === 'contradicted'
			? `${move} cannot be trusted: ${reason}.`
			: verdict.problem === 'nothing'
				? `${move} takes back or puts back a move when there was none to, which Tablemate never writes.`
				: `${move} is refused by the rules (${reason.replace(/\.$/, '')}).`;
	return `cannot be replayed: ${why}`;
}
