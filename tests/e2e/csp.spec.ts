import type { Page } from '@playwright/test';
import { test, expect, builtScreens, startGame, waitForServiceWorker } from './fixtures';

declare global {
	interface Window {
		/** Every Content-Security-Policy violation the document reported (the init script below). */
		cspViolations?: string[];
	}
}

/** Records each document's CSP violations from its very first script on. */
function recordViolations(): void {
	window.cspViolations = [];
	document.addEventListener('securitypolicyviolation', (event) => {
		window.cspViolations!.push(
			`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
		);
	});
}

/** Watches a page: returns the console's CSP messages, filled as they come. */
async function watchPolicy(page: Page): Promise<string[]> {
	await page.addInitScript(recordViolations);
	const messages: string[] = [];
	page.on('console', (message) => {
		if (/content security policy/i.test(message.text())) messages.push(message.text());
	});
	return messages;
}

async function expectNoViolation(page: Page, what: string): Promise<void> {
	expect(await page.evaluate(() => window.cspViolations), what).toEqual([]);
}

const GAMES = ['Permutations', 'Subsets', 'Transform', 'Reframing'];

test('every screen loads under the policy with no violation, and the service worker still runs', async ({
	page
}) => {
	// Every screen in turn, about 17 s on a quiet machine: a slow day needs more than 60 s.
	test.slow();
	const consoleMessages = await watchPolicy(page);
	await page.goto('/');
	// Registering the worker goes through the app's own script: it has to pass the policy too.
	await waitForServiceWorker(page);
	// The policy lets the page compile WebAssembly (the primality kernel), with no violation.
	const compiled = await page.evaluate(async () => {
		const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
		return (await WebAssembly.compile(empty)) instanceof WebAssembly.Module;
	});
	expect(compiled).toBe(true);

	for (const path of builtScreens()) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
		const policy = await page
			.locator('meta[http-equiv="content-security-policy"]')
			.getAttribute('content');
		expect(policy, path).toMatch(/(^|; )default-src 'self'(;|$)/);
		// 'wasm-unsafe-eval' lets the primality kernel compile; it allows no eval of JavaScript.
		expect(policy, path).toMatch(
			/(^|; )script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+(;|$)/
		);
		// The app's own origin, and the one relay of shared tables this build was made for.
		expect(policy, path).toMatch(/(^|; )connect-src 'self'( wss?:\/\/[^\s;]+)?(;|$)/);
		expect(policy, path).toMatch(/(^|; )object-src 'none'(;|$)/);
		expect(policy, path).toMatch(/(^|; )style-src 'self'(;|$)/);
		expect(policy, path).not.toMatch(
			/(?<!wasm-)unsafe-eval|(^|; )(script|style)-src [^;]*unsafe-inline/
		);
		// WebKit logs an error on every page for a directive it does not know (manifest-src is one;
		// default-src covers the manifest).
		expect(policy, path).not.toMatch(/(^|; )manifest-src /);
		await expectNoViolation(page, path);
	}

	// A session screen of each game, opened from the home screen like a player does.
	for (const game of GAMES) {
		await startGame(page, { game });
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expectNoViolation(page, `a ${game} session`);
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expectNoViolation(page, `a ${game} session, reloaded`);
	}

	expect(consoleMessages).toEqual([]);
});

test('the policy refuses what it should: an inline script injected into a page does not run', async ({
	page,
	expectConsole
}) => {
	// The browser logs the refusal it is made to give.
	expectConsole(
		/\[error\]: Executing inline script violates the following Content Security Policy/
	);
	await watchPolicy(page);
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	// An inline script runs as it is inserted, if it runs at all.
	const ran = await page.evaluate(() => {
		const script = document.createElement('script');
		script.textContent = 'window.injected = true;';
		document.body.append(script);
		return (window as { injected?: boolean }).injected === true;
	});
	expect(ran).toBe(false);
	await page.waitForFunction(() => window.cspViolations!.length > 0);
	expect(await page.evaluate(() => window.cspViolations)).toEqual([
		expect.stringMatching(/^script-src-elem refused inline/)
	]);
});
