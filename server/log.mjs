/**
 * The servers' log (`npm run serve`, `npm run table-server`): one line per event. Phones make
 * events as fast as they like, and a flood of them (connections with no code, each refused) would
 * write hundreds of lines a second, so each kind of event writes at most a few lines a minute:
 * the rest are counted, and one line says how many once the minute is over, e.g.
 * `… 1,234 more of "phone refused: unknownTable" in the last minute`. Memory stays bounded, as a
 * kind is one of a few fixed sentences, and the summary names only that sentence: never a table,
 * let alone its code. A line given with no kind (the start-up line, the stop) is always written.
 */

/** A minute, the window each kind's lines are counted in. */
const MINUTE = 60_000;

/**
 * @typedef {((line: string, kind?: string) => void) & { flush: () => void }} LimitedLog
 */

/**
 * A log that writes through `write`, at most `perWindow` lines of each kind in a window of
 * `windowMs` (from the kind's first line), then one line counting the others as the window ends.
 * `flush()` writes the counts of the windows still open now (when the server stops).
 * @param {(line: string) => void} write
 * @param {{ perWindow?: number, windowMs?: number }} [limits]
 * @returns {LimitedLog}
 */
export function limitedLog(write, { perWindow = 5, windowMs = MINUTE } = {}) {
	/** Each kind's open window: when it began, the lines written and those only counted. */
	/** @type {Map<string, { since: number, written: number, more: number, timer: ReturnType<typeof setTimeout> }>} */
	const windows = new Map();

	/** @param {string} kind */
	const close = (kind) => {
		const window = windows.get(kind);
		if (!window) return;
		clearTimeout(window.timer);
		windows.delete(kind);
		if (!window.more) return;
		const elapsed = Date.now() - window.since;
		const span =
			elapsed >= windowMs && windowMs === MINUTE
				? 'the last minute'
				: `the last ${Math.max(1, Math.round(Math.min(elapsed, windowMs) / 1000))} s`;
		write(`… ${window.more.toLocaleString('en-US')} more of "${kind}" in ${span}`);
	};

	/** @type {LimitedLog} */
	const log = Object.assign(
		(/** @type {string} */ line, /** @type {string | undefined} */ kind) => {
			if (kind === undefined) return write(line);
			let window = windows.get(kind);
			if (!window) {
				const timer = setTimeout(() => close(kind), windowMs);
				// A window still open never keeps the process alive.
				timer.unref?.();
				window = { since: Date.now(), written: 0, more: 0, timer };
				windows.set(kind, window);
			}
			if (window.written < perWindow) {
				window.written++;
				write(line);
			} else window.more++;
		},
		{ flush: () => [...windows.keys()].forEach(close) }
	);
	return log;
}
