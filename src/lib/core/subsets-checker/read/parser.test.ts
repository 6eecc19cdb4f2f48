import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CardError } from '../errors';
import { serialize } from '../testing/fixtures.serialize';
import { parse } from './parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '../testing/fixtures');

describe('parser fixtures', () => {
	const names = readdirSync(root).filter((n) => existsSync(join(root, n, 'input.txt')));
	it('has fixtures', () => expect(names.length).toBeGreaterThan(40));
	for (const name of names) {
		it(name, () => {
			const input = readFileSync(join(root, name, 'input.txt'), 'utf8');
			const expected = JSON.parse(readFileSync(join(root, name, 'expected.json'), 'utf8'));
			let actual: unknown;
			try {
				actual = { ast: serialize(parse(input)) };
			} catch (err) {
				if (!(err instanceof CardError)) throw err;
				actual = { error: err.code, span: err.position };
			}
			expect(actual).toEqual(expected);
		});
	}
});

describe('parser limits', () => {
	const code = (text: string) => {
		try {
			parse(text);
			return 'ok';
		} catch (err) {
			return (err as CardError).code;
		}
	};
	it('refuses 10,000 nested braces without overflowing the stack', () => {
		expect(code('{'.repeat(10000) + '}'.repeat(10000))).toBe('too-deep');
	});
	it('calls 10,000 unclosed braces an error', () => {
		expect(code('{'.repeat(10000) + '}'.repeat(9999))).toBe('unbalanced');
	});
	it('refuses a megabyte of text', () => {
		expect(code('{' + '1, '.repeat(350000) + '1}')).toBe('too-long');
	});
	it('reads a run of signs up to the length limit, and no further', () => {
		expect(code('{' + '-'.repeat(5000) + '1}')).toBe('too-long');
		expect(code('{' + '-'.repeat(3997) + '1}')).toBe('ok');
	});
	it('folds a run of signs into one sign', () => {
		expect(parse('--1')).toMatchObject({ type: 'Unary', op: '+', span: [0, 3] });
		expect(parse('-+-+-x')).toMatchObject({ type: 'Unary', op: '-', arg: { type: 'Var' } });
		expect(parse('--∞')).toMatchObject({ type: 'Infinity', sign: 1, span: [0, 3] });
		expect(parse('-x^2')).toMatchObject({ type: 'Unary', op: '-', arg: { type: 'Binary' } });
	});
	it('reads 100 nested braces', () => {
		expect(code('{'.repeat(100) + '}'.repeat(100))).toBe('ok');
	});
	it('gives spans in UTF-16 units (𝒫 takes two)', () => {
		try {
			parse('𝒫({1}) ∪ y');
		} catch {
			/* parses fine */
		}
		expect(code('𝒫({1}) ∪')).toBe('dangling-operator');
		try {
			parse('𝒫({1}) ∪');
		} catch (err) {
			expect((err as CardError).position).toEqual([8, 9]);
		}
	});
});

describe('words of the card language', () => {
	it('knows only its own words, not the names every object has', () => {
		for (const word of ['constructor', 'hasOwnProperty', 'valueOf'])
			expect(() => parse(`{x ∈ ℤ | x ${word} 3}`)).toThrow(
				`The checker does not know the word "${word}".`
			);
	});
});
