/**
 * Test durations, kept so that a slow day never fails the suite on time limits.
 *
 *   node scripts/timings.mjs report   prints the ten slowest tests of the last run, and fails when
 *                                     a test's timeout is under 4× its quiet duration
 *   node scripts/timings.mjs record   after a green `npm test` on a quiet machine, writes the
 *                                     run's durations to tests/durations.json (commit it)
 *
 * The runners' timing reporters (tests/timing/) write `.test-timings/unit.json` and `e2e.json`.
 * Machines of one kind differ by 3× from day to day, so a test must be allowed at least 4× what it
 * takes on a quiet one. Unit tests quicker than `unitFloor` are not kept: at 4× they stay far
 * under any timeout.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './tooling.mjs';

export const headroom = 4;
const unitFloor = 100;
const recordPath = join(root, 'tests', 'durations.json');
const runners = ['unit', 'e2e'];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The last run's timings of each runner that wrote some, as one list. */
export function lastRun(dir = join(root, '.test-timings')) {
	const tests = [];
	for (const runner of runners) {
		const path = join(dir, `${runner}.json`);
		if (!existsSync(path)) continue;
		const file = JSON.parse(readFileSync(path, 'utf8'));
		for (const test of file.tests) tests.push({ ...test, runner });
	}
	return tests;
}

/** The quiet durations kept in the repository: { unit: {id: ms}, e2e: {id: ms} }. */
export function quietDurations(path = recordPath) {
	if (!existsSync(path)) return { unit: {}, e2e: {} };
	const record = JSON.parse(readFileSync(path, 'utf8'));
	return { unit: record.unit ?? {}, e2e: record.e2e ?? {} };
}

/**
 * What the run says about its time limits: `tight` lists the tests allowed less than `headroom`
 * times their quiet duration (a failure), `unrecorded` the tests with no quiet duration kept
 * whose own duration already leaves too little room, `slower` those that took more than twice
 * their quiet time (a slow day, or a creep to look into).
 */
export function review(tests, quiet) {
	const tight = [];
	const unrecorded = [];
	const slower = [];
	for (const test of tests) {
		if (test.status === 'skipped') continue;
		const kept = quiet[test.runner]?.[test.id];
		const limited = test.timeout > 0;
		if (kept === undefined) {
			const floor = test.runner === 'unit' ? unitFloor : 0;
			if (test.duration >= floor && limited && test.timeout < headroom * test.duration)
				unrecorded.push(test);
			continue;
		}
		if (limited && test.timeout < headroom * kept) tight.push({ ...test, quiet: kept });
		if (test.duration > 2 * kept && test.duration > 1000) slower.push({ ...test, quiet: kept });
	}
	return { tight, unrecorded, slower };
}

/** The `count` slowest tests of a run, slowest first. */
export function slowest(tests, count = 10) {
	return [...tests].sort((a, b) => b.duration - a.duration).slice(0, count);
}

function describe(test) {
	const quiet = test.quiet === undefined ? '' : `, quiet ${seconds(test.quiet)}`;
	const limit = test.timeout > 0 ? `limit ${seconds(test.timeout)}` : 'no limit';
	return `${seconds(test.duration).padStart(7)}  [${test.runner}] ${test.id} (${limit}${quiet})`;
}

function report() {
	const tests = lastRun();
	if (tests.length === 0) {
		console.log('No test timings were written (.test-timings/ is empty).');
		return 0;
	}
	const quiet = quietDurations();
	const withQuiet = tests.map((test) => ({ ...test, quiet: quiet[test.runner][test.id] }));
	console.log('The ten slowest tests of this run:');
	for (const test of slowest(withQuiet)) console.log(describe(test));

	const flaky = withQuiet.filter((test) => test.status === 'flaky');
	if (flaky.length > 0) {
		console.log(`\n${flaky.length} test(s) passed only on a retry (look into them):`);
		for (const test of flaky) console.log(describe(test));
	}
	const { tight, unrecorded, slower } = review(tests, quiet);
	if (slower.length > 0) {
		console.log(`\n${slower.length} test(s) took more than twice their quiet time:`);
		for (const test of slower) console.log(describe(test));
	}
	if (unrecorded.length > 0) {
		console.log(
			`\n${unrecorded.length} test(s) have no quiet duration in tests/durations.json and ` +
				`already took over a quarter of their limit:`
		);
		for (const test of unrecorded) console.log(describe(test));
		console.log('On a quiet machine, run `npm test` then `npm run timings:record`.');
	}
	if (tight.length > 0) {
		console.log(
			`\n${tight.length} test(s) are allowed less than ${headroom}× their quiet duration, ` +
				'so a slow day would fail them (give them test.slow() or a timeout of their own):'
		);
		for (const test of tight) console.log(describe(test));
		return 1;
	}
	return 0;
}

function record() {
	const tests = lastRun();
	const bad = tests.filter((test) => test.status === 'failed' || test.status === 'flaky');
	const ran = new Set(tests.map((test) => test.runner));
	if (bad.length > 0 || !runners.every((runner) => ran.has(runner))) {
		console.error(
			'Record quiet durations only after a whole green `npm test` (both runners, no failed or ' +
				'flaky test).'
		);
		return 1;
	}
	const kept = { unit: {}, e2e: {} };
	for (const test of [...tests].sort((a, b) => a.id.localeCompare(b.id))) {
		if (test.status !== 'passed') continue;
		if (test.runner === 'unit' && test.duration < unitFloor) continue;
		kept[test.runner][test.id] = Math.round(test.duration);
	}
	const file = {
		about:
			'Quiet durations (ms) of every e2e test and of the unit tests that take 100 ms or more, ' +
			'from a whole `npm test` on a quiet machine of the kind CI uses. `npm test` fails when a ' +
			'test is allowed less than 4× its duration here. Write it anew with `npm run timings:record`.',
		recorded: new Date().toISOString().slice(0, 10),
		...kept
	};
	writeFileSync(recordPath, `${JSON.stringify(file, null, '\t')}\n`);
	console.log(
		`Kept ${Object.keys(kept.e2e).length} e2e and ${Object.keys(kept.unit).length} unit durations in tests/durations.json.`
	);
	return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const command = process.argv[2];
	if (command === 'report') process.exit(report());
	else if (command === 'record') process.exit(record());
	else {
		console.error('Usage: node scripts/timings.mjs report|record');
		process.exit(2);
	}
}
