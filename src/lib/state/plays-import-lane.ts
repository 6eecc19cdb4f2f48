/**
 * A plays import as the Plays screen runs it: in a Web Worker (`db/plays-import.worker.ts`) that
 * reads and plans the file, keeps the plan, and writes the games in chunks once the person has
 * chosen who is who, so the page only shows the plan and the progress, whatever the size of the
 * file. A browser that cannot start the worker runs the same exchange on the page (`pagePort`).
 * Cancel stops either: a plan is dropped, a write's transaction aborted (nothing is written).
 */
import type { ImportRefusal } from '$lib/core/plays-import/model';
import { errorFrom } from '$lib/db/backup.replies';
import type { PlanShown } from '$lib/db/plays-import-plan';
import type { PersonChoice, PlaysImportReport } from '$lib/db/plays-import-write';
import type { PlaysReply, PlaysRequest, PlaysStage } from '$lib/db/plays-import.protocol';
import { answeredWithCancel } from '$lib/workers/cancel';
import { WritingLane, type StageProgress, type WorkerPort } from '$lib/workers/lane';

/** How far a plan or an import is. */
export type PlaysProgress = StageProgress<PlaysStage>;

export type PlanOutcome =
	| { status: 'planned'; plan: PlanShown }
	| { status: 'refused'; refusal: ImportRefusal }
	/** Reading failed for `error` (word it with storageErrorMessage). */
	| { status: 'failed'; error: Error }
	| { status: 'crashed' }
	/** Cancel was pressed: no plan is kept. */
	| { status: 'cancelled' };

export type WriteOutcome =
	| { status: 'imported'; report: PlaysImportReport }
	/** Writing failed for `error` (word it with storageErrorMessage); nothing was written. */
	| { status: 'failed'; error: Error }
	/** The plan was lost (the worker stopped since): the file must be chosen again. */
	| { status: 'lost' }
	/** The worker stopped while writing: its transaction, unfinished, wrote nothing. */
	| { status: 'crashed' }
	/** Cancel came before the games were stored: nothing of the file was written, no plan kept. */
	| { status: 'cancelled' };

export type PlaysWorker = WorkerPort<PlaysRequest, PlaysReply>;

/**
 * The exchange run on the page, for a browser that cannot start the worker: the same answers,
 * from the same code (`answerPlays`), loaded when first asked, and the same Cancel.
 */
export function pagePort(): PlaysWorker {
	const held = { plan: null };
	const post = (reply: PlaysReply) =>
		port.onmessage?.(new MessageEvent('message', { data: reply }));
	const answer = answeredWithCancel<PlaysRequest>((request, signal) =>
		Promise.all([import('$lib/db/plays-import.protocol'), import('$lib/db')]).then(
			([{ answerPlays }, { db }]) => answerPlays(request, { database: db, held, signal }, post)
		)
	);
	const port: PlaysWorker = {
		onmessage: null,
		onerror: null,
		postMessage: answer,
		// Only ever while planning (a write is cancelled, never stopped: see WritingLane): the plan
		// in progress is dropped at its next check.
		terminate() {
			answer({ op: 'cancel' });
			port.onmessage = null;
		}
	};
	return port;
}

// Stopping this worker while it plans (Cancel, or a new file) is safe: planning only reads. Its
// write is never stopped so (see WritingLane), though IndexedDB would abort the unfinished
// transaction of a worker that dies: the worker could then not say whether it had committed.
function spawnPlaysWorker(): PlaysWorker {
	try {
		return new Worker(new URL('../db/plays-import.worker.ts', import.meta.url), { type: 'module' });
	} catch {
		return pagePort();
	}
}

/**
 * One plan or import at a time in one worker, which keeps the plan between the two. Cancel stops
 * a plan at once (the worker is let go, and its plan with it); a write, the worker aborts itself.
 */
export class PlaysImportLane extends WritingLane<PlaysRequest, PlaysReply> {
	constructor(spawn: () => PlaysWorker = spawnPlaysWorker) {
		super(spawn, { op: 'cancel' });
	}

	/** Reads and plans `file`; `onProgress` hears how far it is. */
	plan(file: Blob, onProgress: (progress: PlaysProgress) => void): Promise<PlanOutcome> {
		this.writing = false;
		return this.run<PlanOutcome>({
			request: { op: 'plan', file },
			onReply: (reply, { settle }) => {
				if (reply.op === 'progress') return onProgress(progressOf(reply));
				if (reply.op === 'planned') settle({ status: 'planned', plan: reply.plan }, true);
				else if (reply.op === 'refused')
					settle({ status: 'refused', refusal: reply.refusal }, true);
				else if (reply.op === 'failed')
					settle({ status: 'failed', error: errorFrom(reply.error) }, true);
				else if (reply.op === 'cancelled') settle({ status: 'cancelled' }, true);
			},
			cancelled: { status: 'cancelled' },
			crashed: { status: 'crashed' },
			noWorker: { status: 'crashed' }
		});
	}

	/**
	 * Writes the plan last made, seating the file's people as `choices` say. Cancel meanwhile ends
	 * it as cancelled (nothing written, the plan dropped) or, when the games had been written
	 * already, as imported.
	 */
	write(
		choices: PersonChoice[],
		onProgress: (progress: PlaysProgress) => void
	): Promise<WriteOutcome> {
		return this.run<WriteOutcome>({
			request: { op: 'import', choices },
			onStart: () => {
				this.writing = true;
			},
			onReply: (reply, { settle }) => {
				if (reply.op === 'progress') return onProgress(progressOf(reply));
				this.writing = false;
				if (reply.op === 'cancelled') settle({ status: 'cancelled' }, true);
				else if (reply.op === 'imported')
					settle({ status: 'imported', report: reply.report }, true);
				else if (reply.op === 'failed')
					settle(
						reply.planned === false
							? { status: 'lost' }
							: { status: 'failed', error: errorFrom(reply.error) },
						true
					);
			},
			cancelled: { status: 'cancelled' },
			crashed: { status: 'crashed' },
			noWorker: { status: 'lost' }
		});
	}
}

function progressOf(reply: Extract<PlaysReply, { op: 'progress' }>): PlaysProgress {
	return { stage: reply.stage, done: reply.done, total: reply.total };
}
