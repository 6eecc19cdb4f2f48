/**
 * What the Backup screen asks the import worker (`backup.worker.ts`) and what it answers: the
 * worker reads the chosen file, checks it, replays every game and writes it, so however large
 * the file, the page only draws the progress and hears Cancel. Kept apart from the worker so the
 * whole exchange can be tested in Node.
 */
import { ImportCancelledError, ImportRefusedError } from './backup-messages';
import { isRelayContext, readBackup, type RelayContext } from './backup-read';
import { type BackupCatalogue } from './backup-schema';
import { importBackup } from './backup-write';
import {
	plainError,
	type ImportReply,
	type ImportRequest,
	type ImportStage
} from './backup.replies';
import type { TablemateDB } from './schema';

export * from './backup.replies';

/** True for a message the worker understands. */
export function isImportRequest(message: unknown): message is ImportRequest {
	const m = message as Partial<{ op: unknown; file: unknown; relay: unknown }> | null;
	if (typeof m !== 'object' || m === null) return false;
	if (m.op === 'cancel') return true;
	if (m.relay !== undefined && !isRelayContext(m.relay)) return false;
	return m.op === 'import' && typeof Blob !== 'undefined' && m.file instanceof Blob;
}

/** How many bytes are read between two reports of the reading's progress. */
const READ_REPORT_BYTES = 1 << 20;

/**
 * The file's text, read as a stream so its progress can be told (a large file takes seconds to
 * read); stops early, with null, when `signal` is aborted.
 */
async function readText(
	file: Blob,
	onProgress: (done: number, total: number) => void,
	signal: AbortSignal
): Promise<string | null> {
	const reader = file.stream().getReader();
	const decoder = new TextDecoder();
	const parts: string[] = [];
	let done = 0;
	let told = 0;
	onProgress(0, file.size);
	for (;;) {
		const chunk = await reader.read();
		if (signal.aborted) {
			await reader.cancel();
			return null;
		}
		if (chunk.done) break;
		parts.push(decoder.decode(chunk.value, { stream: true }));
		done += chunk.value.byteLength;
		if (done - told >= READ_REPORT_BYTES) {
			told = done;
			onProgress(done, file.size);
		}
	}
	parts.push(decoder.decode());
	onProgress(file.size, file.size);
	return parts.join('');
}

/** What `answerImport` needs: the games, the database, and the signal Cancel aborts. */
export interface ImportWork {
	catalogue: BackupCatalogue;
	database: TablemateDB;
	signal: AbortSignal;
	/** The page the import runs for (see RelayContext). */
	relay?: RelayContext;
}

/**
 * Imports `file` (reads, checks and replays it, then writes it in one transaction) and posts its
 * progress and its one ending. Every failure becomes a reply: a refusal in plain words, a
 * cancellation, or a storage error for the page to word.
 */
export async function answerImport(
	file: Blob,
	work: ImportWork,
	post: (reply: ImportReply) => void
): Promise<void> {
	const { catalogue, database, signal, relay } = work;
	const progress = (stage: ImportStage) => (done: number, total: number) =>
		post({ op: 'progress', stage, done, total });
	let said = false;
	try {
		const text = await readText(file, progress('loading'), signal);
		if (text === null) return post({ op: 'cancelled' });
		const read = await readBackup(text, catalogue, {
			signal,
			relay,
			onReading: progress('reading'),
			onProgress: progress('checking')
		});
		if (!read.ok)
			return post(
				read.cancelled
					? { op: 'cancelled' }
					: {
							op: 'refused',
							reason: read.reason,
							...(read.file ? { file: read.file } : {}),
							...(read.place ? { place: read.place } : {})
						}
			);
		post({ op: 'progress', stage: 'saving', done: 0, total: 0 });
		// Said once the games are stored; their summaries are stored after (see importBackup).
		await importBackup(read.checked, database, {
			signal,
			onWritten: (report) => {
				said = true;
				post({ op: 'imported', report });
			}
		});
	} catch (err) {
		// After the games were said stored, nothing can undo them: the summaries are Stats' to build.
		if (said) return;
		if (err instanceof ImportCancelledError) post({ op: 'cancelled' });
		else if (err instanceof ImportRefusedError) post({ op: 'refused', reason: err.message });
		else post({ op: 'failed', error: plainError(err) });
	} finally {
		// The worker may be let go now: nothing it began is left half-stored.
		if (said) post({ op: 'finished' });
	}
}
