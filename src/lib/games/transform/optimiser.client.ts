/**
 * Starts the optimiser worker for a screen: a promise of the result, progress callbacks, and a
 * cancel that terminates the worker (the only way to stop a search mid-way).
 */
import type { HardResultMessage, OptimiserReply, OptimiserStart } from './optimiser.protocol';

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

/** Posts one request to a fresh worker; `pick` turns the final reply into the result. */
function runInWorker<T>(
	request: OptimiserStart,
	onProgress: (fraction: number) => void,
	pick: (reply: Exclude<OptimiserReply, { type: 'progress' | 'error' }>) => T | null
): OptimiserRun<T> {
	const worker = new Worker(new URL('./optimiser.worker.ts', import.meta.url), { type: 'module' });
	let settle: ((error: Error | null) => void) | undefined;
	const result = new Promise<T>((resolve, reject) => {
		settle = (error) => (error ? reject(error) : undefined);
		worker.onmessage = (event: MessageEvent<OptimiserReply>) => {
			const reply = event.data;
			if (reply.type === 'progress') onProgress(reply.fraction);
			else {
				worker.terminate();
				const picked = reply.type === 'error' ? null : pick(reply);
				if (picked !== null) resolve(picked);
				else
					reject(
						new Error(reply.type === 'error' ? reply.message : 'The optimiser answered oddly.')
					);
			}
		};
		worker.onerror = () => {
			worker.terminate();
			reject(new Error('The optimiser stopped unexpectedly.'));
		};
	});
	worker.postMessage(request);
	return {
		result,
		cancel() {
			worker.terminate();
			settle?.(new Error('The search was cancelled.'));
		}
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
