import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from '../core/subsets-checker/index';
import {
	FAULT_SENTENCES,
	PREDICATES,
	WANTED,
	f,
	faultInEnglish,
	faultValues,
	isCardFault,
	type CardFault,
	type FaultKey
} from '../core/subsets-checker/faults';
import { isSubsetWhy } from '../core/subsets-checker/said';
import { subsetsEvent } from '../games/subsets/events';
import * as v from 'valibot';
import { type Locale } from '../paraglide/runtime';
import { sayFault, wordedFaultSentences } from './subsets-faults';
import { errorCardWords } from './subsets-game';

const OTHERS: Locale[] = ['de', 'fr', 'es'];
const KEYS = Object.keys(FAULT_SENTENCES) as FaultKey[];

/** A fault with each value named after itself (codes where a value is a code), so a lost one shows. */
function example(key: FaultKey): CardFault {
	const values: Record<string, string> = {};
	for (const name of faultValues(key)) values[name] = `⟨${name}⟩`;
	if ('wanted' in values) values.wanted = 'property';
	if ('predicate' in values) values.predicate = 'prime';
	return f(key, values);
}

/** Cards with a fault each, of many kinds (brackets, words, variables, numbers, ellipses). */
const BAD_CARDS = [
	'',
	'{1, 2',
	'{1, 2}}',
	'(1, 2}',
	'{x ∈ ℤ | x ist geradee}',
	'{x ∈ ℤ | x >}',
	'{1, , 2}',
	'{x ∈ ℤ | y > 3}',
	'{x ∈ ℤ | x is}',
	'3',
	'{1, 2} ∪ 3',
	'{x ∈ ℤ | x / 0 = 1}',
	'{1, 1, ...}',
	'[0, ∞]',
	'{x | x ∈ x}',
	'{x ∈ {x} | x > 0}',
	'{x ∈ ℤ | {1} is even}',
	'2ℤ',
	'{2 3}',
	'{x ∈ ℤ | x mod 0 = 1}',
	'{x ∈ ℤ | x ≡ 1}',
	'{x ∈ ℤ | x > 3 :',
	'{x ∈ ℤ | x^x > 3}',
	'{x ∈ ℤ | x mod 9 ∈ ℕ}',
	'@'
];

describe('the checker’s faults in every language', () => {
	it('has words for every fault sentence the checker can say', () => {
		expect([...wordedFaultSentences].sort()).toEqual([...KEYS].sort());
	});

	it.each(KEYS)('%s: English as the checker says it, and worded in de, fr, es', (key) => {
		const fault = example(key);
		expect(isCardFault(fault)).toBe(true);
		const english = faultInEnglish(fault);
		expect(sayFault(fault, { locale: 'en' })).toBe(english);
		for (const locale of OTHERS) {
			const text = sayFault(fault, { locale });
			expect(text, locale).not.toMatch(/undefined|\{[a-z]+\}|fault\//);
			expect(text, `${locale} left English`).not.toBe(english);
			for (const name of faultValues(key).filter((n) => n !== 'wanted' && n !== 'predicate'))
				expect(text, `${locale} keeps ${name}`).toContain(fault[name]);
		}
	});

	it('words what a card should have had, and a number’s property, in the reader’s language', () => {
		for (const wanted of Object.keys(WANTED)) {
			const fault = f('ends-where', { wanted });
			expect(sayFault(fault, { locale: 'en' })).toBe(faultInEnglish(fault));
		}
		const odd = f('only-numbers-can-be', { predicate: 'odd' });
		expect(sayFault(odd, { locale: 'de' })).toBe('Nur Zahlen können ungerade sein.');
		expect(sayFault(odd, { locale: 'fr' })).toBe('Seuls des nombres peuvent être impairs.');
		expect(sayFault(odd, { locale: 'es' })).toBe('Solo los números pueden ser impares.');
		expect(PREDICATES).toContain('odd');
		const property = f('out-of-place-wanted', { shown: '3', wanted: 'property' });
		expect(sayFault(property, { locale: 'de' })).toBe(
			'„3“ steht hier an der falschen Stelle; erwartet wird eine Eigenschaft wie „gerade“ oder „prim“ nach „ist“.'
		);
	});

	it('refuses a fault from another phone that is not one of its sentences, or lacks a value', () => {
		expect(isCardFault({ code: 'fault/unbound', v: 'x' })).toBe(true);
		expect(isCardFault({ code: 'fault/unbound' })).toBe(false);
		expect(isCardFault({ code: 'fault/unbound', v: 'x', extra: 'y' })).toBe(false);
		expect(isCardFault({ code: 'fault/nothing-such', v: 'x' })).toBe(false);
		expect(isCardFault({ code: 'fault/ends-where', wanted: 'a pony' })).toBe(false);
		expect(isCardFault({ code: 'fault/only-numbers-can-be', predicate: 'happy' })).toBe(false);
		expect(isSubsetWhy({ code: 'fault/unbound', v: 7 })).toBe(false);
	});

	it.each(BAD_CARDS)(
		'the card %j: its fault is data, its English the reason, worded in de, fr, es',
		(card) => {
			const r = checkCard(card);
			if (r.verdict === 'valid') throw new Error(`${card} should be at fault`);
			if (r.code === 'too-complex') return;
			expect(isCardFault(r.said), JSON.stringify(r.said)).toBe(true);
			const fault = r.said as CardFault;
			expect(faultInEnglish(fault)).toBe(r.reason);
			for (const locale of OTHERS) expect(sayFault(fault, { locale }), locale).not.toBe(r.reason);
			const pair = decideSubset('{1}', card);
			expect(pair.said).toEqual(r.said);
			expect(pair.reason).toBe(`Card S: ${r.reason}`);
		}
	);
});

describe('an error card at the Subsets table', () => {
	it('says what is wrong with the card in German, French and Spanish', () => {
		const check = checkCard('{x ∈ ℤ | y > 3}');
		if (check.verdict === 'valid') throw new Error('y is unbound');
		const phase = { reason: check.reason, fault: check.code, said: check.said };
		expect(errorCardWords(phase, { locale: 'en' })).toBe('The variable y is not bound to any set.');
		expect(errorCardWords(phase, { locale: 'de' })).toBe(
			'Die Variable y ist an keine Menge gebunden.'
		);
		expect(errorCardWords(phase, { locale: 'fr' })).toBe(
			'La variable y n’est liée à aucun ensemble.'
		);
		expect(errorCardWords(phase, { locale: 'es' })).toBe(
			'La variable y no está ligada a ningún conjunto.'
		);
	});

	it('keeps a dealt card’s fault in the entry, and still reads an entry from an older phone', () => {
		const check = checkCard('{1, 2');
		const entry = { type: 'starting-card', player: 'Ana', card: '{1, 2', check };
		const read = v.parse(subsetsEvent, entry);
		expect(read.type === 'starting-card' && read.check).toEqual(check);
		const { said: _said, ...older } = check as typeof check & { said?: unknown };
		const old = v.parse(subsetsEvent, { ...entry, check: older });
		expect(old.type === 'starting-card' && old.check).toEqual(older);
		const forged = { ...check, said: { code: 'fault/never-closed' } };
		expect(v.safeParse(subsetsEvent, { ...entry, check: forged }).success).toBe(false);
	});
});
