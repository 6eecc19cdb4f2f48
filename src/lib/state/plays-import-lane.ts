/**
 * A plays import as the Plays screen runs it: in a Web Worker (`db/plays-import.worker.ts`) that
 * reads and plans the file, keeps the plan, and writes the games in chunks once the person has
 * chosen who is who, so the page only shows the plan and the progress, whatever the size of the
 * file. A browser that cannot start the worker runs the same exchange on the page (`pagePort`).
 */
import type { ImportRefusal } from '$lib/core/plays-import/model';
import { errorFrom } from '$lib/db/backup.replies';
import type { PlanShown } from '$lib/db/plays-import-plan';
import type { PersonChoice, PlaysImportReport } from '$lib/db/plays-import-write';
import type { PlaysReply, PlaysRequest, PlaysStage } from '$lib/db/plays-import.protocol';
import { WorkerLane, type StageProgress, type WorkerPort } from '$lib/workers/lane';

/** How far a plan or an import is. */
export type PlaysProgress = StageProgress<PlaysStage>;

export type PlanOutcome =
	| { status: 'planned'; plan: PlanShown }
	| { status: 'refused'; refusal: ImportRefusal }
	/** Reading failed for `error` (word it with storageErrorMessage). */
	| { status: 'failed'; error: Error }
	| { status: 'crashed' }
	| { status: 'cancelled' };

export type WriteOutcome =
	| { status: 'imported'; report: PlaysImportReport }
	/** Writing failed for `error` (word it with storageErrorMessage); nothing was written. */
	| { status: 'failed'; error: Error }
	/** The plan was lost (the worker stopped since): the file must be chosen again. */
	| { status: 'lost' }
	/** The worker stopped while writing: its transaction, unfinished, wrote nothing. */
	| { status: 'crashed' }
	| { status: 'cancelled' };

export type PlaysWorker = WorkerPort<PlaysRequest, PlaysReply>;

/**
 * The exchange run on the page, for a browser that cannot start the worker: the same answers,
 * from the same code (`answerPlays`), loaded when first asked.
 */
export function pagePort(): PlaysWorker {
	const held = { plan: null };
	const port: PlaysWorker = {
		onmessage: null,
		onerror: null,
		postMessage(request) {
			void Promise.all([import('$lib/db/plays-import.protocol'), import('$lib/db')]).then(
				([{ answerPlays }, { db }]) =>
					answerPlays(request, { database: db, held }, (reply) =>
						port.onmessage?.(new MessageEvent('message', { data: reply }))
					)
			);
		},
		terminate() {
			port.onmessage = null;
		}
	};
	return port;
}

function spawnPlaysWorker(): PlaysWorker {
	try {
		return new Worker(new URL('../db/plays-import.worker.ts', import.meta.url), { type: 'module' });
	} catch {
		return pagePort();
	}
}

/** One plan or import at a time in one worker, which keeps the plan between the two. */
export class PlaysImportLane extends WorkerLane<PlaysRequest, PlaysReply> {
	constructor(spawn: () => PlaysWorker = spawnPlaysWorker) {
		super(spawn);
	}

	/** Reads and plans `file`; `onProgress` hears how far it is. */
	plan(file: Blob, onProgress: (progress: PlaysProgress) => void): Promise<PlanOutcome> {
		return this.run<PlanOutcome>({
			request: { op: 'plan', file },
			onReply: (reply, { settle }) => {
				if (reply.op === 'progress') return onProgress(progressOf(reply));
				if (reply.op === 'planned') settle({ status: 'planned', plan: reply.plan }, true);
				else if (reply.op === 'refused')
					settle({ status: 'refused', refusal: reply.refusal }, true);
				else if (reply.op === 'failed')
					settle({ status: 'failed', error: errorFrom(reply.error) }, true);
			},
			cancelled: { status: 'cancelled' },
			crashed: { status: 'crashed' },
			noWorker: { status: 'crashed' }
		});
	}

	/** Writes the plan last made, seating the file's people as `choices` say. */
	write(
		choices: PersonChoice[],
		onProgress: (progress: PlaysProgress) => void
	): Promise<WriteOutcome> {
		return this.run<WriteOutcome>({
			request: { op: 'import', choices },
			onReply: (reply, { settle }) => {
				if (reply.op === 'progress') return onProgress(progressOf(reply));
				if (reply.op === 'imported') settle({ status: 'imported', report: reply.report }, true);
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
