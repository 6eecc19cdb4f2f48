/**
 * `npm test`: installs what is missing, then runs every check in the order a change can break
 * them, and stops at the first failure. The output ends with the test runners' own summary lines
 * (Vitest's, then Playwright's), so the last screen of a run says how it went.
 */
import { ownPreviewServer } from './e2e-server.mjs';
import { chromiumVersion, ensureChromium, ensurePackages, run } from './tooling.mjs';

// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;]*m/g;
const plain = (line) => line.replace(ansi, '');

/** Vitest's closing "Test Files ..." and "Tests ..." lines. */
function vitestSummary(output) {
	const lines = output.split('\n');
	const files = lines.findLastIndex((line) => /^\s*Test Files\s+\d/.test(plain(line)));
	if (files < 0) return [];
	return lines.slice(files, files + 2).filter((line) => /^\s*Tests?\b/.test(plain(line)));
}

/** Playwright's closing block: "N passed (time)" and, before it, any flaky or skipped counts. */
function playwrightSummary(output) {
	const lines = output.replace(/\s+$/, '').split('\n');
	const blank = lines.findLastIndex((line) => plain(line).trim() === '');
	return lines.slice(blank + 1).slice(-12);
}

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

await ensurePackages();
const chromium = await ensureChromium();
const version = chromiumVersion(chromium);
console.log(`Chromium: ${chromium}${version ? ` (${version})` : ''}`);
const env = { ...process.env, CHROMIUM_PATH: chromium };

const steps = [
	// Issue 21 §8: a lock missing a platform's binary breaks npm ci there; say so first.
	{ title: 'Lockfile platforms (every platform binary locked)', script: 'check:lock' },
	{ title: 'Formatting (prettier --check)', script: 'format:check' },
	{ title: 'Lint (eslint --max-warnings=0)', script: 'lint' },
	{ title: 'Types and Svelte (svelte-check)', script: 'check' },
	{ title: 'Unit tests (vitest)', script: 'test:unit', summary: vitestSummary },
	{ title: 'Production build (vite build)', script: 'build' },
	{
		title: 'End-to-end tests (Playwright, Chromium)',
		script: 'test:e2e',
		summary: playwrightSummary,
		previewServer: true
	}
];

const summaries = [];
for (const [index, step] of steps.entries()) {
	const stepStarted = Date.now();
	console.log(`\n==> [${index + 1}/${steps.length}] ${step.title}: npm run ${step.script}\n`);
	// Issue 21 §8: the browser tests get a preview server this script starts, proves to serve this
	// checkout's build, and stops whatever happens; a foreign server on the port is refused.
	let server = null;
	try {
		if (step.previewServer) {
			server = await ownPreviewServer(Number(env.E2E_PORT || 4173), env).catch((err) => {
				console.log(`\nnpm test stopped: ${err.message}`);
				process.exit(1);
			});
		}
		const output = await run('npm', ['run', '-s', step.script], { env, capture: !!step.summary });
		if (step.summary) summaries.push(...step.summary(output));
		console.log(`\n    ${step.title}: passed in ${seconds(stepStarted)}`);
	} catch (err) {
		await server?.stop();
		// Only a line: the runner's own report just above says what failed.
		console.log(`\nnpm test stopped: ${step.title} failed (exit ${err.exitCode}).`);
		process.exit(err.exitCode || 1);
	}
	await server?.stop();
}

/** Tests that passed per the runners' summaries (Vitest's "Tests N passed", Playwright's "N passed" and "N flaky"). */
function passedCount(lines) {
	let total = 0;
	for (const line of lines.map(plain)) {
		const vitest = line.match(/^\s*Tests\s+.*?(\d+) passed/);
		const playwright = line.match(/^\s*(\d+) (passed|flaky)\b/);
		if (vitest) total += Number(vitest[1]);
		else if (playwright) total += Number(playwright[1]);
	}
	return total;
}

console.log(`\n==> Every check passed in ${seconds(started)}. Test runners' summaries:\n`);
console.log(summaries.join('\n'));
// One plain line any reader understands; a failure stops the run above, so none failed here.
console.log(`\nall tests: ${passedCount(summaries)} passed, 0 failed`);
