import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { busyPortMessage, probeSync } from './scripts/e2e-server.mjs';

/**
 * The Chromium to drive. `npm test` finds one and passes it in CHROMIUM_PATH; run by hand, the
 * config falls back to Debian's package, then to Playwright's own browser (when installed).
 */
const executablePath =
	process.env.CHROMIUM_PATH ||
	process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ||
	(existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// E2E_PORT moves the server off 4173 when another run on the machine already serves there.
const port = Number(process.env.E2E_PORT || 4173);
const origin = `http://localhost:${port}`;
// The shared-table tests start a relay on this port; a build made here names it (see scripts/test.mjs).
process.env.PUBLIC_TABLE_RELAY ??= `ws://localhost:${process.env.TABLE_E2E_PORT || 4177}`;
const built = existsSync('.svelte-kit/output/prerendered/pages/index.html');
const preview = port === 4173 ? 'npm run preview' : `npx vite preview --port ${port} --strictPort`;

// A server already on the port is reused only when it answers this checkout's build
// id (scripts/build-id.mjs); anything else would be tested in this build's place, so it is refused.
// The workers read this config again; only the main process decides.
const served = process.env.TEST_WORKER_INDEX === undefined ? probeSync(origin) : 'free';
if (served === 'other') throw new Error(busyPortMessage(port));

// Several people run e2e tests in one work tree, and Playwright empties its output folder when a
// run starts: outside CI each run writes into a folder of its own. The runner's workers read the
// config again, so the run's id travels to them in the environment.
process.env.TABLEMATE_E2E_RUN ??= String(process.pid);

export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: process.env.CI ? 'test-results' : `test-results/run-${process.env.TABLEMATE_E2E_RUN}`,
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	forbidOnly: !!process.env.CI,
	// The timing reporter keeps each test's duration for `npm test`'s slowest-tests list and its
	// check of every timeout against the quiet durations in tests/durations.json.
	reporter: [['list'], ['./tests/timing/playwright-reporter.ts']],
	timeout: 60_000,
	// A step that takes 3 s on a quiet machine can take 10 s on a slow day.
	expect: { timeout: 15_000 },
	webServer: {
		// `npm test` builds first; run by hand with no build yet, build once here.
		command: built ? preview : `npm run build && ${preview}`,
		url: origin,
		reuseExistingServer: served === 'ours',
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
