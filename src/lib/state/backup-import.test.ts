import { describe, expect, it, vi } from 'vitest';
import { nothingImported } from '$lib/db/backup-messages';
import type { ImportReply, ImportRequest } from '$lib/db/backup.protocol';
import { FINISHING_LIMIT_MS } from '$lib/workers/lane';
import { ImportLane, type ImportProgress, type ImportWorker } from './backup-import';

/** A worker the test drives: it records what it is sent, and answers when the test says. */
class ScriptedWorker implements ImportWorker {
	onmessage: ((event: MessageEvent<ImportReply>) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	sent: ImportRequest['op'][] = [];
	terminated = false;
	postMessage(request: ImportRequest): void {
		this.sent.push(request.op);
	}
	terminate(): void {
		this.terminated = true;
	}
	reply(reply: ImportReply): void {
		this.onmessage?.({ data: reply } as MessageEvent<ImportReply>);
	}
}

const report = { ...nothingImported(), added: 1 };

function start() {
	const worker = new ScriptedWorker();
	const lane = new ImportLane(() => worker);
	const seen: ImportProgress[] = [];
	const outcome = lane.importFile(new Blob(['{}']), (p) => seen.push(p));
	return { worker, lane, seen, outcome };
}

describe('ImportLane', () => {
	it('passes the progress on and ends with what the worker did', async () => {
		const { worker, lane, seen, outcome } = start();
		expect(worker.sent).toEqual(['import']);
		worker.reply({ op: 'progress', stage: 'checking', done: 5, total: 10 });
		worker.reply({ op: 'imported', report });
		expect(await outcome).toEqual({ status: 'imported', report });
		expect(seen).toEqual([{ stage: 'checking', done: 5, total: 10 }]);
		// The games' summaries are still being stored: the worker is not stopped half-way, even when
		// the screen closes (Stats would have to build them all again).
		lane.close();
		expect(worker.terminated).toBe(false);
		// Each import gets a fresh worker: a large file's memory goes with this one once it is done.
		worker.reply({ op: 'finished' });
		expect(worker.terminated).toBe(true);
	});

	it('stops a worker that never says it finished storing the summaries after a while', async () => {
		vi.useFakeTimers();
		try {
			const { worker, outcome } = start();
			worker.reply({ op: 'imported', report });
			await outcome;
			await vi.advanceTimersByTimeAsync(FINISHING_LIMIT_MS - 1);
			expect(worker.terminated).toBe(false);
			await vi.advanceTimersByTimeAsync(1);
			expect(worker.terminated).toBe(true);
		} finally {
			vi.useRealTimers();
		}
	});

	it('stops a worker that fails while it stores the summaries', async () => {
		const { worker, outcome } = start();
		worker.reply({ op: 'imported', report });
		await outcome;
		worker.onerror?.(new Event('error') as ErrorEvent);
		expect(worker.terminated).toBe(true);
	});

	it('stops the worker at once when Cancel comes while the file is checked', async () => {
		const { worker, lane, outcome } = start();
		worker.reply({ op: 'progress', stage: 'checking', done: 1, total: 10 });
		lane.cancel();
		expect(await outcome).toEqual({ status: 'cancelled' });
		expect(worker.terminated).toBe(true);
	});

	it('leaves a Cancel during the write to the worker, and gives its answer', async () => {
		for (const answer of [{ op: 'cancelled' }, { op: 'imported', report }] as const) {
			const { worker, lane, outcome } = start();
			worker.reply({ op: 'progress', stage: 'saving', done: 0, total: 0 });
			lane.cancel();
			// Closing the screen meanwhile does not stop a write half-way either.
			lane.close();
			expect(worker.terminated).toBe(false);
			expect(worker.sent).toEqual(['import', 'cancel', 'cancel']);
			worker.reply(answer);
			expect(await outcome).toEqual(
				answer.op === 'cancelled' ? { status: 'cancelled' } : { status: 'imported', report }
			);
		}
	});

	it('hands a failed write back as an error the page can word', async () => {
		const { worker, outcome } = start();
		worker.reply({
			op: 'failed',
			error: {
				name: 'AbortError',
				message: 'aborted',
				inner: { name: 'QuotaExceededError', message: 'full' }
			}
		});
		const ended = await outcome;
		if (ended.status !== 'failed') throw new Error(ended.status);
		expect(ended.error.name).toBe('AbortError');
		expect((ended.error as Error & { inner?: Error }).inner?.name).toBe('QuotaExceededError');
	});

	it('says so when the worker stops unexpectedly, or none can be started', async () => {
		const { worker, outcome } = start();
		worker.onerror?.({} as ErrorEvent);
		expect(await outcome).toEqual({ status: 'crashed' });
		const none = new ImportLane(() => {
			throw new Error('no workers here');
		});
		expect(await none.importFile(new Blob(['{}']), () => {})).toEqual({ status: 'no-worker' });
	});
});
