/**
 * Reading a backup file: its text checked against the schemas (backup-schema.ts) as far as the
 * lengths of its lists first, then game by game, then every game replayed with its engine, in
 * slices with progress and Cancel. A file that cannot be used is refused with a plain reason
 * before anything is written; only a file read whole (a CheckedBackup) can be imported.
 */
import * as v from 'valibot';
import type { GameId } from '../core/engine';
import type { PlayFacts } from '../core/plays';
import { relayProblem, type RelayPage } from '../core/shared-table/relay-address';
import { replayImported, type ImportedGame, type ImportVerdict } from '../games/import-replay';
import type { GameModule } from '../games/registry';
import {
	damagedPlace,
	gameLabel,
	plainIssue,
	refusal,
	type DamagedPlace,
	type FileRefusal
} from './backup-messages';
import {
	BACKUP_FORMAT,
	BACKUP_VERSION,
	houseRuleFieldsSchema,
	knownSetting,
	schemasOf,
	type BackupCatalogue,
	type BackupFile
} from './backup-schema';
import type { SettingRow } from './schema';

/** A file's text read as far as its lists' lengths: what `checkGame` and `checkRest` read on. */
interface FileShell {
	/** The file as JSON.parse read it; each game's entry is dropped once the game is checked. */
	data: { sessions: unknown[] } & Record<string, unknown>;
	/** The file's header, checked. */
	head: Pick<BackupFile, 'format' | 'version' | 'exportedAt'>;
}

/** A refused file: `reason` in English, and `file` when the screen can word it itself. */
export type Refusal = { ok: false; reason: string; file?: FileRefusal; place?: DamagedPlace };

/** "This backup is damaged: …" for a schema problem at `prefix` (a game's place) in the file. */
function damaged(
	issue: v.BaseIssue<unknown>,
	data: unknown,
	prefix: readonly (string | number)[] = []
): Refusal {
	const path = [...prefix.map((key) => ({ key })), ...(issue.path ?? [])];
	const where = { ...issue, path } as v.BaseIssue<unknown>;
	return {
		ok: false,
		reason: `This backup is damaged: ${plainIssue(where, data)}`,
		place: damagedPlace(where, data)
	};
}

/**
 * Reads a backup file's text as far as its header and the lengths of its lists (games, moves,
 * players, settings), so a file over a limit is refused before any of its items is read.
 */
function readShell(
	text: string,
	catalogue: BackupCatalogue
): { ok: true; shell: FileShell } | Refusal {
	if (!text.trim()) return { ok: false, reason: 'This file is empty.', file: 'empty' };
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return {
			ok: false,
			reason: 'This file cannot be read: it is cut short or damaged.',
			file: 'unreadable'
		};
	}
	if (
		typeof data !== 'object' ||
		data === null ||
		(data as { format?: unknown }).format !== BACKUP_FORMAT
	) {
		return { ok: false, reason: 'This file is not a Tablemate backup.', file: 'not-backup' };
	}
	const version = (data as { version?: unknown }).version;
	if (typeof version === 'number' && version > BACKUP_VERSION) {
		return {
			ok: false,
			reason:
				'This backup was made by a newer version of Tablemate. Update the app, then import it.',
			file: 'newer'
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
export function canonical(value: unknown): string {
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
 * Checks the shape of each game of the file in turn, in slices, telling `onReading` how far it
 * got: the games, a refusal for the first wrong one, or null when Cancel stopped it.
 */
async function checkGames(
	shell: FileShell,
	catalogue: BackupCatalogue,
	slice: () => Promise<void>,
	{ onReading, signal }: ReadOptions
): Promise<FileGame[] | Refusal | null> {
	const sessions: FileGame[] = [];
	const gameCount = shell.data.sessions.length;
	const readingTold = throttled(onReading);
	readingTold(0, gameCount);
	for (let index = 0; index < gameCount; index++) {
		await slice();
		if (signal?.aborted) return null;
		const game = checkGame(shell, index, catalogue);
		if (!game.ok) return game;
		sessions.push(game.game);
		// The file's own copy of a checked game is not needed again: let it go.
		shell.data.sessions[index] = null;
		readingTold(index + 1, gameCount);
	}
	return sessions;
}

/**
 * Keeps once each game the file holds twice the same (in place), and gives how a message names
 * each game kept: by its place in the file as written.
 */
function keepOnce(backup: BackupFile): Map<object, string> {
	const seen = new Set<string>();
	const labels = new Map<object, string>();
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
	return labels;
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
): Promise<{ ok: true; checked: CheckedBackup } | (Refusal & { cancelled?: true })> {
	const { onProgress, signal, relay } = options;
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
	const sessions = await checkGames(shell, catalogue, slice, options);
	if (sessions === null) return cancelled;
	if (!Array.isArray(sessions)) return sessions;
	const parsed = checkRest(shell, sessions, catalogue);
	if (!parsed.ok) return parsed;
	const backup = parsed.backup;
	const labels = keepOnce(backup);
	const states = new WeakMap<object, unknown>();
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
