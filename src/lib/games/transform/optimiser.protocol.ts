/**
 * The message protocol of the optimiser worker, kept apart from the worker itself so it can be
 * tested in Node. The screen posts `start`; the worker answers with `progress` messages, then one
 * `result` or `error`. To cancel, the screen terminates the worker.
 */
import { checkList, isCriterion, isFormula, type Criterion, type Formula } from './clists';
import { bestOrder } from './optimiser';

export interface OptimiserStart {
	type: 'start';
	/** Integers as decimal strings. */
	aPrime: string[];
	b: string[];
	formula: Formula;
	criterion: Criterion;
}

export type OptimiserReply =
	| { type: 'progress'; fraction: number }
	| { type: 'result'; a: string[]; score: number; count: number }
	| { type: 'error'; message: string };

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
		const aPrime = checkList(r.aPrime, null, 'a′');
		if (!aPrime.ok) throw new Error(aPrime.reason);
		const b = checkList(r.b, aPrime.values.length, 'Your b-list');
		if (!b.ok) throw new Error(b.reason);
		let last = -Infinity;
		const result = bestOrder(aPrime.values, b.values, r.formula, r.criterion, {
			onProgress: (fraction) => {
				const t = now();
				if (t - last >= interval) {
					last = t;
					post({ type: 'progress', fraction });
				}
			}
		});
		post({ type: 'progress', fraction: 1 });
		post({ type: 'result', a: result.a.map(String), score: result.score, count: result.count });
	} catch (err) {
		post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
	}
}
