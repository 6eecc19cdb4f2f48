/**
 * A Playwright reporter that keeps each test's duration and its timeout (see `record.ts`). The
 * timeout comes from the `timeout` annotation the shared fixtures add when a test ends, since a
 * test can change its own limit (`test.slow()`, `test.setTimeout`) while it runs.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';
import { writeTimings, type TestTiming } from './record';

export default class TimingReporter implements Reporter {
	private readonly results = new Map<TestCase, TestResult[]>();
	private rootDir = '';

	onBegin(config: { rootDir: string }): void {
		this.rootDir = config.rootDir;
	}

	onTestEnd(test: TestCase, result: TestResult): void {
		this.results.set(test, [...(this.results.get(test) ?? []), result]);
	}

	onEnd(_result: FullResult): void {
		const tests: TestTiming[] = [];
		for (const [test, attempts] of this.results) {
			const passed = attempts.find((attempt) => attempt.status === 'passed');
			const last = passed ?? attempts[attempts.length - 1];
			const annotated = [...last.annotations].reverse().find((note) => note.type === 'timeout');
			const status =
				last.status === 'skipped'
					? 'skipped'
					: passed
						? attempts.length > 1
							? 'flaky'
							: 'passed'
						: 'failed';
			tests.push({
				id: `${relative(this.rootDir, test.location.file)} › ${test.titlePath().slice(3).join(' › ')}`,
				duration: last.duration,
				timeout: annotated?.description ? Number(annotated.description) : test.timeout,
				status
			});
		}
		writeTimings('e2e', tests);
	}

	printsToStdio(): boolean {
		return false;
	}
}
