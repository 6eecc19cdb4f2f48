/**
 * The Stats screen's parts drawn only when there are plays to count, loaded apart from its first
 * screen, so that a first visit (no game stored) does not download them.
 */
import { afterPaint } from '$lib/db/slices';
import { csvCode } from './export-plays';

/** The parts drawn only when there are plays to count: head to head, over time, apart. */
type Parts = {
	HeadToHeadTable: (typeof import('./HeadToHeadTable.svelte'))['default'];
	OverTime: (typeof import('./OverTime.svelte'))['default'];
	StatsApart: (typeof import('./StatsApart.svelte'))['default'];
};

/** Those parts, loaded once when first asked for (again at the next ask if they could not be). */
export class StatsParts {
	/** The loaded parts; null until then. */
	shown = $state.raw<Parts | null>(null);
	#loading: Promise<void> | null = null;

	/** Loads the parts and the CSV's code ahead of need (the page is idle). */
	preload(): void {
		void this.load();
		void csvCode().catch(() => undefined);
	}

	load(): Promise<void> {
		// After a frame: the view that asks for them is painted first, their code evaluated after.
		this.#loading ??= afterPaint()
			.then(() =>
				Promise.all([
					import('./HeadToHeadTable.svelte'),
					import('./OverTime.svelte'),
					import('./StatsApart.svelte')
				])
			)
			.then(
				([headToHead, overTime, apart]) => {
					this.shown = {
						HeadToHeadTable: headToHead.default,
						OverTime: overTime.default,
						StatsApart: apart.default
					};
				},
				() => {
					// Asked again with the next view: the network may be back.
					this.#loading = null;
				}
			);
		return this.#loading;
	}
}
