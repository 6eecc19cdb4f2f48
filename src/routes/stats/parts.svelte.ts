/**
 * The Stats screen's parts drawn only when there are plays to count, loaded apart from its first
 * screen, so that a first visit (no game stored) does not download them.
 */
import { afterPaint } from '$lib/db/slices';
import { LazyModule } from '$lib/state/lazy-module.svelte';
import { afterLoadAndIdle } from '$lib/state/pwa';
import { csvCode } from './export-plays';

/** The parts drawn only when there are plays to count: head to head, over time, apart. */
type Parts = {
	HeadToHeadTable: (typeof import('./HeadToHeadTable.svelte'))['default'];
	OverTime: (typeof import('./OverTime.svelte'))['default'];
	StatsApart: (typeof import('./StatsApart.svelte'))['default'];
};

/** Those parts, loaded once when first asked for (again at the next ask if they could not be). */
export class StatsParts extends LazyModule<Parts> {
	constructor() {
		// After a frame: the view that asks for them is painted first, their code evaluated after.
		super(() =>
			afterPaint()
				.then(() =>
					Promise.all([
						import('./HeadToHeadTable.svelte'),
						import('./OverTime.svelte'),
						import('./StatsApart.svelte')
					])
				)
				.then(([headToHead, overTime, apart]) => ({
					HeadToHeadTable: headToHead.default,
					OverTime: overTime.default,
					StatsApart: apart.default
				}))
		);
	}

	/** Loads the parts and the CSV's code ahead of need, once the page is idle. */
	preload(): void {
		this.onceIdle();
		void afterLoadAndIdle()
			.then(csvCode)
			.catch(() => undefined);
	}
}
