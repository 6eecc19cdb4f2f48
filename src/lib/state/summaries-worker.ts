/**
 * Building missing summaries in a Web Worker (db/summaries.worker.ts), so the page stays free
 * while thousands of logs are folded (issue 37). The worker stores what it builds; the caller
 * takes the rows it sends. Where no worker can be started, or it stops, the caller folds on the
 * page.
 */
import type { SummaryRow } from '$lib/db';
import type { SummariesReply, SummariesRequest } from '$lib/db/summaries.protocol';
import type { Progress } from '$lib/db/play-summaries';
import type { WorkerPort } from '$lib/workers/lane';

/** The summaries worker as the page uses it (tests stand one in). */
export type SummariesWorker = WorkerPort<SummariesRequest, SummariesReply>;

/** Fewer missing summaries than this are folded on the page: a worker's start costs more. */
export const WORKER_FROM = 100;

function spawnSummariesWorker(): SummariesWorker {
	return new Worker(new URL('../db/summaries.worker.ts', import.meta.url), { type: 'module' });
}

/** Whether this page can start the worker at all (Node, in tests, cannot). */
export function workersAvailable(): boolean {
	return typeof Worker !== 'undefined';
}

/**
 * Builds and stores the summaries, in format `format`, of the sessions `ids` in a worker, giving
 * `onRows` each batch's rows as they come and telling `onProgress` how far it got. True once the
 * worker says it is done; false when it could not start, crashed or failed (what it stored and
 * sent before stays so).
 */
export function buildInWorker(
	ids: readonly string[],
	format: string,
	onRows: (rows: SummaryRow[]) => void,
	onProgress?: Progress,
	spawn: () => SummariesWorker = spawnSummariesWorker
): Promise<boolean> {
	let worker: SummariesWorker;
	try {
		worker = spawn();
	} catch {
		return Promise.resolve(false);
	}
	return new Promise((resolve) => {
		const end = (built: boolean) => {
			worker.onmessage = null;
			worker.onerror = null;
			worker.terminate();
			resolve(built);
		};
		worker.onmessage = ({ data }) => {
			if (data.type === 'rows') onRows(data.rows);
			else if (data.type === 'progress') onProgress?.(data.done, data.total);
			else end(data.type === 'built');
		};
		worker.onerror = () => end(false);
		worker.postMessage({ op: 'build', ids: [...ids], format });
	});
}
