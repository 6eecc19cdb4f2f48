/**
 * The questions the screens send to the card checker's worker, and how one is answered. Kept
 * apart from the worker so it can be tested in Node. A question is answered once; the screen
 * stops one (a new input, or its time budget spent) by terminating the worker.
 */
import type { GameModule } from '../registry';
import { replayEach, type ImportedGame, type ReplayResult } from '../import-replay';
import type { CardChecker, CheckResult, SetRules, SubsetResult } from './checker';
import { weighPile } from './engine';

export type CheckerQuestion =
	/** Is this card a correct set? */
	| { op: 'check'; card: string; rules: SetRules }
	/** Is card A a subset of card S? */
	| { op: 'subset'; a: string; s: string; rules: SetRules }
	/** Can a pile with this top card be stolen with the drawn card S (the table's reading)? */
	| { op: 'weigh'; top: string; drawn: string; rules: SetRules };

export type CheckerReply =
	/** Sent once when the worker has loaded: a question's time budget starts from here. */
	| { op: 'ready' }
	| { op: 'check'; result: CheckResult }
	| { op: 'subset' | 'weigh'; result: SubsetResult }
	| { op: 'failed'; reason: string };

function readRules(value: unknown): SetRules {
	const from = (value as { naturalsFrom?: unknown } | null)?.naturalsFrom;
	return { naturalsFrom: from === 0 ? 0 : 1 };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Answers one question with `checker`; anything unreadable or thrown becomes a plain failure. */
export function answerQuestion(checker: CardChecker, question: unknown): CheckerReply {
	const q = (typeof question === 'object' && question !== null ? question : {}) as Record<
		string,
		unknown
	>;
	const rules = readRules(q.rules);
	try {
		if (q.op === 'check' && isText(q.card)) {
			return { op: 'check', result: checker.checkCard(q.card, rules) };
		}
		if (q.op === 'subset' && isText(q.a) && isText(q.s)) {
			return { op: 'subset', result: checker.decideSubset(q.a, q.s, rules) };
		}
		if (q.op === 'weigh' && isText(q.top) && isText(q.drawn)) {
			return { op: 'weigh', result: weighPile(checker, q.top, q.drawn, rules) };
		}
		return { op: 'failed', reason: 'The checker was asked something it does not understand.' };
	} catch {
		return { op: 'failed', reason: 'The checker stopped on this card.' };
	}
}

/**
 * A backup's Subsets games to replay before import, every recorded answer asked again: all of
 * them in one message, so the worker goes from one to the next without waiting for the page.
 */
export interface ReplayRequest {
	op: 'replay';
	games: ImportedGame[];
}

export type ReplayReply =
	| { op: 'ready' }
	/** Moves replayed so far out of every move of the games asked. */
	| { op: 'progress'; done: number; total: number }
	/** The result of game `index` of those asked; after one that refuses, no other follows. */
	| { op: 'replayed'; index: number; result: ReplayResult }
	/** Every game asked has its result, or one refused. */
	| { op: 'done' }
	| { op: 'failed'; reason: string };

/** True for a message asking for a replay rather than a single question. */
export function isReplayRequest(message: unknown): message is ReplayRequest {
	const m = message as Partial<ReplayRequest> | null;
	return typeof m === 'object' && m !== null && m.op === 'replay' && Array.isArray(m.games);
}

/**
 * Replays the games asked with `module` and posts their progress and results, in order; a game
 * on which the checker stops (whatever it throws) could not be checked, in plain words.
 */
export function answerReplay(
	module: Pick<GameModule, 'engine' | 'audit'>,
	request: ReplayRequest,
	post: (reply: ReplayReply) => void
): void {
	const games = request.games;
	if (!games.every((game) => Array.isArray(game?.players) && Array.isArray(game?.events)))
		return post({
			op: 'failed',
			reason: 'The checker was asked something it does not understand.'
		});
	let shown = -1;
	replayEach(
		module,
		games,
		(index, result) => post({ op: 'replayed', index, result }),
		(done, total) => {
			// One message per percent at most: a long file should not flood the page with messages.
			const percent = Math.floor((100 * done) / Math.max(total, 1));
			if (percent === shown) return;
			shown = percent;
			post({ op: 'progress', done, total });
		},
		'The checker stopped on a card of this game.'
	);
	post({ op: 'done' });
}
