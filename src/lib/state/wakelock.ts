/**
 * Keeps the screen on while a session is open. The browser drops the lock whenever the page is
 * hidden, so it is asked for again when the page comes back. Where the API is missing or refuses,
 * nothing happens: a dim screen is an inconvenience, not an error.
 */
export function keepScreenAwake(): () => void {
	if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return () => {};
	let lock: WakeLockSentinel | null = null;
	let active = true;
	const acquire = async () => {
		if (!active || document.visibilityState !== 'visible') return;
		try {
			lock = await navigator.wakeLock.request('screen');
		} catch {
			lock = null;
		}
	};
	const onVisible = () => {
		if (document.visibilityState === 'visible') void acquire();
	};
	document.addEventListener('visibilitychange', onVisible);
	void acquire();
	return () => {
		active = false;
		document.removeEventListener('visibilitychange', onVisible);
		void lock?.release().catch(() => {});
	};
}
