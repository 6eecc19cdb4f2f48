import type { BrowserContext } from '@playwright/test';

/**
 * Refuses the app's scripts that `matches` picks by their text (and path), as a network dropped
 * before the app was kept offline would, until `allow()`. Every script comes from the server
 * through this route: the spec blocks the service worker (`serviceWorkers: 'block'`), and the
 * console messages both cause are expected here. `refused` lists the paths refused so far.
 */
export async function refuseScripts(
	context: BrowserContext,
	expectConsole: (pattern: RegExp) => void,
	matches: (body: string, path: string) => boolean
): Promise<{ refused: string[]; allow: () => void }> {
	expectConsole(/Service Worker registration blocked by Playwright/);
	// The browser reports each refused script (a preload once the page is idle, a use).
	expectConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
	const refused: string[] = [];
	let refusing = true;
	await context.route(/\/_app\/immutable\/.*\.js$/, async (route) => {
		const response = await route.fetch();
		const body = await response.text();
		const path = new URL(route.request().url()).pathname;
		if (refusing && matches(body, path)) {
			refused.push(path);
			return route.abort('internetdisconnected');
		}
		await route.fulfill({ response, body });
	});
	return { refused, allow: () => (refusing = false) };
}
