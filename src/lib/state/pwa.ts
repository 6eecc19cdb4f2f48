/**
 * The service-worker bridge: says "ready to work offline" once per device, and offers a reload
 * when a new version is waiting instead of reloading under the players.
 */
import { m } from '$lib/paraglide/messages';
import { notices } from './notices.svelte';

/** The longest wait for an idle moment: a page that is never idle still gets its worker. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * The performance mark set when `afterLoadAndIdle` resolves: what a first visit downloads before
 * the first such mark is its first screen, what comes after is loaded ahead of need (the storage
 * code, the service worker's precache); `npm run bench web` counts the two apart.
 */
export const LOADED_AND_IDLE_MARK = 'tablemate:loaded-and-idle';

/** What the screen on show is still loading for itself (see firstScreenNeeds). */
const firstScreenLoads = new Set<Promise<unknown>>();

/**
 * Makes the idle-time work wait for `loading` too: what a screen fetches only once it knows what
 * to show (an open game's engine and screen, after its stored row says which game), which the
 * page's load event does not wait for. Without it, a first visit of a game's address began the
 * service worker's precache while the game's own code still downloaded. Returns `loading`.
 */
export function firstScreenNeeds<T>(loading: Promise<T>): Promise<T> {
	firstScreenLoads.add(loading);
	const done = () => void firstScreenLoads.delete(loading);
	loading.then(done, done);
	return loading;
}

/** Resolves once what the screen needs has loaded (or failed), or after IDLE_TIMEOUT_MS at most. */
function firstScreenLoaded(win: Window): Promise<void> {
	const settled = (async () => {
		while (firstScreenLoads.size > 0) await Promise.allSettled([...firstScreenLoads]);
	})();
	const longest = new Promise<void>((resolve) => win.setTimeout(resolve, IDLE_TIMEOUT_MS));
	return Promise.race([settled, longest]);
}

/**
 * Resolves once the page has loaded, what its screen needs has loaded (firstScreenNeeds) and the
 * browser is then idle, so work started after it (the service worker's precaching of the whole
 * app) never competes with the first screen for the network or the main thread. Where there is
 * no requestIdleCallback (Safari), a short timeout.
 */
export function afterLoadAndIdle(win: Window = window): Promise<void> {
	const loaded =
		win.document.readyState === 'complete'
			? Promise.resolve()
			: new Promise<void>((resolve) =>
					win.addEventListener('load', () => resolve(), { once: true })
				);
	return loaded
		.then(() => firstScreenLoaded(win))
		.then(
			() =>
				new Promise<void>((resolve) => {
					const idle = () => {
						win.performance?.mark(LOADED_AND_IDLE_MARK);
						resolve();
					};
					if (typeof win.requestIdleCallback === 'function') {
						win.requestIdleCallback(idle, { timeout: IDLE_TIMEOUT_MS });
					} else {
						win.setTimeout(idle, 200);
					}
				})
		);
}

/**
 * Registers the service worker (production builds only), after the page has loaded and gone idle:
 * its install downloads the whole precache (see docs/ARCHITECTURE.md, "What the service worker
 * fetches"), which must not delay the first screen of a first visit.
 */
export async function startServiceWorker(): Promise<void> {
	if (!('serviceWorker' in navigator)) return;
	await afterLoadAndIdle();
	const { registerSW } = await import('virtual:pwa-register');
	const updateSW = registerSW({
		immediate: true,
		onNeedRefresh() {
			notices.show(m.notice_new_version(), {
				sticky: true,
				action: { label: m.notice_reload(), run: () => void updateSW(true) }
			});
		},
		onOfflineReady() {
			announceOfflineOnce();
		}
	});
}

/** Asks the browser to keep this site's data even when space runs low (asked once). */
export async function requestPersistentStorage(): Promise<boolean> {
	try {
		if (!navigator.storage?.persist) return false;
		if (await navigator.storage.persisted()) return true;
		return await navigator.storage.persist();
	} catch {
		return false;
	}
}

const OFFLINE_NOTICE_KEY = 'tablemate.offlineNoticeShown';

function announceOfflineOnce(): void {
	try {
		if (localStorage.getItem(OFFLINE_NOTICE_KEY)) return;
		localStorage.setItem(OFFLINE_NOTICE_KEY, '1');
	} catch {
		// Without localStorage the notice may show again on a later visit; harmless.
	}
	// One short line: it sits at the bottom of the screen for a few seconds over whatever is there.
	notices.show(m.notice_offline_ready());
}
