/**
 * What both test runners' timing reporters write after a run: one line per test with how long it
 * took and how long it was allowed. `scripts/timings.mjs` reads these files to print the slowest
 * tests and to check every timeout against the quiet durations kept in `tests/durations.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface TestTiming {
	/** `file › title`, the key under which `tests/durations.json` keeps the quiet duration. */
	id: string;
	/** Milliseconds the passing (or last) attempt took. */
	duration: number;
	/** Milliseconds the test was allowed, as it stood when the test ended (0: no limit). */
	timeout: number;
	status: 'passed' | 'failed' | 'flaky' | 'skipped';
}

export interface TimingFile {
	runner: 'unit' | 'e2e';
	finishedAt: string;
	tests: TestTiming[];
}

/** The folder the reporters write into (ignored by git), beside package.json. */
export const timingsDir = join(
	dirname(fileURLToPath(import.meta.url)),
	'..',
	'..',
	'.test-timings'
);

/** Writes one runner's timings to `.test-timings/<runner>.json`. */
export function writeTimings(runner: TimingFile['runner'], tests: TestTiming[]): void {
	const file: TimingFile = { runner, finishedAt: new Date().toISOString(), tests };
	const path = join(timingsDir, `${runner}.json`);
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, `${JSON.stringify(file, null, '\t')}\n`);
}
