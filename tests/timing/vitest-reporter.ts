/**
 * A Vitest reporter that keeps each test's duration and its timeout (see `record.ts`).
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { writeTimings, type TestTiming } from './record';

/** Vitest's own default when neither the test nor the config sets one. */
const vitestDefaultTimeout = 5_000;

export default class TimingReporter implements Reporter {
	private testTimeout = vitestDefaultTimeout;
	private root = '';

	onInit(vitest: { config: { testTimeout: number; root: string } }): void {
		this.testTimeout = vitest.config.testTimeout ?? vitestDefaultTimeout;
		this.root = vitest.config.root;
	}

	onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
		const tests: TestTiming[] = [];
		for (const module of modules) {
			const file = relative(this.root, module.moduleId);
			for (const test of module.children.allTests()) {
				const result = test.result();
				const diagnostic = test.diagnostic();
				tests.push({
					id: `${file} › ${test.fullName}`,
					duration: Math.round(diagnostic?.duration ?? 0),
					timeout: test.options.timeout ?? this.testTimeout,
					status:
						result.state === 'skipped'
							? 'skipped'
							: result.state === 'failed'
								? 'failed'
								: diagnostic?.flaky
									? 'flaky'
									: 'passed'
				});
			}
		}
		writeTimings('unit', tests);
	}
}
