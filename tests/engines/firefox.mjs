/**
 * The smoke checks' adapter for Firefox (Debian's firefox-esr), driven by puppeteer-core over
 * WebDriver BiDi: no geckodriver, and no browser download (puppeteer-core never fetches one).
 */
import puppeteer from 'puppeteer-core';
import { WAIT_MS, until } from './steps.mjs';

import { FIREFOX } from '../../scripts/test-tools.mjs';

/**
 * Starts a headless Firefox with a phone-sized page, whose downloads land in `downloads`, and
 * gives the adapter the checks drive.
 */
export async function openFirefox({ origin, downloads }) {
	const browser = await puppeteer.launch({
		browser: 'firefox',
		executablePath: FIREFOX,
		headless: true,
		// scripts/engines.mjs stops the browser (and the server) on a signal.
		handleSIGINT: false,
		handleSIGTERM: false,
		handleSIGHUP: false,
		defaultViewport: { width: 360, height: 740 },
		extraPrefsFirefox: {
			// Downloads go straight to the folder, with no dialog.
			'browser.download.dir': downloads,
			'browser.download.folderList': 2,
			'browser.download.useDownloadDir': true,
			'browser.download.always_ask_before_handling_new_types': false
		}
	});
	try {
		const page = await browser.newPage();
		page.setDefaultTimeout(WAIT_MS);
		const errors = [];
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text());
		});
		page.on('pageerror', (error) => errors.push(error.message));

		return {
			downloads,
			version: await browser.version(),
			async goto(path) {
				await page.goto(origin + path);
			},
			async reload() {
				await page.reload();
			},
			evaluate(fn, ...args) {
				return page.evaluate(fn, ...args);
			},
			async click(css) {
				await page.locator(css).click();
			},
			async fill(css, text) {
				await page.locator(css).fill(text);
			},
			async upload(css, file) {
				const input = await page.waitForSelector(css);
				await input.uploadFile(file);
			},
			async clickAndConfirm(css) {
				const accepted = new Promise((resolve) =>
					page.once('dialog', (dialog) => resolve(dialog.accept()))
				);
				await page.locator(css).click();
				await accepted;
			},
			async loadErrors(path, settled) {
				errors.length = 0;
				await page.goto(origin + path);
				await until(() => page.evaluate(settled), `${path} settled`);
				// The worker's registration is the last thing a first visit starts.
				await page.evaluate(async () => {
					await navigator.serviceWorker.ready;
				});
				return [...errors];
			},
			async screenshot(file) {
				await page.screenshot({ path: file, fullPage: true });
			},
			close: () => browser.close()
		};
	} catch (err) {
		await browser.close();
		throw err;
	}
}
