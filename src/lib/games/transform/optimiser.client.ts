/**
 * Starts the optimiser worker for a screen: a promise of the result, progress callbacks, and a
 * cancel that terminates the worker (the only way to stop a search mid-way).
 */
import type { OptimiserReply, OptimiserStart } from './optimiser.protocol';

export interface OptimiserRun {
	result: Promise<{ a: string[]; score: number; count: number }>;
	cancel(): void;
}

/** Runs one search in a fresh worker. `onProgress` receives fractions from 0 to 1. */
export function startOptimiser(
	request: Omit<OptimiserStart, 'type'>,
	onProgress: (fraction: number) => void = () => {}
): OptimiserRun {
	const worker = new Worker(new URL('./optimiser.worker.ts', import.meta.url), { type: 'module' });
	let settle: ((error: Error | null) => void) | undefined;
	const result = new Promise<{ a: string[]; score: number; count: number }>((resolve, reject) => {
		settle = (error) => (error ? reject(error) : undefined);
		worker.onmessage = (event: MessageEvent<OptimiserReply>) => {
			const reply = event.data;
			if (reply.type === 'progress') onProgress(reply.fraction);
			else {
				worker.terminate();
				if (reply.type === 'result')
					resolve({ a: reply.a, score: reply.score, count: reply.count });
				else reject(new Error(reply.message));
			}
		};
		worker.onerror = () => {
			worker.terminate();
			reject(new Error('The optimiser stopped unexpectedly.'));
		};
	});
	worker.postMessage({ type: 'start', ...request } satisfies OptimiserStart);
	return {
		result,
		cancel() {
			worker.terminate();
			settle?.(new Error('The search was cancelled.'));
		}
	};
}
