/**
 * The service-worker bridge: says "ready to work offline" once per device, and offers a reload
 * when a new version is waiting instead of reloading under the players.
 */
import { m } from '$lib/paraglide/messages';
import { notices } from './notices.svelte';

/** Registers the service worker (production builds only). */
export async function startServiceWorker(): Promise<void> {
	if (!('serviceWorker' in navigator)) return;
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
