/**
 * The message protocol of the optimiser worker, kept apart from the worker itself so it can be
 * tested in Node. The screen posts `start`; the worker answers with `progress` messages, then one
 * `result` (the plain best order), `hard-result` (the order hardest for the others) or `error`.
 * To cancel, the screen terminates the worker.
 */
import { checkList, isCriterion, isFormula, type Criterion, type Formula } from './clists';
import { hardestOrder, type OrderOutcome } from './hardest';
import { type TransformSaid } from './said';
import { checkOpponentModel, isHardGoal, type HardGoal, type OpponentModel } from './opponents';
import { bestOrder, DEFAULT_WORK_BUDGET } from './optimiser';

/** The screen shows progress and a cancel button, so its searches may run ten times longer. */
export const WORKER_WORK_BUDGET = 10 * DEFAULT_WORK_BUDGET;

export interface OptimiserStart {
	type: 'start';
	/** Integers as decimal strings. */
	aPrime: string[];
	b: string[];
	formula: Formula;
	criterion: Criterion;
	/** Absent or 'mine': the plain best order. Otherwise the order hardest for the others. */
	goal?: 'mine' | HardGoal;
	/** How the others' b-lists are modelled; required with a goal other than 'mine'. */
	opponents?: OpponentModel;
}

/** An order and how it does, with the integers as decimal strings. */
export interface OutcomeMessage {
	a: string[];
	score: number;
	opponentTotal: number;
	opponentMean: number;
}

export interface HardResultMessage {
	type: 'hard-result';
	goal: HardGoal;
	chosen: OutcomeMessage;
	/** The plain best order measured on the same sample. */
	plain: OutcomeMessage;
	opponents: OpponentModel;
}

export type OptimiserReply =
	| { type: 'progress'; fraction: number }
	| { type: 'result'; a: string[]; score: number; count: number | null; proven: boolean }
	| HardResultMessage
	/** `said` is the problem as data, when there is one (its words: src/lib/i18n/transform.ts). */
	| { type: 'error'; message: string; said?: TransformSaid };

function outcomeMessage(outcome: OrderOutcome): OutcomeMessage {
	return {
		a: outcome.a.map(String),
		score: outcome.score,
		opponentTotal: outcome.opponentTotal,
		opponentMean: outcome.opponentMean
	};
}

/** A request refused for a problem said as data. */
class SaidError extends Error {
	constructor(readonly said: TransformSaid) {
		super(said.code);
	}
}

/** Runs one request, posting progress at most every `interval` ms, then the result or an error. */
export function runOptimiserRequest(
	request: unknown,
	post: (reply: OptimiserReply) => void,
	now: () => number = () => Date.now(),
	interval = 100
): void {
	try {
		const r = request as Partial<OptimiserStart> | null;
		if (!r || r.type !== 'start') throw new Error('The optimiser only understands "start".');
		if (!isFormula(r.formula)) throw new Error('Choose the running-sum or the as-printed formula.');
		if (!isCriterion(r.criterion)) throw new Error('Choose a scoring test.');
		const goal = r.goal ?? 'mine';
		if (goal !== 'mine' && !isHardGoal(goal))
			throw new Error('Choose what the order should aim for.');
		const aPrime = checkList(r.aPrime, null, { of: 'field', field: 'a′' });
		if (!aPrime.ok) throw new SaidError(aPrime.problem);
		const b = checkList(r.b, aPrime.values.length, { of: 'your-b-list' });
		if (!b.ok) throw new SaidError(b.problem);
		let last = -Infinity;
		const onProgress = (fraction: number) => {
			const t = now();
			if (t - last >= interval) {
				last = t;
				post({ type: 'progress', fraction });
			}
		};
		if (goal === 'mine') {
			const result = bestOrder(aPrime.values, b.values, r.formula, r.criterion, {
				onProgress,
				workBudget: WORKER_WORK_BUDGET
			});
			post({ type: 'progress', fraction: 1 });
			post({
				type: 'result',
				a: result.a.map(String),
				score: result.score,
				count: result.count,
				proven: result.proven
			});
			return;
		}
		const o = r.opponents as Partial<OpponentModel> | undefined;
		if (!o || typeof o !== 'object') throw new Error('Say how the other players’ lists are drawn.');
		const opponents: OpponentModel = {
			low: Number(o.low),
			high: Number(o.high),
			samples: Number(o.samples),
			seed: Number(o.seed)
		};
		const problem = checkOpponentModel(opponents, aPrime.values.length);
		if (problem) throw new SaidError(problem);
		const result = hardestOrder(aPrime.values, b.values, r.formula, r.criterion, opponents, goal, {
			onProgress,
			workBudget: WORKER_WORK_BUDGET
		});
		post({ type: 'progress', fraction: 1 });
		post({
			type: 'hard-result',
			goal,
			chosen: outcomeMessage(result),
			plain: outcomeMessage(result.plain),
			opponents
		});
	} catch (err) {
		if (err instanceof SaidError) post({ type: 'error', message: err.said.code, said: err.said });
		else post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
	}
}
