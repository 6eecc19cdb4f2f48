import { describe, expect, it } from 'vitest';
import {
	answerBatchLine,
	BadRequest,
	readOpLine,
	refuseUnknownFields,
	type RefereeModule
} from './referee';

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

describe('readOpLine', () => {
	const fields = { score: ['max'], round: ['counts'] } as const;
	const refusal = (line: unknown) => {
		try {
			readOpLine(line, fields, 'Permutations');
		} catch (err) {
			return (err as Error).message;
		}
		return null;
	};

	it('returns a line whose op and fields are known', () => {
		expect(readOpLine({ op: 'score', max: 3 }, fields, 'Permutations')).toEqual({
			op: 'score',
			max: 3
		});
	});

	it('names an unknown op and the ones there are', () => {
		expect(refusal({ op: 'scor' })).toBe('Permutations has no op "scor"; use "score" or "round".');
		expect(refusal({ op: 'toString' })).toBe(
			'Permutations has no op "toString"; use "score" or "round".'
		);
	});

	it('names the unknown fields and the fields the op takes', () => {
		expect(refusal({ op: 'score', max: 3, maxx: 4 })).toBe(
			'A "score" line has an unknown field "maxx"; it takes only "op" and "max".'
		);
		expect(refusal({ op: 'round', counts: {}, a: 1, b: 2 })).toBe(
			'A "round" line has unknown fields "a" and "b"; it takes only "op" and "counts".'
		);
	});

	it('shortens a long field name and counts what it leaves out', () => {
		const long = 'x'.repeat(5000);
		const message = refusal({ op: 'score', [long]: 1, b: 1, c: 1, d: 1, e: 1 });
		expect(message).toBe(
			`A "score" line has unknown fields "${'x'.repeat(40)}…", "b", "c" and 2 more; it takes only "op" and "max".`
		);
	});
});

describe('refuseUnknownFields', () => {
	it('says the same for a settings object inside a line', () => {
		expect(() =>
			refuseUnknownFields({ naturalsFrom: 0, from: 1 }, ['naturalsFrom'], '"rules"')
		).toThrow('"rules" has an unknown field "from"; it takes only "naturalsFrom".');
		expect(() =>
			refuseUnknownFields({ naturalsFrom: 0 }, ['naturalsFrom'], '"rules"')
		).not.toThrow();
	});
});
