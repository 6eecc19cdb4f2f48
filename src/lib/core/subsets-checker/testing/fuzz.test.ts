import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerBatchLine } from '../../referee';
import { checkCard, decideSubset, describeCard } from '../index';
import { maxLength } from '../read/parser';
import { referee } from '../referee';
import { runs } from './runs';

// Hostile cards: whatever is typed, every answer is a verdict or an error in plain words, and no
// text of the engine itself (a JavaScript error, "undefined", "NaN", a stack line) reaches it.
// Seeded by fast-check: a fixed seed in CI (test-setup.ts), a new one locally, printed on failure
// with the failing input, which then goes into fuzz-fixtures.jsonl. Each property runs a fixed
// number of cases (`runs`), never "as many as fit in a few seconds": with CI's seed a run tries the
// same cards on any machine, however busy.

const here = dirname(fileURLToPath(import.meta.url));

/** Words only the engine could have written. */
const internal =
	/TypeError|RangeError|ReferenceError|SyntaxError|InternalError|undefined|NaN|\bnull\b|\[object |\bat \S+ \(|\.ts:\d+|Maximum call stack/;

/** The reason with the pieces it quotes from the cards taken out (a card may say "undefined"). */
function ownWords(reason: string, cards: string[]): string {
	return reason.replace(/"([^"]*)"/g, (whole, inner: string) =>
		cards.some((c) => c.includes(inner)) ? '""' : whole
	);
}

function expectPlain(reason: unknown, cards: string[]): void {
	expect(typeof reason).toBe('string');
	const text = reason as string;
	expect(text.trim().length).toBeGreaterThan(0);
	const own = ownWords(text, cards);
	expect(own).not.toMatch(internal);
	// Only the card's own text is quoted as the card's: never a word of our sentence.
	expect(own).not.toMatch(/"(This|It|That|Here)"/);
}

function expectCheck(card: string): void {
	const r = checkCard(card);
	expect(['valid', 'error', 'unsupported']).toContain(r.verdict);
	expectPlain(r.reason, [card]);
	if (r.verdict === 'valid') expectPlain(r.description, [card]);
	else {
		expect(r.span[0]).toBeGreaterThanOrEqual(0);
		expect(r.span[1]).toBeGreaterThanOrEqual(r.span[0]);
		expect(r.span[1]).toBeLessThanOrEqual(card.length);
	}
}

function expectSubset(a: string, s: string): void {
	const r = decideSubset(a, s);
	expect(['subset', 'not-subset', 'unknown', 'error', 'unsupported']).toContain(r.verdict);
	expectPlain(r.reason, [a, s]);
	if (r.witness !== undefined) expect(r.witness).not.toMatch(internal);
}

// Pieces of the notation, and of what should never be in it.
const tokens = [
	'{',
	'}',
	'(',
	')',
	'[',
	']',
	',',
	'|',
	':',
	'-',
	'+',
	'*',
	'/',
	'^',
	'²',
	'³',
	'...',
	'…',
	'x',
	'k',
	'n',
	'y',
	'P',
	'e',
	'∈',
	'∉',
	'ℤ',
	'ℕ',
	'ℚ',
	'ℝ',
	'ℙ',
	'Z',
	'N',
	'∅',
	'𝒫',
	'√',
	'π',
	'∞',
	'=',
	'≠',
	'<',
	'≤',
	'>',
	'≥',
	'≡',
	'∪',
	'∩',
	'\\',
	'mod',
	'or',
	'and',
	'not',
	'is',
	'a',
	'prime',
	'odd',
	'even',
	'square',
	'multiple',
	'of',
	'divisible',
	'by',
	'in',
	'0',
	'1',
	'2',
	'7',
	'10',
	'-1',
	'1/2',
	'0.5',
	'1e5',
	'10^100000',
	'2^61 - 1',
	'999999999999999999999999',
	' ',
	'  ',
	'\t',
	'\n',
	'\u0000',
	'\u0007',
	'\u001b',
	'\u007f',
	'\u200b',
	'\u202e',
	'\ufeff',
	'\ud800',
	'NaN',
	'undefined',
	'null',
	'Infinity',
	'__proto__',
	'constructor',
	'This'
];

const soup = fc
	.array(fc.constantFrom(...tokens), { minLength: 1, maxLength: 40 })
	.map((parts) => parts.join(''));

const unicode = fc.string({ unit: 'binary', maxLength: 80 });

const control = fc
	.array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 20 })
	.map((codes) => `{1, ${String.fromCharCode(...codes)}2}`);

const nested = fc
	.tuple(
		fc.integer({ min: 1, max: 160 }),
		fc.constantFrom(['{', '}'], ['(', ')'], ['[', ']'], ['{(', ')}'], ['-(', ')']),
		fc.constantFrom('1', 'x', '', '∅', 'ℤ', '{1}')
	)
	.map(([depth, [open, close], core]) => open.repeat(depth) + core + close.repeat(depth));

const atLimit = fc
	.tuple(
		fc.constantFrom('-', '1, ', '{', 'x or ', '∪ {1}', '((', '𝒫(', '2^', '9'),
		fc.integer({ min: -12, max: 12 })
	)
	.map(([unit, delta]) => {
		const body = unit.repeat(Math.ceil((maxLength + delta) / unit.length));
		return ('{' + body).slice(0, maxLength + delta - 1) + '}';
	});

const number = fc.oneof(
	fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
	fc.constantFrom('10^100000', '2^4096', '(2^61 - 1)', '10^40', '0', '1/0', '0.000000001', '1e400'),
	fc.integer({ min: 1, max: 4000 }).map((n) => '9'.repeat(n))
);

const ellipsis = fc
	.tuple(number, number, number, fc.constantFrom('...', '…', ', ...,', '.. .'))
	.map(([a, b, c, dots]) => `{${a}, ${b}, ${dots} ${c}}`);

const congruences = fc
	.array(
		fc.tuple(
			number,
			fc.constantFrom('=', '≠', '<', '≥'),
			number,
			fc.constantFrom('or', 'and', ',')
		),
		{ minLength: 1, maxLength: 14 }
	)
	.map(
		(parts) =>
			`{x ∈ ℤ | ${parts.map(([m, op, r], i) => `${i ? parts[i - 1][3] + ' ' : ''}x mod ${m} ${op} ${r}`).join(' ')}}`
	);

const card = fc.oneof(soup, unicode, control, nested, atLimit, ellipsis, congruences);

const sets = fc.constantFrom(
	'ℙ',
	'ℤ',
	'{-k : k ∈ (-15, ∞)}',
	'{x ∈ ℤ | x is odd}',
	'{n² : n ∈ ℤ}',
	'𝒫(ℕ)',
	'{1, 2, ..., 10}',
	'∅'
);

describe('fuzz: hostile cards', () => {
	it('checks any text with a verdict or a plain error', () => {
		fc.assert(fc.property(card, expectCheck), runs(1000));
	});

	it('describes any text in plain words', () => {
		fc.assert(
			fc.property(card, (text) => expectPlain(describeCard(text), [text])),
			runs(1000)
		);
	});

	it('compares hostile cards with each other and with common sets', () => {
		fc.assert(fc.property(fc.oneof(card, sets), fc.oneof(card, sets), expectSubset), runs(600));
	});

	it('answers every batch line with one JSON line: a verdict or an error in plain words', () => {
		const field = fc.oneof(card, fc.anything(), fc.constant(undefined));
		const line = fc.oneof(
			fc.record({
				op: fc.constantFrom('check', 'subset', 'deck', ''),
				card: field,
				a: field,
				s: field
			}),
			fc.record({ op: fc.anything(), rules: fc.anything() }),
			fc.anything()
		);
		const text = fc.oneof(
			line.map((l) => {
				try {
					return JSON.stringify(l) ?? 'null';
				} catch {
					return '{';
				}
			}),
			unicode,
			soup
		);
		fc.assert(
			fc.property(text, (input) => {
				const out = JSON.parse(answerBatchLine(referee, input)) as Record<string, unknown>;
				if ('error' in out) expectPlain(out.error, [input]);
				else {
					expect(['valid', 'error', 'unsupported', 'subset', 'not-subset', 'unknown']).toContain(
						out.verdict
					);
					expectPlain(out.reason, [input]);
				}
			}),
			runs(3000)
		);
	});
});

interface Fixture {
	card?: string;
	a?: string;
	s?: string;
	/** The verdict, when only one is right. */
	verdict?: string;
	/** Why this input is kept: what went wrong with it once. */
	why: string;
}

const fixtures = readFileSync(join(here, 'fuzz-fixtures.jsonl'), 'utf8')
	.split('\n')
	.filter((l) => l.trim())
	.map((l) => JSON.parse(l) as Fixture);

describe('fuzz: inputs that once failed', () => {
	for (const f of fixtures) {
		const shown = (f.card ?? `${f.a} ⊆ ${f.s}`).slice(0, 60);
		it(`${f.why}: ${shown}`, () => {
			if (f.card !== undefined) {
				expectCheck(f.card);
				if (f.verdict) expect(checkCard(f.card).verdict).toBe(f.verdict);
			} else {
				expectSubset(f.a as string, f.s as string);
				if (f.verdict) expect(decideSubset(f.a as string, f.s as string).verdict).toBe(f.verdict);
			}
		});
	}
});
