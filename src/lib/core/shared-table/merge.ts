/**
 * How the entries every phone at a shared table made merge into one log that every phone folds
 * the same way.
 *
 * The order of the entries is ours, never the shared document's (`orderEntries`): it depends only
 * on what each entry carries and its phone signed, so every phone that holds the same entries
 * puts them in the same order, whatever order they arrived in or the document holds them in.
 * This module then decides, in that order, which entries count and which are conflicts, so each
 * phone computes the same log and the same conflicts, with a true reason for each.
 */
import { isViolation, type GameEvent, type RuleViolation, type Said } from '../engine';
import { phoneInEnglish, phoneNamed, type EntryBy, type TableSaid } from './said';
import { LogFolder, REDO, UNDO, type LogEntry, type LogReader } from '../eventlog';
import { isLifeEvent } from '../life';

/** One entry of the shared document, as every phone stores it. */
export interface SharedEntry {
	/** Random and unique: how a phone knows its own entries among the merged ones. */
	id: string;
	/** The phone that made it (the hash of its public signing key, core/shared-table/signing.ts). */
	phone: string;
	/** Its place among its phone's entries, from 1: a phone's entries count in this order. */
	n: number;
	/**
	 * Whether its phone was in step with the relay when it was made. At a fork (two phones'
	 * entries on the same basis), one made in step with the table counts before one made offline.
	 */
	online: boolean;
	/** Who made it: its player's phone, or the host's or a guest's (an older phone's English words). */
	by: EntryBy;
	/**
	 * The id of the last entry the phone had when it made this one (null on an empty log): an
	 * entry made for an older game than the merged one is a conflict, never folded unseen.
	 */
	basis: string | null;
	at: number;
	event: GameEvent;
	/**
	 * Set on the entries that record a round of secret moves once revealed: the round's id and
	 * the entry's place among them. Any phone may record a reveal once every key is out, so
	 * several may record the same one at once: the first that counts is the reveal, and the
	 * same reveal recorded again is passed over, neither counted nor shown as a conflict.
	 */
	reveal?: string;
	/** The phone's public signing key and its signature of every field above (core/shared-table/signing.ts). */
	key?: string;
	sig?: string;
}

/** An entry the merge could not count: who made it, what it was, and why. */
export interface SharedTableConflict {
	entry: SharedEntry;
	reason: string;
	/** The rules' refusal as data, where the game says it so (`reason` is then its code). */
	said?: Said;
}

/** The merged log: what every phone folds, and what the table is shown as conflicts. */
export interface MergedLog<State = unknown> {
	/** The entries that count, as log entries numbered from 1 (seq), in the merged order. */
	log: (LogEntry & { shared: SharedEntry })[];
	conflicts: SharedTableConflict[];
	/** The game once the log is folded. */
	state: State;
}

/** The reason given for an entry made offline while the table recorded another in step. */
export function madeOffline(winner: SharedEntry): string {
	return `It was made while its phone was offline, and meanwhile ${phoneInEnglish(winner.by)} recorded an entry for the same point of the game in step with the table, which counts first. Check the game as it is now and add it again if it still applies.`;
}

/** The reason given for an entry another phone's earlier entry came before. */
export function madeLater(winner: SharedEntry): string {
	return `${capitalised(phoneInEnglish(winner.by))} recorded an entry for the same point of the game a moment earlier, which counts first. Check the game as it is now and add it again if it still applies.`;
}

/** The reason given when neither of the above fits exactly (the order rule still decided it). */
export function orderedAfter(winner: SharedEntry): string {
	return `${capitalised(phoneInEnglish(winner.by))} recorded an entry for the same point of the game that comes first by the table's order. Check the game as it is now and add it again if it still applies.`;
}

function capitalised(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Kept for older callers: the reason of `madeLater` with no name. */
export const SAME_TIME =
	'Another phone recorded an entry for the same point of the game a moment earlier, which counts first. Check the game as it is now and add it again if it still applies.';

/** The reason given for an entry made after one of its phone's that did not count. */
export const AFTER_REFUSED =
	'It was made after an entry from the same phone that was not counted, so it was not counted either.';

/** Which of two entries ready at once comes first: in step before offline, then by clock, then by phone. */
function before(a: SharedEntry, b: SharedEntry): boolean {
	if (a.online !== b.online) return a.online;
	if (a.at !== b.at) return a.at < b.at;
	if (a.phone !== b.phone) return a.phone < b.phone;
	if (a.n !== b.n) return a.n < b.n;
	return a.id < b.id;
}

/**
 * The table's order of its entries, from what they carry alone: an entry comes after the entry it
 * was made on (its basis) and after its phone's earlier entries; of the entries ready at once, one
 * made in step with the table comes before one made offline, then the earlier by its phone's
 * clock, then by phone id. An id held twice (only the phone that signed it can make that) is
 * taken once, the same copy on every phone. So the table's rounds, recorded in step, keep their
 * places when a phone comes back from offline: its entries made meanwhile come after them.
 */
export function orderEntries(entries: readonly SharedEntry[]): SharedEntry[] {
	const byId = new Map<string, SharedEntry>();
	for (const entry of entries) {
		const had = byId.get(entry.id);
		if (!had || (entry.sig ?? '') < (had.sig ?? '')) byId.set(entry.id, entry);
	}
	const queues = new Map<string, SharedEntry[]>();
	for (const entry of byId.values()) {
		const queue = queues.get(entry.phone);
		if (queue) queue.push(entry);
		else queues.set(entry.phone, [entry]);
	}
	// Each phone's entries in their own order: `n` first.
	for (const queue of queues.values())
		queue.sort((a, b) => a.n - b.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	const placed = new Set<string>();
	const order: SharedEntry[] = [];
	const ready = (e: SharedEntry) => e.basis === null || placed.has(e.basis) || !byId.has(e.basis);
	const heads = [...queues.values()];
	while (order.length < byId.size) {
		let best: SharedEntry | null = null;
		let fallback: SharedEntry | null = null;
		for (const queue of heads) {
			const head = queue[0];
			if (!head) continue;
			if (!fallback || before(head, fallback)) fallback = head;
			if (ready(head) && (!best || before(head, best))) best = head;
		}
		// Only entries whose bases wait on each other (never made by honest phones) leave none
		// ready: the first of them by the same rule goes on.
		const next = (best ?? fallback)!;
		queues.get(next.phone)!.shift();
		placed.add(next.id);
		order.push(next);
	}
	return order;
}

/**
 * Merges the shared entries into one log, in the table's order (`orderEntries`). An entry counts
 * when nothing from another phone was counted since the entry its phone last saw, and when the
 * rules accept it then; otherwise it is a conflict, kept with its true reason. The result depends
 * only on the entries, so every phone that holds the same entries gets the same.
 */
export function mergeShared<State>(
	reader: LogReader<State>,
	initial: State,
	entries: readonly SharedEntry[],
	isOver?: (state: State) => boolean
): MergedLog<State> {
	const folder = new LogFolder(reader, initial);
	const ordered = orderEntries(entries);
	const log: MergedLog<State>['log'] = [];
	const conflicts: SharedTableConflict[] = [];
	/** For each entry id seen so far: how many entries counted when it was merged. */
	const countedAt = new Map<string, number>();
	const refusedIds = new Set<string>();
	const refuse = (entry: SharedEntry, reason: string, said?: Said) => {
		conflicts.push(said ? { entry, reason, said } : { entry, reason });
		refusedIds.add(entry.id);
	};
	/** Why `entry` cannot count where it stands in the merged order, or null when it can. */
	const conflictOf = (entry: SharedEntry): RuleViolation | null => {
		if (entry.basis !== null && refusedIds.has(entry.basis))
			return tableViolation(AFTER_REFUSED, { code: 'table/after-refused' });
		// A basis not among the entries (never the case in a document's own order) compares from
		// the start, so nothing is counted unseen.
		const since = entry.basis === null ? 0 : (countedAt.get(entry.basis) ?? 0);
		const winner = log.slice(since).find((e) => e.shared.phone !== entry.phone)?.shared;
		if (winner) {
			const by = phoneNamed(winner.by);
			if (winner.online && !entry.online)
				return tableViolation(madeOffline(winner), { code: 'table/made-offline', by });
			if (winner.online === entry.online && winner.at <= entry.at)
				return tableViolation(madeLater(winner), { code: 'table/made-later', by });
			return tableViolation(orderedAfter(winner), { code: 'table/ordered-after', by });
		}
		return refusal(folder, entry.event);
	};
	/** The reveals counted so far (`SharedEntry.reveal`). */
	const revealed = new Set<string>();
	for (const entry of ordered) {
		if (countedAt.has(entry.id)) continue;
		if (entry.reveal !== undefined && revealed.has(entry.reveal)) {
			// Already recorded by another phone: what follows it on this phone's side compares
			// from here, as if it had counted.
			countedAt.set(entry.id, log.length);
			continue;
		}
		const problem = conflictOf(entry);
		if (problem !== null) refuse(entry, problem.reason, problem.said);
		else {
			const seq = log.length + 1;
			const meta = entry.event.type === UNDO || entry.event.type === REDO;
			const next = meta ? undefined : folder.try(entry.event);
			const counted = next === undefined || isViolation(next) ? undefined : next;
			// With `isOver`, an entry of the game after which its rules say it is over is marked so,
			// as a phone marks its own (LogEntry.over), so every phone's clock leaves out that spell.
			const over = counted !== undefined && !isLifeEvent(entry.event) && isOver?.(counted) === true;
			const logged = { seq, at: entry.at, event: entry.event, ...(over ? { over } : {}) };
			folder.append(logged, counted);
			log.push({ ...logged, shared: entry });
			if (entry.reveal !== undefined) revealed.add(entry.reveal);
		}
		countedAt.set(entry.id, log.length);
	}
	return { log, conflicts, state: folder.state };
}

/**
 * How this phone's log follows the merged one, given the shared ids of its entries (`current`, in
 * seq order) and of the merged log's: `same` when they agree (nothing to write), `append` when the
 * merge only adds entries after all of this phone's (the common case: another phone's entries
 * arrived, or this phone's own were shared), from `from` (a 0-based position in the merged log);
 * `rewrite` from `keep` on when an entry from another phone landed before some of this phone's.
 */
export type LogFollow =
	{ kind: 'same' } | { kind: 'append'; from: number } | { kind: 'rewrite'; keep: number };

/** Compares this phone's log with the merged one: see `LogFollow`. */
export function logFollow(current: readonly string[], merged: readonly string[]): LogFollow {
	let keep = 0;
	while (keep < current.length && keep < merged.length && current[keep] === merged[keep]) keep++;
	if (keep < current.length) return { kind: 'rewrite', keep };
	return keep === merged.length ? { kind: 'same' } : { kind: 'append', from: keep };
}

/**
 * The entries that still count once phones were removed: of each removed phone's entries, only
 * those up to its entry number `removed[phone]` (the last the host had when it removed the phone).
 * Whatever it wrote later, in the old room it was left in, never counts, even if a phone that
 * was away at the removal brings it along.
 */
export function withoutLateEntries(
	entries: readonly SharedEntry[],
	removed: Readonly<Record<string, number>>
): SharedEntry[] {
	return entries.filter((entry) => {
		const limit = removed[entry.phone];
		return limit === undefined || entry.n <= limit;
	});
}

/** A conflict the table itself says (not the rules): its English words and its data. */
function tableViolation(reason: string, said: TableSaid): RuleViolation {
	return { kind: 'violation', reason, said };
}

function refusal<State>(folder: LogFolder<State>, event: GameEvent): RuleViolation | null {
	if (event.type === UNDO)
		return folder.canUndo
			? null
			: tableViolation('There was nothing left to undo.', { code: 'table/nothing-to-undo' });
	if (event.type === REDO)
		return folder.canRedo
			? null
			: tableViolation('There was nothing left to redo.', { code: 'table/nothing-to-redo' });
	// An event from another phone is checked by a schema, but only the engine knows its game:
	// one it cannot even read is refused like any other, never fatal.
	try {
		const next = folder.try(event);
		return isViolation(next) ? next : null;
	} catch {
		return tableViolation('This entry could not be read by the rules of this game.', {
			code: 'table/unreadable-entry'
		});
	}
}
