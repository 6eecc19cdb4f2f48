import { describe, expect, it } from 'vitest';
import { answerBatchLine, BadRequest, type RefereeModule } from './referee';

const throwing = (fail: () => unknown): RefereeModule => ({ batch: fail });

describe('answerBatchLine', () => {
	it('passes on the plain words of a refused line', () => {
		const module = throwing(() => {
			throw new BadRequest('"max" must be a whole number.');
		});
		expect(JSON.parse(answerBatchLine(module, '{}'))).toEqual({
			error: '"max" must be a whole number.'
		});
	});

	it('never shows the internal text of an engine error', () => {
		const bug = throwing(() => (null as unknown as { x: number }).x);
		const answer = answerBatchLine(bug, '{}');
		expect(answer).not.toMatch(/TypeError|null|reading/);
		expect(JSON.parse(answer).error).toMatch(/could not be answered/);
		const deep = throwing(() => {
			const recurse = (n: number): number => recurse(n + 1) + 1;
			return recurse(0);
		});
		expect(JSON.parse(answerBatchLine(deep, '{}'))).toEqual({
			error: 'This line is nested too deeply to be answered.'
		});
	});

	it('answers with an error object when the referee gives back no object', () => {
		for (const value of [undefined, 7, 'text', [1]]) {
			const answer = JSON.parse(answerBatchLine({ batch: () => value }, '{}'));
			expect(answer.error).toMatch(/could not be answered/);
		}
	});
});
