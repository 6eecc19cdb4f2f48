/**
 * A backup import as the Backup screen runs it: in a Web Worker (`db/backup.worker.ts`) that
 * reads, checks, replays and writes the file, so the page only shows the progress and takes
 * Cancel, whatever the size of the file. Cancel stops the worker at once while the file is
 * checked; once the games are being written, the worker aborts its transaction itself, and the
 * answer says whether that came in time (a worker stopped mid-write could not tell).
 */
import type { DamagedPlace, FileRefusal, ImportReport } from '$lib/db/backup-messages';
import type { RelayContext } from '$lib/db/backup-read';
import {
	errorFrom,
	type ImportReply,
	type ImportRequest,
	type ImportStage
} from '$lib/db/backup.replies';
import { WritingLane, type StageProgress, type WorkerPort } from '$lib/workers/lane';
import { BUILT_RELAY } from './settings.svelte';

/**
 * The page an import runs for, so a backup's relay address is checked as the Settings screen
 * checks a typed one (the worker has no page of its own to ask).
 */
export function importRelayContext(): RelayContext | undefined {
	if (typeof location === 'undefined') return undefined;
	return {
		page: { secure: location.protocol === 'https:', host: location.host },
		built: BUILT_RELAY
	};
}

/** How far an import is (see ImportStage). */
export type ImportProgress = StageProgress<ImportStage>;

/** How an import ended. */
export type ImportOutcome =
	| { status: 'imported'; report: ImportReport }
	/** The file cannot be imported as it stands, for `reason`; nothing was written. */
	| { status: 'refused'; reason: string; file?: FileRefusal; place?: DamagedPlace }
	| { status: 'cancelled' }
	/** Writing failed, for `error` (word it with storageErrorMessage); nothing was written. */
	| { status: 'failed'; error: Error }
	/** The worker stopped unexpectedly, before it wrote anything or after its write failed. */
	| { status: 'crashed' }
	/** This browser cannot start the worker: the caller imports on the page instead. */
	| { status: 'no-worker' };

/** The import worker as the lane uses it (tests stand one in). */
export type ImportWorker = WorkerPort<ImportRequest, ImportReply>;

function spawnImportWorker(): ImportWorker {
	return new Worker(new URL('../db/backup.worker.ts', import.meta.url), { type: 'module' });
}

/** One import at a time in one worker. */
export class ImportLane extends WritingLane<ImportRequest, ImportReply> {
	constructor(spawn: () => ImportWorker = spawnImportWorker) {
		super(spawn, { op: 'cancel' });
	}

	/** Imports `file`; `onProgress` hears how far it is. */
	importFile(file: Blob, onProgress: (progress: ImportProgress) => void): Promise<ImportOutcome> {
		this.writing = false;
		return this.run<ImportOutcome>({
			request: { op: 'import', file, relay: importRelayContext() },
			onReply: (reply, { settle }) => {
				if (reply.op === 'progress') {
					if (reply.stage === 'saving') this.writing = true;
					onProgress({ stage: reply.stage, done: reply.done, total: reply.total });
					return;
				}
				this.writing = false;
				if (reply.op === 'imported') settle({ status: 'imported', report: reply.report }, false);
				else if (reply.op === 'refused')
					settle(
						{
							status: 'refused',
							reason: reply.reason,
							...(reply.file ? { file: reply.file } : {}),
							...(reply.place ? { place: reply.place } : {})
						},
						false
					);
				else if (reply.op === 'cancelled') settle({ status: 'cancelled' }, false);
				else if (reply.op === 'failed')
					settle({ status: 'failed', error: errorFrom(reply.error) }, false);
			},
			cancelled: { status: 'cancelled' },
			crashed: { status: 'crashed' },
			noWorker: { status: 'no-worker' }
		});
	}
}
