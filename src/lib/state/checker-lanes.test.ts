import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerQuestion, type CheckerReply } from '$lib/games/subsets/checker.protocol';
import { createFakeChecker } from '$lib/games/subsets/test/fake-checker';
import {
	CheckerLane,
	CheckerPool,
	OUT_OF_TIME_REASON,
	OUT_OF_TIME_SAID,
	weighPiles,
	type CheckerWorker
} from './checker-lanes';

/**
 * A stand-in worker: answers with the fake checker on the next tick, except questions about a
 * card containing "slow", which it never answers (like a question that takes minutes); one made
 * with `loads` false never loads at all.
 */
class FakeWorker implements CheckerWorker {
	static spawned: FakeWorker[] = [];
	onmessage: ((event: MessageEvent<CheckerReply>) => void) | null = null;
	onerror: ((event: Event) => void) | null = null;
	terminated = false;
	constructor(readonly loads = true) {
		FakeWorker.spawned.push(this);
		if (loads) setTimeout(() => this.onmessage?.({ data: { op: 'ready' } } as MessageEvent), 0);
	}
	postMessage(question: unknown) {
		if (!this.loads || JSON.stringify(question).includes('slow')) return;
		const reply = answerQuestion(createFakeChecker(), question);
		setTimeout(() => {
			if (!this.terminated) this.onmessage?.({ data: reply } as MessageEvent<CheckerReply>);
		}, 0);
	}
	terminate() {
		this.terminated = true;
	}
}

const rules = { naturalsFrom: 1 } as const;
const lane = () => new CheckerLane(2000, () => new FakeWorker());

beforeEach(() => {
	vi.useFakeTimers();
	FakeWorker.spawned = [];
});
afterEach(() => vi.useRealTimers());

describe('a checker lane', () => {
	it('answers a question and keeps its worker for the next one', async () => {
		const checker = lane();
		const first = checker.ask({ op: 'subset', a: '{1}', s: '{1, 2}', rules });
		await vi.runAllTimersAsync();
		expect(await first).toMatchObject({ status: 'answered', result: { verdict: 'subset' } });
		const second = checker.ask({ op: 'check', card: '{1}', rules });
		await vi.runAllTimersAsync();
		expect(await second).toMatchObject({ status: 'answered', result: { verdict: 'valid' } });
		expect(FakeWorker.spawned).toHaveLength(1);
	});

	it('gives up when the budget runs out: "out of time", never a verdict, and a fresh worker next', async () => {
		const checker = lane();
		const slow = checker.ask({ op: 'subset', a: '{slow}', s: 'ℕ', rules });
		await vi.advanceTimersByTimeAsync(1999);
		let settled = false;
		void slow.then(() => (settled = true));
		await Promise.resolve();
		expect(settled).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(await slow).toEqual({ status: 'out-of-time' });
		expect(FakeWorker.spawned[0].terminated).toBe(true);
		const next = checker.ask({ op: 'check', card: '{1}', rules });
		await vi.runAllTimersAsync();
		expect(await next).toMatchObject({ status: 'answered' });
		expect(FakeWorker.spawned).toHaveLength(2);
	});

	it('stops the question before when a new one is asked', async () => {
		const checker = lane();
		const old = checker.ask({ op: 'check', card: '{slow}', rules });
		const fresh = checker.ask({ op: 'check', card: '{2}', rules });
		expect(await old).toEqual({ status: 'cancelled' });
		expect(FakeWorker.spawned[0].terminated).toBe(true);
		await vi.runAllTimersAsync();
		expect(await fresh).toMatchObject({ status: 'answered', result: { verdict: 'valid' } });
	});

	it('does not count loading as thinking, but gives up on a worker that never loads', async () => {
		const checker = new CheckerLane(2000, () => new FakeWorker(false));
		const stuck = checker.ask({ op: 'check', card: '{1}', rules });
		await vi.advanceTimersByTimeAsync(5000);
		let settled = false;
		void stuck.then(() => (settled = true));
		await Promise.resolve();
		expect(settled).toBe(false);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(await stuck).toEqual({
			status: 'failed',
			reason: 'The checker did not start.',
			problem: 'not-started'
		});
	});

	it('says plainly when the worker cannot start', async () => {
		const checker = new CheckerLane(2000, () => {
			throw new Error('no workers here');
		});
		expect(await checker.ask({ op: 'check', card: '{1}', rules })).toMatchObject({
			status: 'failed'
		});
	});
});

describe('weighing the piles for a drawn card', () => {
	it('weighs every pile at once and marks only the slow ones as undecided', async () => {
		const pool = new CheckerPool(lane);
		const run = weighPiles(
			[
				{ pile: 'p1', top: '{1}' },
				{ pile: 'p2', top: '{slow}' },
				{ pile: 'p3', top: '{5}' }
			],
			'{1, 2}',
			rules,
			pool
		);
		await vi.advanceTimersByTimeAsync(2000);
		expect(await run.result).toEqual([
			{ pile: 'p1', verdict: 'subset', reason: 'Every element of A is in S.' },
			{ pile: 'p2', verdict: 'unknown', reason: OUT_OF_TIME_REASON, said: OUT_OF_TIME_SAID },
			{ pile: 'p3', verdict: 'not-subset', witness: '5', reason: '5 is in A but not in S.' }
		]);
		// Only the worker stopped mid-question is gone; the others wait for the next draw.
		expect(FakeWorker.spawned.map((w) => w.terminated)).toEqual([false, true, false]);

		const next = weighPiles([{ pile: 'p1', top: '{1}' }], '{1}', rules, pool);
		await vi.advanceTimersByTimeAsync(0);
		expect(await next.result).toMatchObject([{ pile: 'p1', verdict: 'subset' }]);
		expect(FakeWorker.spawned).toHaveLength(3);

		pool.close();
		expect(FakeWorker.spawned.every((w) => w.terminated)).toBe(true);
	});

	it('resolves to nothing when cancelled', async () => {
		const run = weighPiles([{ pile: 'p1', top: '{slow}' }], '{1}', rules, new CheckerPool(lane));
		run.cancel();
		expect(await run.result).toBeNull();
	});
});
