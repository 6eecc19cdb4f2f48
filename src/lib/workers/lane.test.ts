import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkerLane, type Task, type WorkerPort } from './lane';

/** A stand-in worker that echoes each request back doubled, unless told to stay silent. */
class EchoWorker implements WorkerPort<number, number> {
	onmessage: ((event: MessageEvent<number>) => void) | null = null;
	onerror: ((event: Event) => void) | null = null;
	terminated = false;
	constructor(readonly silent = false) {}
	postMessage(n: number) {
		if (this.silent) return;
		setTimeout(() => this.onmessage?.({ data: n * 2 } as MessageEvent<number>), 0);
	}
	terminate() {
		this.terminated = true;
	}
	crash() {
		this.onerror?.(new Event('error'));
	}
}

type Outcome = string;
const task = (request: number, extra: Partial<Task<number, number, Outcome>> = {}) => ({
	request,
	onReply: (reply: number, { settle }: { settle(o: Outcome, keep: boolean): void }) =>
		settle(`answer ${reply}`, true),
	cancelled: 'cancelled',
	crashed: 'crashed',
	noWorker: 'no worker',
	...extra
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a worker lane', () => {
	it('answers and keeps the same worker for the next task', async () => {
		const spawned: EchoWorker[] = [];
		const lane = new WorkerLane(() => spawned[spawned.push(new EchoWorker()) - 1]);
		const first = lane.run(task(2));
		await vi.runAllTimersAsync();
		expect(await first).toBe('answer 4');
		const second = lane.run(task(5));
		await vi.runAllTimersAsync();
		expect(await second).toBe('answer 10');
		expect(spawned).toHaveLength(1);
		expect(spawned[0].terminated).toBe(false);
	});

	it('cancels the task in progress when a new one starts, and lets its worker go', async () => {
		const spawned: EchoWorker[] = [];
		const lane = new WorkerLane(
			() => spawned[spawned.push(new EchoWorker(spawned.length === 0)) - 1]
		);
		const first = lane.run(task(1));
		const second = lane.run(task(3));
		await vi.runAllTimersAsync();
		expect(await first).toBe('cancelled');
		expect(await second).toBe('answer 6');
		expect(spawned[0].terminated).toBe(true);
		expect(spawned).toHaveLength(2);
	});

	it('ends with the limit outcome when the time runs out, and starts afresh next time', async () => {
		const spawned: EchoWorker[] = [];
		const lane = new WorkerLane(() => spawned[spawned.push(new EchoWorker(true)) - 1]);
		const pending = lane.run(task(1, { onStart: ({ limit }) => limit(1000, 'out of time') }));
		await vi.advanceTimersByTimeAsync(999);
		let settled = false;
		void pending.then(() => (settled = true));
		await vi.advanceTimersByTimeAsync(0);
		expect(settled).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(await pending).toBe('out of time');
		expect(spawned[0].terminated).toBe(true);
	});

	it('says when the worker crashed or could not be started', async () => {
		const worker = new EchoWorker(true);
		const lane = new WorkerLane(() => worker);
		const pending = lane.run(task(1));
		worker.crash();
		expect(await pending).toBe('crashed');
		expect(worker.terminated).toBe(true);
		const none = new WorkerLane<number, number>(() => {
			throw new Error('no workers here');
		});
		expect(await none.run(task(1))).toBe('no worker');
	});

	it('can start its worker before the first task, which then uses it', async () => {
		const spawned: EchoWorker[] = [];
		const lane = new WorkerLane(() => spawned[spawned.push(new EchoWorker()) - 1]);
		lane.prepare();
		expect(spawned).toHaveLength(1);
		const first = lane.run(task(3));
		await vi.runAllTimersAsync();
		expect(await first).toBe('answer 6');
		expect(spawned).toHaveLength(1);
		const none = new WorkerLane<number, number>(() => {
			throw new Error('no workers here');
		});
		none.prepare();
		expect(await none.run(task(1))).toBe('no worker');
	});

	it('close stops the task in progress and lets the worker go', async () => {
		const worker = new EchoWorker(true);
		const lane = new WorkerLane(() => worker);
		const pending = lane.run(task(1));
		lane.close();
		expect(await pending).toBe('cancelled');
		expect(worker.terminated).toBe(true);
	});
});
