import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The Chromium to drive. `npm test` finds one and passes it in CHROMIUM_PATH; run by hand, the
 * config falls back to Debian's package, then to Playwright's own browser (when installed).
 */
const executablePath =
	process.env.CHROMIUM_PATH ||
	process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ||
	(existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const origin = 'http://localhost:4173';
const built = existsSync('.svelte-kit/output/prerendered/pages/index.html');

export default defineConfig({
	testDir: 'tests/e2e',
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	forbidOnly: !!process.env.CI,
	reporter: 'list',
	timeout: 60_000,
	expect: { timeout: 10_000 },
	webServer: {
		// `npm test` builds first; run by hand with no build yet, build once here.
		command: built ? 'npm run preview' : 'npm run build && npm run preview',
		url: origin,
		reuseExistingServer: !process.env.CI,
		timeout: 120_000,
		stdout: 'ignore',
		stderr: 'pipe'
	},
	use: {
		baseURL: origin,
		serviceWorkers: 'allow',
		trace: 'retain-on-failure'
	},
	projects: [
		{
			name: 'phone',
			use: {
				browserName: 'chromium',
				viewport: { width: 360, height: 740 },
				hasTouch: true,
				isMobile: false,
				launchOptions: {
					executablePath,
					// The machines run as root with no GPU, and the app must never need the network:
					// turn off everything Chromium would fetch in the background.
					args: [
						'--no-sandbox',
						'--disable-gpu',
						'--disable-background-networking',
						'--disable-component-update',
						'--disable-sync',
						'--no-first-run',
						'--disable-quic'
					]
				}
			}
		}
	]
});
