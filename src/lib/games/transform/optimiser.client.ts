/**
 * Starts the optimiser worker for a screen: a promise of the result, progress callbacks, and a
 * cancel that terminates the worker (the only way to stop a search mid-way). It runs in the same
 * kind of lane as the Subsets checker (`workers/lane.ts`).
 */
import type { HardResultMessage, OptimiserReply, OptimiserStart } from './optimiser.protocol';
import { WorkerLane } from '../../workers/lane';

/** The plain best order; `count` is null and `proven` false when the search's budget ran out. */
export interface BestOrderResult {
	a: string[];
	score: number;
	count: number | null;
	proven: boolean;
}

export interface OptimiserRun<T = BestOrderResult> {
	result: Promise<T>;
	cancel(): void;
}

/**
 * Why a search gave no order, for the screen to say in the reader's language: an odd answer, a
 * cancel, a crash, no worker in this browser, or a request the worker refused.
 */
export type OptimiserProblem = 'odd' | 'cancelled' | 'crashed' | 'no-worker' | 'refused';

/** A search that ended without an order; `problem` says why. */
export class OptimiserFailed extends Error {
	constructor(readonly problem: OptimiserProblem) {
		super(`The optimiser gave no order: ${problem}.`);
	}
}

type Ending<T> = { ok: true; value: T } | { ok: false; problem: OptimiserProblem };

/**
 * Posts one request to a fresh worker (a lane of its own, let go at the end); `pick` turns the
 * final reply into the result. The search has no time limit of its own: the screen shows its
 * progress and a Cancel button.
 */
function runInWorker<T>(
	request: OptimiserStart,
	onProgress: (fraction: number) => void,
	pick: (reply: Exclude<OptimiserReply, { type: 'progress' | 'error' }>) => T | null
): OptimiserRun<T> {
	const lane = new WorkerLane<OptimiserStart, OptimiserReply>(
		() => new Worker(new URL('./optimiser.worker.ts', import.meta.url), { type: 'module' })
	);
	const ending = lane.run<Ending<T>>({
		request,
		onReply(reply, { settle }) {
			if (reply.type === 'progress') return onProgress(reply.fraction);
			if (reply.type === 'error') return settle({ ok: false, problem: 'refused' }, false);
			const picked = pick(reply);
			settle(picked === null ? { ok: false, problem: 'odd' } : { ok: true, value: picked }, false);
		},
		cancelled: { ok: false, problem: 'cancelled' },
		crashed: { ok: false, problem: 'crashed' },
		noWorker: { ok: false, problem: 'no-worker' }
	});
	return {
		result: ending.then((end) => {
			if (end.ok) return end.value;
			throw new OptimiserFailed(end.problem);
		}),
		cancel: () => lane.cancel()
	};
}

/** Runs one search for the plain best order in a fresh worker. `onProgress` gets 0 to 1. */
export function startOptimiser(
	request: Omit<OptimiserStart, 'type' | 'goal' | 'opponents'>,
	onProgress: (fraction: number) => void = () => {}
): OptimiserRun {
	return runInWorker({ type: 'start', ...request, goal: 'mine' }, onProgress, (reply) =>
		reply.type === 'result'
			? { a: reply.a, score: reply.score, count: reply.count, proven: reply.proven }
			: null
	);
}

/** Runs one search for the order hardest for the others in a fresh worker. */
export function startHardestOrder(
	request: Omit<OptimiserStart, 'type'> & Required<Pick<OptimiserStart, 'goal' | 'opponents'>>,
	onProgress: (fraction: number) => void = () => {}
): OptimiserRun<HardResultMessage> {
	return runInWorker({ type: 'start', ...request }, onProgress, (reply) =>
		reply.type === 'hard-result' ? reply : null
	);
}
