/**
 * `npm test`: installs what is missing, then runs every check, and stops at the first failure.
 * The output ends with the slowest tests and the test runners' own summary lines (Vitest's, then
 * Playwright's), so the last screen of a run says how it went.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ownPreviewServer } from './e2e-server.mjs';
import { missingTools } from './test-tools.mjs';
import {
	canInstallDebianPackages,
	ensurePackages,
	findChromium,
	installDebianPackages,
	root,
	run
} from './tooling.mjs';

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

/** A check's own closing line, "name: N passed, N failed". */
function closingCount(output) {
	return output
		.split('\n')
		.map(plain)
		.filter((line) => /^[\w-]+: \d+ passed, \d+ failed$/.test(line.trim()))
		.slice(-1);
}

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

await ensurePackages();

// The unit tests start Debian's redis-server (server/relay-redis.test.ts): it is installed before
// they run, not beside them with the browsers. Where it cannot be, that test says what to install.
const forUnitTests = missingTools(['Redis']);
if (forUnitTests.length && canInstallDebianPackages()) {
	console.log(`Installing Debian's ${forUnitTests.map((tool) => tool.package).join(', ')}.`);
	await installDebianPackages([], {
		lean: forUnitTests.map((tool) => tool.package),
		echo: false
	});
}

/**
 * The checks, in lanes. The steps of a lane run one after another; the first lanes run side by
 * side (a 2-core machine: the static checks on one core, the unit tests on the other, while the
 * browsers install), then the build and the browser tests on the whole machine. Side by side, a
 * step's output is shown once it ends, whole, so the log reads one step at a time.
 */
const sideBySide = [
	[
		// A lock missing a platform's binary breaks `npm ci` there: said first.
		{ title: 'Lockfile platforms (every platform binary locked)', script: 'check:lock' },
		{ title: 'Formatting (prettier --check)', script: 'format:check' },
		{ title: 'Lint (eslint --max-warnings=0)', script: 'lint' },
		// The layering of docs/ARCHITECTURE.md: a broken rule is named with the import that breaks it.
		{ title: 'Import layers (dependency-cruiser)', script: 'lint:imports' },
		// Copied code (.jscpd.json): over the share of duplicated lines the code has now, the new copy
		// fails the run; `npx jscpd --reporters console` lists every copy with its lines.
		{ title: 'Copied code (jscpd)', script: 'lint:copies' },
		{ title: 'Types and Svelte (svelte-check)', script: 'check' }
	],
	[{ title: 'Unit tests (vitest)', script: 'test:unit', summary: vitestSummary }],
	[
		{
			title: 'Browsers and LibreOffice for the checks that drive them',
			command: ['node', 'scripts/browsers.mjs']
		}
	]
];
const afterwards = [
	{ title: 'Production build (vite build)', script: 'build' },
	{
		title: 'End-to-end tests (Playwright, Chromium)',
		script: 'test:e2e',
		summary: playwrightSummary,
		previewServer: true
	},
	{
		title: 'The other engines a phone uses (WebKit, Firefox ESR)',
		script: 'test:engines',
		summary: closingCount
	},
	{
		title: 'Both CSV exports opened in LibreOffice Calc',
		script: 'csv:libreoffice',
		summary: closingCount
	}
];

// The build the browser tests run knows the relay their shared-table tests start
// (tests/e2e/table.spec.ts), and its content security policy lets it reach that one.
process.env.PUBLIC_TABLE_RELAY ??= `ws://localhost:${process.env.TABLE_E2E_PORT || 4177}`;

const summaries = [];
const stopOthers = new AbortController();

/** Runs one step; on failure prints why and rejects with the exit code to end with. */
async function runStep(step, { echo }) {
	const stepStarted = Date.now();
	const [command, ...args] = step.command ?? ['npm', 'run', '-s', step.script];
	const shown = step.command ? step.command.join(' ') : `npm run ${step.script}`;
	if (echo) console.log(`\n==> ${step.title}: ${shown}\n`);
	// The browser tests get a preview server this script starts, proves to serve this checkout's
	// build, and stops whatever happens; a foreign server on the port is refused.
	let server = null;
	try {
		if (step.previewServer)
			server = await ownPreviewServer(Number(process.env.E2E_PORT || 4173), process.env);
		const output = await run(command, args, {
			// The browser tests drive the Chromium the browsers step found or installed.
			env:
				step.script === 'test:e2e'
					? { ...process.env, CHROMIUM_PATH: chromiumPath() }
					: process.env,
			capture: !echo || !!step.summary,
			echo,
			signal: echo ? undefined : stopOthers.signal
		});
		if (!echo) console.log(`\n==> ${step.title}: ${shown}\n\n${output.trimEnd()}`);
		await server?.stop();
		if (step.summary) summaries.push(...step.summary(output));
		console.log(`\n    ${step.title}: passed in ${seconds(stepStarted)}`);
	} catch (err) {
		await server?.stop();
		if (!err.exitCode && !err.output) {
			// Not the step's own failure: its server could not be had (the message says why).
			console.log(`\nnpm test stopped: ${err.message}`);
			throw Object.assign(err, { exitCode: 1 });
		}
		if (stopOthers.signal.aborted && err.stopped) throw Object.assign(err, { quiet: true });
		if (!echo) console.log(`\n==> ${step.title}: ${shown}\n\n${(err.output ?? '').trimEnd()}`);
		// The slowest tests say whether a time limit was near; the runner's own report above says
		// what failed.
		if (step.summary) {
			await run('node', ['scripts/timings.mjs', 'report']).catch(() => {});
			// The timings push the runner's report off the last screen, and a CI log is often read
			// from its end: what failed is said again, last.
			const failures = step.summary(err.output ?? '');
			if (failures.length) console.log(`\n${step.title}, once more:\n${failures.join('\n')}`);
		}
		console.log(`\nnpm test stopped: ${step.title} failed (exit ${err.exitCode}).`);
		throw err;
	}
}

/** The Chromium found now (the browsers step may have just installed it), or ''. */
function chromiumPath() {
	try {
		return findChromium() ?? '';
	} catch {
		return '';
	}
}

// The runners' timing reporters write here; a file left by an earlier run must not be reported.
rmSync(join(root, '.test-timings'), { recursive: true, force: true });
// SvelteKit writes the tsconfig every TypeScript step extends (a fresh clone has none yet): once,
// before the steps that read it run side by side.
await run('npx', ['svelte-kit', 'sync']);

try {
	const phaseStarted = Date.now();
	console.log(
		`\n==> Side by side: ${sideBySide
			.flat()
			.map((step) => step.title)
			.join('; ')}`
	);
	await Promise.all(
		sideBySide.map(async (lane) => {
			try {
				for (const step of lane) await runStep(step, { echo: false });
			} catch (err) {
				stopOthers.abort();
				throw err;
			}
		})
	);
	console.log(`\n    The side-by-side checks passed in ${seconds(phaseStarted)}.`);
	for (const step of afterwards) await runStep(step, { echo: true });
} catch (err) {
	process.exit(err.exitCode || 1);
}

/** Tests that passed per the runners' summaries (Vitest's "Tests N passed", Playwright's "N passed" and "N flaky"). */
function passedCount(lines) {
	let total = 0;
	for (const line of lines.map(plain)) {
		const vitest = line.match(/^\s*Tests\s+.*?(\d+) passed/);
		const playwright = line.match(/^\s*(\d+) (passed|flaky)\b/);
		const check = line.match(/^\s*[\w-]+: (\d+) passed, \d+ failed$/);
		if (vitest) total += Number(vitest[1]);
		else if (playwright) total += Number(playwright[1]);
		else if (check) total += Number(check[1]);
	}
	return total;
}

// The slowest tests, so a slow creep is seen before it fails a run; and every timeout checked
// against the test's quiet duration (tests/durations.json).
console.log('\n==> Test timings: node scripts/timings.mjs report\n');
try {
	await run('node', ['scripts/timings.mjs', 'report']);
} catch (err) {
	console.log(
		`\nnpm test stopped: a test's time limit leaves too little room (exit ${err.exitCode}).`
	);
	process.exit(err.exitCode || 1);
}

console.log(`\n==> Every check passed in ${seconds(started)}. Test runners' summaries:\n`);
console.log(summaries.join('\n'));
// One plain line any reader understands; a failure stops the run above, so none failed here.
console.log(`\nall tests: ${passedCount(summaries)} passed, 0 failed`);
