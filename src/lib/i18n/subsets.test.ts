import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from '../core/subsets-checker/index';
import {
	SET_KINDS,
	WHY_VALUES,
	whyInEnglish,
	type SubsetWhy,
	type WhyCode
} from '../core/subsets-checker/said';
import { SUBSETS_REFUSALS, type SubsetsSaid } from '../games/subsets/said';
import { type Locale } from '../paraglide/runtime';
import { sayInEnglish, say } from './said';
import { saySubsetWhy } from './subsets';

const OTHERS: Locale[] = ['de', 'fr', 'es'];

/** Sample values for a code: each value named after itself, so a missing one shows. */
function example(code: WhyCode): SubsetWhy {
	const values: Record<string, string> = {};
	for (const name of WHY_VALUES[code]) values[name] = `⟨${name}⟩`;
	if ('kind' in values) values.kind = 'integers+sets';
	if ('parity' in values) values.parity = 'odd';
	if ('met' in values) values.met = '1,3';
	if ('lo' in values) values.lo = '4';
	if ('hi' in values) values.hi = '';
	if ('d' in values) values.d = '3';
	if ('domain' in values) values.domain = 'domain';
	for (const n of ['count', 'digits', 'seconds']) if (n in values) values[n] = '12';
	return { code, ...values } as SubsetWhy;
}

function expectWorded(text: string, locale: Locale, english: string) {
	expect(text, locale).not.toMatch(/undefined|NaN|\{[a-z_]+\}|sub\//);
	expect(text.trim()).not.toBe('');
	if (locale !== 'en') expect(text, `${locale} left English`).not.toBe(english);
}

describe('the checker’s sentences in every language', () => {
	const codes = Object.keys(WHY_VALUES) as WhyCode[];
	it.each(codes)('%s: English as the checker says it, and worded in de, fr, es', (code) => {
		const why = example(code);
		const english = whyInEnglish(why);
		expect(saySubsetWhy(why, { locale: 'en' })).toBe(english);
		for (const name of WHY_VALUES[code]) {
			if (['kind', 'parity', 'domain', 'lo', 'hi', 'met', 'd'].includes(name)) continue;
			expect(english, `${code} uses ${name}`).toContain(
				name === 'count' || name === 'digits' || name === 'seconds' ? '12' : `⟨${name}⟩`
			);
		}
		for (const locale of OTHERS) expectWorded(saySubsetWhy(why, { locale }), locale, english);
	});

	it('words every kind of set in every language', () => {
		for (const kind of SET_KINDS)
			for (const locale of OTHERS) {
				const why: SubsetWhy = { code: 'sub/desc-finite', count: '3', kind };
				expectWorded(saySubsetWhy(why, { locale }), locale, whyInEnglish(why));
			}
	});

	it('says German remainders with “oder” and French with “ou”', () => {
		const why: SubsetWhy = { code: 'sub/remainder-integers', lo: '', hi: '', met: '1,3', m: '4' };
		expect(saySubsetWhy(why, { locale: 'de' })).toContain('den Rest 1 oder 3');
		expect(saySubsetWhy(why, { locale: 'fr' })).toContain('1 ou 3');
	});
});

describe('real corpus cards, their reasons and descriptions in each language', () => {
	const lines = readFileSync('src/lib/core/subsets-checker/testing/corpus.jsonl', 'utf8')
		.split('\n')
		.filter(Boolean)
		.map((line) => JSON.parse(line) as { op: string; card?: string; a?: string; s?: string });
	const pairs = lines.filter((l) => l.op === 'subset').filter((_, i) => i % 9 === 0);
	const cards = lines.filter((l) => l.op === 'check').filter((_, i) => i % 7 === 0);

	it('every pair’s reason reads in English as the checker wrote it, and in each other language', () => {
		let worded = 0;
		for (const { a, s } of pairs) {
			const answer = decideSubset(a!, s!);
			if (!answer.said) continue;
			worded++;
			// A card's fault is said of the card; the reason names which card it is.
			const english = answer.card ? answer.reason.replace(/^Card [AS]: /, '') : answer.reason;
			expect(saySubsetWhy(answer.said, { locale: 'en' })).toBe(english);
			for (const locale of OTHERS)
				expectWorded(saySubsetWhy(answer.said, { locale }), locale, english);
		}
		expect(worded).toBeGreaterThan(20);
	});

	it('every valid card’s description reads the same in English and is worded in each other language', () => {
		let described = 0;
		for (const { card } of cards) {
			const result = checkCard(card!);
			if (result.verdict !== 'valid') continue;
			described++;
			const sentences = result.described!;
			expect(sentences.map((w) => saySubsetWhy(w, { locale: 'en' })).join(' ')).toBe(
				result.description
			);
			for (const locale of OTHERS)
				for (const why of sentences)
					if (why.code !== 'sub/witness')
						expectWorded(saySubsetWhy(why, { locale }), locale, whyInEnglish(why));
		}
		expect(described).toBeGreaterThan(20);
	});
});

describe('the Subsets referee’s refusals in every language', () => {
	const examples: Record<SubsetsSaid['code'], SubsetsSaid> = {
		'subsets/not-now-setup': { code: 'subsets/not-now-setup', tried: 'steal' },
		'subsets/not-now-error': { code: 'subsets/not-now-error' },
		'subsets/not-now-draw': { code: 'subsets/not-now-draw', name: 'Ana' },
		'subsets/not-now-move': { code: 'subsets/not-now-move', name: 'Ana' },
		'subsets/not-now-flip': { code: 'subsets/not-now-flip', name: 'Ana' },
		'subsets/not-now-over': { code: 'subsets/not-now-over' },
		'subsets/wrong-player': { code: 'subsets/wrong-player', name: 'Ana', named: 'Bo' },
		'subsets/no-such-pile': { code: 'subsets/no-such-pile' },
		'subsets/face-down-safe': { code: 'subsets/face-down-safe' },
		'subsets/pile-not-there': { code: 'subsets/pile-not-there' },
		'subsets/not-a-subset': { code: 'subsets/not-a-subset', top: '{2}', card: '{1}', witness: '2' },
		'subsets/not-a-subset-because': {
			code: 'subsets/not-a-subset-because',
			top: '{2}',
			card: '{1}',
			why: { reason: 'x', said: { code: 'sub/witness', witness: '2' } }
		},
		'subsets/ask-table': { code: 'subsets/ask-table', top: '{2}', card: 'ℙ' },
		'subsets/compulsory': { code: 'subsets/compulsory', top: '{2}', card: 'ℕ' },
		'subsets/no-flip-needed': { code: 'subsets/no-flip-needed' },
		'subsets/choose-largest': { code: 'subsets/choose-largest' },
		'subsets/type-card-first': { code: 'subsets/type-card-first' },
		'subsets/table-must-say': {
			code: 'subsets/table-must-say',
			why: { reason: 'Square roots are not supported.', fault: 'unsupported-form' }
		},
		'subsets/referee-found-error': {
			code: 'subsets/referee-found-error',
			why: { reason: 'A brace is not closed.', fault: 'unbalanced' }
		},
		'subsets/not-an-error': { code: 'subsets/not-an-error' },
		'subsets/all-dealt': { code: 'subsets/all-dealt' },
		'subsets/deal-order': { code: 'subsets/deal-order', name: 'Ana' },
		'subsets/already-over': { code: 'subsets/already-over' },
		'subsets/deck-between-turns': { code: 'subsets/deck-between-turns' },
		'subsets/caller-not-seated': { code: 'subsets/caller-not-seated' },
		'subsets/own-card': { code: 'subsets/own-card' },
		'subsets/nothing-to-call': { code: 'subsets/nothing-to-call' },
		'subsets/player-count': { code: 'subsets/player-count', min: 2, max: 6 },
		'subsets/same-id': { code: 'subsets/same-id' }
	};

	it('has an example of every code', () => {
		expect(Object.keys(examples).sort()).toEqual([...SUBSETS_REFUSALS].sort());
	});

	it.each(SUBSETS_REFUSALS)('%s is worded in every language', (code) => {
		const said = examples[code];
		const english = sayInEnglish(said);
		expectWorded(english, 'en', english);
		for (const locale of OTHERS) expectWorded(say(said, { locale }), locale, english);
	});
});
