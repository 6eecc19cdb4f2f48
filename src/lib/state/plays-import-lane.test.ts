import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlaysReply, PlaysRequest } from '$lib/db/plays-import.protocol';
import {
	PlaysImportLane,
	pagePort,
	type PlaysProgress,
	type PlaysWorker
} from './plays-import-lane';

const bgStats = readFileSync(
	new URL('../core/plays-import/fixtures/BGStatsExport.json', import.meta.url),
	'utf8'
);

/** A worker that answers each request with the replies `answer` gives, or crashes on null. */
function stubWorker(answer: (request: PlaysRequest) => PlaysReply[] | null) {
	const asked: PlaysRequest[] = [];
	let terminated = 0;
	const worker: PlaysWorker = {
		onmessage: null,
		onerror: null,
		postMessage(request) {
			asked.push(request);
			const replies = answer(request);
			queueMicrotask(() => {
				if (!replies) return worker.onerror?.(new Event('error') as ErrorEvent);
				for (const data of replies) worker.onmessage?.(new MessageEvent('message', { data }));
			});
		},
		terminate: () => void terminated++
	};
	return { worker, asked, terminated: () => terminated };
}

const shown = {
	file: { source: 'bgstats' as const, plays: { length: 3 }, leftOut: {} },
	newPlays: 2,
	alreadyHere: 1,
	matches: [],
	roster: []
};

describe('the plays import lane', () => {
	it('shows the plan and keeps the worker, which holds the plays, for the import', async () => {
		const stub = stubWorker((r) =>
			r.op === 'plan'
				? [
						{ op: 'progress', stage: 'reading', done: 0, total: 0 },
						{ op: 'planned', plan: shown }
					]
				: [
						{ op: 'progress', stage: 'writing', done: 0, total: 2 },
						{ op: 'progress', stage: 'writing', done: 2, total: 2 },
						{
							op: 'imported',
							report: { added: 2, skipped: 0, newPlayers: 0, playersLeftOut: 0 }
						}
					]
		);
		const lane = new PlaysImportLane(() => stub.worker);
		const heard: PlaysProgress[] = [];
		const file = new Blob(['{}']);
		expect(await lane.plan(file, (p) => heard.push(p))).toEqual({ status: 'planned', plan: shown });
		const written = await lane.write([], (p) => heard.push(p));
		expect(written).toMatchObject({ status: 'imported', report: { added: 2 } });
		expect(heard).toEqual([
			{ stage: 'reading', done: 0, total: 0 },
			{ stage: 'writing', done: 0, total: 2 },
			{ stage: 'writing', done: 2, total: 2 }
		]);
		expect(stub.asked.map((r) => r.op)).toEqual(['plan', 'import']);
		expect(stub.terminated()).toBe(0);
	});

	it('closing the screen while the summaries are stored lets the worker finish them first', async () => {
		const report = { added: 2, skipped: 0, newPlayers: 0, playersLeftOut: 0 };
		for (const finishedBeforeClose of [false, true]) {
			const stub = stubWorker((r) =>
				r.op === 'plan'
					? [{ op: 'planned', plan: shown }]
					: [
							{ op: 'imported', report },
							...(finishedBeforeClose ? [{ op: 'finished' } as const] : [])
						]
			);
			const lane = new PlaysImportLane(() => stub.worker);
			await lane.plan(new Blob(['{}']), () => {});
			expect(await lane.write([], () => {})).toEqual({ status: 'imported', report });
			// The person goes on to Stats at once: the screen closes.
			lane.close();
			if (finishedBeforeClose) {
				expect(stub.terminated()).toBe(1);
				continue;
			}
			expect(stub.terminated()).toBe(0);
			stub.worker.onmessage?.(new MessageEvent('message', { data: { op: 'finished' } }));
			expect(stub.terminated()).toBe(1);
		}
	});

	it('tells a failed write with its storage error, a lost plan, and a worker that stopped', async () => {
		const full = { name: 'QuotaExceededError', message: 'full' };
		const failing = stubWorker(() => [{ op: 'failed', error: full }]);
		const outcome = await new PlaysImportLane(() => failing.worker).write([], () => {});
		expect(outcome.status === 'failed' && outcome.error.name).toBe('QuotaExceededError');

		const fresh = stubWorker(() => [{ op: 'failed', error: full, planned: false }]);
		expect(await new PlaysImportLane(() => fresh.worker).write([], () => {})).toEqual({
			status: 'lost'
		});

		const crashing = stubWorker(() => null);
		const lane = new PlaysImportLane(() => crashing.worker);
		expect(await lane.write([], () => {})).toEqual({ status: 'crashed' });
		expect(crashing.terminated()).toBe(1);
	});

	it('runs the same exchange on the page where no worker can start', async () => {
		const lane = new PlaysImportLane(pagePort);
		const planned = await lane.plan(new Blob([bgStats]), () => {});
		if (planned.status !== 'planned') throw new Error(planned.status);
		const heard: PlaysProgress[] = [];
		const written = await lane.write(
			planned.plan.matches.map((m) => ({
				key: m.person.key,
				rosterId: m.rosterId,
				name: m.person.name
			})),
			(p) => heard.push(p)
		);
		expect(written).toMatchObject({ status: 'imported', report: { added: planned.plan.newPlays } });
		expect(heard.at(-1)).toEqual({
			stage: 'writing',
			done: planned.plan.newPlays,
			total: planned.plan.newPlays
		});
	});
	it('Cancel while the file is planned stops its worker at once (planning writes nothing)', async () => {
		const stub = stubWorker((r) => (r.op === 'plan' ? [] : [{ op: 'cancelled' }]));
		const lane = new PlaysImportLane(() => stub.worker);
		const planning = lane.plan(new Blob(['{}']), () => {});
		lane.cancel();
		expect(await planning).toEqual({ status: 'cancelled' });
		expect(stub.terminated()).toBe(1);
		expect(stub.asked.map((r) => r.op)).toEqual(['plan']);
	});

	it('Cancel while the games are written asks the worker, whose answer ends the write', async () => {
		const report = { added: 2, skipped: 0, newPlayers: 0, playersLeftOut: 0 };
		for (const [answer, status] of [
			['cancelled', 'cancelled'],
			// The games' transaction had committed: the import is done.
			['imported', 'imported']
		] as const) {
			const stub = stubWorker((r) =>
				r.op === 'import'
					? [{ op: 'progress', stage: 'writing', done: 0, total: 2 }]
					: r.op === 'cancel'
						? [answer === 'cancelled' ? { op: 'cancelled' } : { op: 'imported', report }]
						: []
			);
			const lane = new PlaysImportLane(() => stub.worker);
			let told!: () => void;
			const progress = new Promise<void>((resolve) => (told = resolve));
			const writing = lane.write([], () => told());
			await progress;
			lane.cancel();
			expect(await writing).toMatchObject({ status });
			expect(stub.asked.map((r) => r.op)).toEqual(['import', 'cancel']);
			// Never stopped mid-write: it could not have said whether the games were written.
			expect(stub.terminated()).toBe(0);
		}
	});

	it('Cancel on the page, where no worker can start, writes nothing of the file', async () => {
		const { db } = await import('$lib/db');
		// A device without the file's plays (the test above imported them).
		await Promise.all(db.tables.map((table) => table.clear()));
		const lane = new PlaysImportLane(pagePort);
		const planned = await lane.plan(new Blob([bgStats]), () => {});
		if (planned.status !== 'planned') throw new Error(planned.status);
		expect(planned.plan.newPlays).toBeGreaterThan(0);
		const choices = planned.plan.matches.map((m) => ({
			key: m.person.key,
			rosterId: m.rosterId,
			name: m.person.name
		}));
		// Cancelled as the write begins, inside its transaction.
		const written = await lane.write(choices, () => lane.cancel());
		expect(written).toEqual({ status: 'cancelled' });
		expect(await db.sessions.count()).toBe(0);
		expect(await db.logChunks.count()).toBe(0);
		// The plan went with it: the file is planned again, and then written whole.
		const again = await lane.plan(new Blob([bgStats]), () => {});
		if (again.status !== 'planned') throw new Error(again.status);
		expect(again.plan.newPlays).toBe(planned.plan.newPlays);
		expect(await lane.write(choices, () => {})).toMatchObject({
			status: 'imported',
			report: { added: planned.plan.newPlays }
		});
	});
});
