/**
 * Code a screen loads apart from its first screen (issue 37: a first visit's download): loaded
 * once when first asked for, or ahead of need once the page is idle, and asked for again after a
 * failed download (offline before the app was kept). Reactive: what reads `current` or `failed`
 * while it loads shows what it has, and fills in when the code arrives.
 */
import { afterLoadAndIdle } from './pwa';

export class LazyModule<T> {
	/** The loaded code; null until then. */
	current = $state.raw<T | null>(null);
	/** Whether the last download failed: a screen then shows what it can without the code. */
	failed = $state(false);
	#loading: Promise<T> | null = null;

	constructor(private readonly importer: () => Promise<T>) {}

	/** Loads the code (once); resolves with it. */
	load(): Promise<T> {
		this.#loading ??= this.importer().then(
			(loaded) => {
				this.failed = false;
				return (this.current = loaded);
			},
			(err: unknown) => {
				this.failed = true;
				// Asked again the next time it is needed: the network may be back.
				this.#loading = null;
				throw err;
			}
		);
		return this.#loading;
	}

	/** Loads the code once the page has loaded and gone idle, ahead of need. */
	onceIdle(): void {
		void afterLoadAndIdle()
			.then(() => this.load())
			.catch(() => undefined);
	}

	/** `load`, for a screen that only asks for it: a failure shows through `failed`. */
	ask(): void {
		void this.load().catch(() => undefined);
	}
}
