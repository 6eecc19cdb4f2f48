/**
 * Long work on the page in slices: a few milliseconds of it, then the page paints and takes input,
 * then the next slice. Folding thousands of logs (the summaries the Stats screen rebuilds after an
 * update) would otherwise freeze the page for as long as it takes (issue 37: never over 50 ms).
 */

/** Milliseconds of work between two chances for the page to paint and take input. */
export const SLICE_MS = 8;

interface Scheduler {
	yield?: () => Promise<void>;
}

/**
 * Resolves once the page has had a chance to run what waits (input, a frame): `scheduler.yield()`
 * where the browser has it (the rest of the work then goes first in the queue), else a message to
 * ourselves (unlike `setTimeout`, never held back 4 ms when nested).
 */
export function yieldToPage(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
	if (typeof scheduler?.yield === 'function') return scheduler.yield();
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		channel.port1.onmessage = () => {
			channel.port1.close();
			resolve();
		};
		channel.port2.postMessage(null);
	});
}

/**
 * Resolves after the next frame is painted (a frame's callback runs just before its paint, and a
 * task queued from it just after): what the page drew meanwhile is on screen before the next part
 * is drawn. Without frames (a hidden tab, Node) it resolves after a yield.
 */
export function afterPaint(): Promise<void> {
	if (typeof requestAnimationFrame !== 'function' || document.hidden) return yieldToPage();
	return new Promise((resolve) => requestAnimationFrame(() => void yieldToPage().then(resolve)));
}

/**
 * `each` of `items`, in order, as `items.map(each)` gives them, yielding to the page whenever a
 * slice has run `budget` milliseconds.
 */
export async function mapInSlices<T, R>(
	items: readonly T[],
	each: (item: T) => R,
	budget = SLICE_MS
): Promise<R[]> {
	const out: R[] = [];
	let sliceStart = performance.now();
	for (const item of items) {
		out.push(each(item));
		if (performance.now() - sliceStart >= budget) {
			await yieldToPage();
			sliceStart = performance.now();
		}
	}
	return out;
}
