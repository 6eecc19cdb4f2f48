/**
 * What the page asks the summaries worker (`summaries.worker.ts`) and what it answers. The worker
 * builds the summaries the Stats screen misses (every one after the summaries were dropped: a new
 * format, a cleared store) by folding the games' logs off the page, and stores them itself; it
 * sends each batch's rows as it is built, so the page never reads them back nor takes one long
 * message of 10,000 plays (issue 37: the fold of 10,000 logs is seconds of a phone's CPU). Kept apart
 * from the worker so the exchange can be tested in Node.
 */
import { writePlaySummaries, type Loader } from './play-summaries';
import type { SummaryRow, TablemateDB } from './schema';

/** Build and store the summaries, in format `format`, of the sessions `ids`. */
export interface SummariesRequest {
	op: 'build';
	ids: string[];
	format: string;
}

export type SummariesReply =
	/**
	 * One batch's summaries as built (each stored unless its session changed meanwhile or its
	 * game's code did not load), sent as they come: no one message of every play.
	 */
	| { type: 'rows'; rows: SummaryRow[] }
	/** `done` sessions of `total` folded and stored so far. */
	| { type: 'progress'; done: number; total: number }
	/** Every session asked for was folded; those that could be are stored. */
	| { type: 'built'; total: number }
	/** The build stopped (the storage failed, say): the page builds what is still missing. */
	| { type: 'failed'; message: string };

/** True for a message the worker understands. */
export function isSummariesRequest(message: unknown): message is SummariesRequest {
	const m = message as Partial<Record<keyof SummariesRequest, unknown>> | null;
	return (
		typeof m === 'object' &&
		m !== null &&
		m.op === 'build' &&
		typeof m.format === 'string' &&
		Array.isArray(m.ids) &&
		m.ids.every((id) => typeof id === 'string')
	);
}

/**
 * Answers `request`: folds the logs of its sessions with the games' code from `load`, a batch at a
 * time (each batch stored as it is built, as the page's fold stores them), telling `post` how far
 * it got, then that it is done or why it stopped.
 */
export async function answerSummaries(
	request: SummariesRequest,
	database: TablemateDB,
	load: Loader,
	post: (reply: SummariesReply) => void
): Promise<void> {
	try {
		await writePlaySummaries(database, request.ids, load, {
			build: request.format,
			onBatch: (rows) => post({ type: 'rows', rows }),
			onProgress: (done, total) => post({ type: 'progress', done, total })
		});
		post({ type: 'built', total: request.ids.length });
	} catch (err) {
		post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
	}
}
