/**
 * What the Plays screen asks the plays import worker (`plays-import.worker.ts`) and what it
 * answers. The worker reads the chosen file, plans its import and keeps the plan; the page gets
 * only what it shows (see PlanShown), the person's choices go back, and the worker writes the
 * games in chunks, saying how far it is. So neither the reading nor the writing of 10,000 plays
 * freezes the page. Kept apart from the worker so the whole exchange can be tested in Node, and
 * run on the page itself by a browser that cannot start the worker (`pagePort` in
 * state/plays-import-lane.ts).
 */
import { isRefusal, type ImportRefusal } from '../core/plays-import/model';
import type { CancelRequest } from '../workers/cancel';
import { plainError, type PlainError } from './backup.replies';
import { ImportCancelledError } from './cancellable';
import { planImport, shownPlan, type ImportPlan, type PlanShown } from './plays-import-plan';
import { importPlays, type PersonChoice, type PlaysImportReport } from './plays-import-write';
import type { Loader } from './play-summaries';
import type { TablemateDB } from './schema';

export type PlaysRequest =
	/** Read and plan this file (a File or Blob, handed over without copying its bytes). */
	| { op: 'plan'; file: Blob }
	/** Write the plan's new plays, seating the file's people as the person chose. */
	| { op: 'import'; choices: PersonChoice[] }
	/**
	 * Stop the plan or the write in progress (see answeredWithCancel): a plan is dropped; a write's
	 * transaction is aborted, so nothing of the file is written, unless it committed already.
	 */
	| CancelRequest;

/** Where an import stands: reading the file, or writing its games (`done` of `total`). */
export type PlaysStage = 'reading' | 'writing';

export type PlaysReply =
	| { op: 'progress'; stage: PlaysStage; done: number; total: number }
	| { op: 'planned'; plan: PlanShown }
	/** The file cannot be imported as it stands, for the reason given as data; nothing is kept. */
	| { op: 'refused'; refusal: ImportRefusal }
	| { op: 'imported'; report: PlaysImportReport }
	/** After `imported`: the games' summaries are stored too (or failed: Stats builds them). */
	| { op: 'finished' }
	/** Cancel was heard in time: no plan is kept, and nothing of the file was written. */
	| { op: 'cancelled' }
	/**
	 * Reading the file or writing failed (a full disk, the storage closed); nothing was written.
	 * `planned` is false when no plan was there to write (the worker was started afresh).
	 */
	| { op: 'failed'; error: PlainError; planned?: false };

/** True for a message the worker understands. */
export function isPlaysRequest(message: unknown): message is PlaysRequest {
	const m = message as Partial<{ op: unknown; file: unknown; choices: unknown }> | null;
	if (typeof m !== 'object' || m === null) return false;
	if (m.op === 'cancel') return true;
	if (m.op === 'plan') return typeof Blob !== 'undefined' && m.file instanceof Blob;
	return m.op === 'import' && Array.isArray(m.choices) && m.choices.every(isChoice);
}

function isChoice(c: unknown): c is PersonChoice {
	const o = c as Partial<Record<keyof PersonChoice, unknown>> | null;
	return (
		typeof o === 'object' &&
		o !== null &&
		typeof o.key === 'string' &&
		typeof o.name === 'string' &&
		(o.rosterId === null || typeof o.rosterId === 'string') &&
		(o.username === undefined || typeof o.username === 'string')
	);
}

/** What the worker keeps between a plan and its import: the plan, with every play of it. */
export interface PlaysWork {
	database: TablemateDB;
	/** The plan last made, written by the next `import` (then let go). */
	held: { plan: ImportPlan | null };
	load?: Loader;
	/** Games written per chunk (tests ask for few). */
	chunk?: number;
	/** Aborted by Cancel (the request's own: see answeredWithCancel). */
	signal?: AbortSignal;
}

/** How many bytes a file holds before the reading's progress is worth telling. */
const TOLD_BYTES = 1 << 20;

/**
 * Answers one request (a plan or an import: `cancel` is heard by aborting `work.signal`), posting
 * its progress and its one ending; every failure becomes a reply.
 */
export async function answerPlays(
	request: Exclude<PlaysRequest, CancelRequest>,
	work: PlaysWork,
	post: (reply: PlaysReply) => void
): Promise<void> {
	const { database, held, signal } = work;
	try {
		if (request.op === 'plan') {
			held.plan = null;
			if (request.file.size >= TOLD_BYTES)
				post({ op: 'progress', stage: 'reading', done: 0, total: 0 });
			const text = await request.file.text();
			if (signal?.aborted) return post({ op: 'cancelled' });
			const planned = await planImport(text, database);
			// Cancelled while planning: the plan is dropped.
			if (signal?.aborted) return post({ op: 'cancelled' });
			if (isRefusal(planned)) return post({ op: 'refused', refusal: planned });
			held.plan = planned;
			return post({ op: 'planned', plan: shownPlan(planned) });
		}
		const plan = held.plan;
		if (!plan)
			return post({
				op: 'failed',
				error: plainError(new Error('no plan to import')),
				planned: false
			});
		const { report, summarized } = await importPlays(plan.plays, request.choices, database, {
			...(work.load ? { load: work.load } : {}),
			...(work.chunk ? { chunk: work.chunk } : {}),
			signal,
			onProgress: (done, total) => post({ op: 'progress', stage: 'writing', done, total })
		});
		held.plan = null;
		post({ op: 'imported', report });
		// The games are safe and said so; then their summaries (the lane may send the next request
		// meanwhile: it is answered beside them).
		await summarized;
		post({ op: 'finished' });
	} catch (err) {
		if (!(err instanceof ImportCancelledError))
			return post({ op: 'failed', error: plainError(err) });
		// Nothing of the file was written; its plan goes too (the person chose to stop).
		held.plan = null;
		post({ op: 'cancelled' });
	}
}
