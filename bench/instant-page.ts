/**
 * The clock of the "instant" benchmark (instant.bench.ts), as it runs in the page. Two parts:
 * `watchLongTasks`, added to every page before the app's code, keeps each task of the main thread
 * over 50 ms (a PerformanceObserver of 'longtask'); `arm`, called before an action, times the
 * action from its input event to the first painted frame after which the page stays usable.
 *
 * The method, as issue 37 sets it:
 * - The start is the `timeStamp` of the action's input event (a click's, or the file input's
 *   `change`), heard in the capture phase on the window: the moment the browser got the input,
 *   in `performance.now()`'s time base, so the test driver's own round trips are not counted.
 *   A click starts at its `pointerdown` (the finger landing, where the app starts loading what
 *   the tap opens), a page's own load at its navigation start (0 in that time base).
 * - Every animation frame checks whether what the action should show is in the page. A check in
 *   `requestAnimationFrame` runs just before that frame's style, layout and paint, so a frame
 *   whose check passes paints it. A message posted from the callback is handled just after the
 *   frame's rendering: its time is the frame's paint ("painted").
 * - From then on each frame's paint time is a candidate; the action is "usable" at the first
 *   candidate after which no long task starts within 1 s (a long task that ended before a frame
 *   painted is behind it). It is "painted" at the first frame showing the result.
 * - "Longest frozen" is the longest task between the input and the end of that quiet second.
 * The Event Timing API's `duration` would only cover the first frame after the event's
 * handlers, not the screen a router or a database read brings later, hence the frames.
 */

/** One task of the main thread over 50 ms, in `performance.now()` milliseconds. */
export interface LongTask {
	start: number;
	end: number;
}

/** What an action took, in milliseconds from its input event. */
export interface Timing {
	painted: number;
	usable: number;
	/** The longest task of the main thread from the input to the end (0: none over 50 ms). */
	longest: number;
	/** When the watch's `complete` showed (its first frame painted), if it has one. */
	complete?: number;
}

/** What `arm` waits for: the event that starts the clock and what shows when it is done. */
export interface Watch {
	/**
	 * The input event's type: 'click' or 'change'; or 'navigation' for a page's own load, timed
	 * from its navigation start (`arm` then runs as an init script, before the app's code).
	 */
	event: string;
	/** `[selector, pattern]`: some element matching the selector has text matching the pattern. */
	ready: [string, string][];
	/** Milliseconds before giving up, naming what never showed. */
	timeout: number;
	/**
	 * What shows once the action's work is all done, when the screen is usable before (Stats
	 * shows partial figures while it counts): timed too, and the clock runs to a quiet second
	 * after it, so "longest frozen" covers the whole work.
	 */
	complete?: [string, string][];
}

type BenchWindow = Window & { __longTasks?: LongTask[]; __timing?: Promise<Timing> };

/** Runs in the page before its scripts: keeps every long task in `window.__longTasks`. */
export function watchLongTasks(): void {
	const w = window as BenchWindow;
	w.__longTasks = [];
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries())
			w.__longTasks!.push({ start: entry.startTime, end: entry.startTime + entry.duration });
	}).observe({ type: 'longtask', buffered: true });
}

/**
 * Runs in the page: starts watching for `watch`; `window.__timing` then resolves with the
 * timing of the next such input (see `timing`).
 */
export function arm(watch: Watch): void {
	const w = window as BenchWindow;
	const ready = watch.ready.map(([selector, pattern]) => [selector, new RegExp(pattern)] as const);
	const shows = ([selector, pattern]: (typeof ready)[number]) =>
		[...document.querySelectorAll(selector)].some((el) =>
			pattern.test(el.textContent?.trim() ?? '')
		);
	const complete = watch.complete?.map(([selector, p]) => [selector, new RegExp(p)] as const);
	const QUIET = 1_000;
	w.__timing = new Promise<Timing>((resolve, reject) => {
		let start: number | null = null;
		let painted: number | null = null;
		let candidate: number | null = null;
		let completed: number | null = null;
		let done = false;
		const heard = (e: Event) => (start ??= e.timeStamp);
		if (watch.event === 'navigation') start = 0;
		else addEventListener(watch.event, heard, { capture: true, once: true });
		// A tap starts when the finger lands: what the page does from then on (the router and
		// Home start loading the next screen's code) is counted.
		if (watch.event === 'click')
			addEventListener('pointerdown', heard, { capture: true, once: true });
		const channel = new MessageChannel();
		const since = (from: number) => (w.__longTasks ?? []).filter((t) => t.end > from);
		channel.port1.onmessage = ({ data: [showing, finished] }: MessageEvent<[boolean, boolean]>) => {
			const now = performance.now();
			if (start === null || !showing || done) return;
			painted ??= now;
			if (finished) completed ??= now;
			const after = since(candidate ?? painted);
			// A long task after the candidate frame: the next frame is the candidate.
			if (candidate === null || after.some((t) => t.start >= candidate! && t.start < now))
				candidate = now;
			// A little over the quiet second, so a task that ran at its end has been reported.
			if (now - candidate < QUIET + 100) return;
			if (complete && (completed === null || now - completed < QUIET + 100)) return;
			done = true;
			clearTimeout(timer);
			channel.port1.close();
			const longest = Math.max(0, ...since(start).map((t) => t.end - Math.max(t.start, start!)));
			resolve({
				painted: painted - start,
				usable: candidate - start,
				longest,
				...(completed === null ? {} : { complete: completed - start })
			});
		};
		const frame = () => {
			if (done) return;
			const showing = start !== null && (painted !== null || ready.every(shows));
			channel.port2.postMessage([
				showing,
				showing && !!complete && completed === null && complete.every(shows)
			]);
			requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
		const timer = setTimeout(() => {
			done = true;
			const missing = [...ready, ...(complete ?? [])]
				.filter((r) => !shows(r))
				.map(([selector, p]) => `${selector} ${p}`);
			reject(
				new Error(
					start === null
						? `no ${watch.event} event came`
						: `nothing showed for ${missing.join(', ') || 'a quiet second'}`
				)
			);
		}, watch.timeout);
	});
}

/** Runs in the page: the timing `arm` started. */
export function timing(): Promise<Timing> {
	const pending = (window as BenchWindow).__timing;
	if (!pending) throw new Error('nothing armed');
	return pending;
}
