/**
 * Slowing a page's Web Workers as DevTools slows its main thread, for the "instant" bench.
 *
 * `Emulation.setCPUThrottlingRate` slows only the thread of the target it is sent to: a page's
 * main thread. Measured in this Chromium (156), a dedicated worker ran a fixed loop in the same
 * time with the page at 1× and at 4× (340 and 335 ms, while the page's own loop went 229 → 805
 * ms), and the same command sent to the worker's own target (auto-attached) is refused:
 * "Operation is only supported for pages, not workers". So a 4× figure for work done in a worker
 * (the backup import) would be a figure for a phone whose worker runs at full speed.
 *
 * Linux can slow one thread: a cgroup (v1) `cpu` group whose quota is a quarter of each period
 * lets the threads put in it run at most a quarter of the time, as DevTools' throttler lets the
 * main thread run a quarter of the time. This moves each renderer thread named
 * "DedicatedWorker" of the bench's Chromium into such a group. It needs root and a writable
 * /sys/fs/cgroup/cpu (this machine has both); elsewhere it says it could not, and the figures
 * of work done in workers are then for full-speed workers. One difference stays: the quota caps
 * the worker at a quarter of a core, where DevTools' throttler takes a quarter of whatever the
 * main thread gets, so on a loaded machine the worker is slowed less than the page.
 */
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	rmdirSync,
	writeFileSync
} from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';

const CPU_CGROUP = '/sys/fs/cgroup/cpu';
/** 10 ms periods: a worker slowed 4× runs 2.5 ms of each, never long bursts then long stops. */
const PERIOD_US = 10_000;
const group = join(CPU_CGROUP, `tablemate-bench-${process.pid}`);

/** The thread ids of every dedicated worker in the renderers of `browser`. */
async function workerThreads(browser: Browser): Promise<number[]> {
	const session = await browser.newBrowserCDPSession();
	try {
		const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
			processInfo: { type: string; id: number }[];
		};
		const threads: number[] = [];
		for (const { id } of processInfo.filter((p) => p.type === 'renderer')) {
			let tasks: string[] = [];
			try {
				tasks = readdirSync(`/proc/${id}/task`);
			} catch {
				continue; // The renderer has gone since.
			}
			for (const tid of tasks) {
				try {
					const name = readFileSync(`/proc/${id}/task/${tid}/comm`, 'utf8');
					if (name.startsWith('DedicatedWorker')) threads.push(Number(tid));
				} catch {
					// The thread has ended since.
				}
			}
		}
		return threads;
	} finally {
		await session.detach();
	}
}

/**
 * Makes the bench's cgroup if it is not there yet; false when this process cannot (it needs root
 * and cgroup v1's `cpu` controller mounted writable).
 */
function madeGroup(): boolean {
	if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
	try {
		if (!existsSync(group)) mkdirSync(group);
		return true;
	} catch {
		return false;
	}
}

/**
 * Slows every dedicated worker now running in `browser` to 1/`rate` of a core each (1: full
 * speed again), as a phone's slower cores would each run one: every worker thread has a group of
 * its own under the bench's (one group for all would give several workers a quarter of one core
 * together, where a phone gives each its core). Returns how many workers it slowed, or null when
 * it cannot (see madeGroup).
 */
export async function throttleWorkers(browser: Browser, rate: number): Promise<number | null> {
	if (!madeGroup()) return null;
	let moved = 0;
	for (const tid of await workerThreads(browser)) {
		try {
			const own = join(group, `worker-${tid}`);
			if (!existsSync(own)) mkdirSync(own);
			writeFileSync(join(own, 'cpu.cfs_period_us'), String(PERIOD_US));
			writeFileSync(
				join(own, 'cpu.cfs_quota_us'),
				rate <= 1 ? '-1' : String(Math.round(PERIOD_US / rate))
			);
			writeFileSync(join(own, 'tasks'), String(tid));
			moved++;
		} catch {
			// The thread has ended since.
		}
	}
	return moved;
}

/** Puts every thread still in the bench's groups back in the root group, and removes them. */
export function releaseWorkers(): void {
	if (!existsSync(group)) return;
	const groups = [
		...readdirSync(group, { withFileTypes: true })
			.filter((entry) => entry.isDirectory() && entry.name.startsWith('worker-'))
			.map((entry) => join(group, entry.name)),
		group
	];
	for (const each of groups)
		try {
			for (const tid of readFileSync(join(each, 'tasks'), 'utf8').split('\n').filter(Boolean))
				try {
					writeFileSync(join(CPU_CGROUP, 'tasks'), tid);
				} catch {
					// Ended since.
				}
			rmdirSync(each);
		} catch {
			// Left for the system to clean when its threads end.
		}
}

/** Milliseconds of CPU a process has used so far, its ended threads' included (from /proc). */
function cpuOf(pid: number): number {
	const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
	// utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
	return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU `browser`'s processes have used so far, in milliseconds: its renderers together (the
 * pages and their workers) and the browser process (where IndexedDB stores what pages write).
 * Unlike the time an action takes, this hardly grows with the machine's load. Null off Linux.
 */
export async function cpuUsed(
	browser: Browser
): Promise<{ renderers: number; browser: number } | null> {
	if (process.platform !== 'linux') return null;
	const session = await browser.newBrowserCDPSession();
	try {
		const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
			processInfo: { type: string; id: number }[];
		};
		let renderers = 0;
		let main = 0;
		for (const { type, id } of processInfo) {
			try {
				if (type === 'renderer') renderers += cpuOf(id);
				else if (type === 'browser') main = cpuOf(id);
			} catch {
				// Gone since.
			}
		}
		return { renderers, browser: main };
	} finally {
		await session.detach();
	}
}
