import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, locales, overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';
import { decideSubset, checkCard } from '$lib/core/subsets-checker/index';
import { errorCodes, unsupportedCodes } from '$lib/core/subsets-checker/errors';
import { faultWords, pairReason, wordedFaults } from './checkerWords';
import { laneFailureWords, pairHeadline, uncheckedWords } from './laneWords';

const readIn = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => readIn(baseLocale));

describe('the checker’s answers in words', () => {
	it('has words for every fault the checker can report', () => {
		for (const code of [...errorCodes, ...unsupportedCodes, 'too-complex', 'out-of-time']) {
			expect(wordedFaults).toContain(code);
		}
	});

	it('says what is wrong with a card and where, in the reader’s language', () => {
		const r = checkCard('{1, 2');
		if (r.verdict === 'valid') throw new Error('an unclosed brace is an error');
		expect(faultWords(r)).toEqual({ text: 'This "{" is never closed.', english: false });
		expect(r.reason).toBe('This "{" is never closed.');
		readIn('de');
		expect(faultWords(r)).toEqual({ text: 'Dieses „{“ wird nie geschlossen.', english: false });
		readIn('fr');
		const word = checkCard('{x ∈ ℤ | x est pairr}');
		expect(faultWords(word).text).toBe(
			'Le vérificateur ne connaît pas le mot «\u202fpairr\u202f».'
		);
		readIn('es');
		const quoted = checkCard('3');
		expect(faultWords(quoted).text).toBe(
			'«3» es un número, no un conjunto; un conjunto de un solo número se escribe entre llaves, como en {3}.'
		);
	});

	it('words an answer kept without its sentence as the checker’s English, or the fault’s kind', () => {
		const r = checkCard('{1, 2');
		if (r.verdict === 'valid') throw new Error('an unclosed brace is an error');
		const { said: _said, ...kept } = r;
		expect(faultWords(kept)).toEqual({ text: r.reason, english: false });
		readIn('de');
		expect(faultWords(kept)).toEqual({
			text: 'Eine Klammer wird nie geschlossen oder schließt nichts.',
			english: false
		});
	});

	it('words a witness, a card at fault and a time-out from data, in the reader’s language', () => {
		const no = decideSubset('{1, 2}', '{1}');
		readIn('fr');
		expect(pairHeadline(no.verdict)).toBe('Non\u00a0: A n’est pas un sous-ensemble de S.');
		expect(pairReason(no)).toEqual({ text: '2 est dans A mais pas dans S.', english: false });
		const fault = decideSubset('{1, 2', '{1}');
		expect(pairReason(fault)).toEqual({
			text: 'Carte A\u00a0: Ce «\u202f{\u202f» n’est jamais fermé.',
			english: false
		});
		readIn('en');
		expect(pairReason(fault)).toEqual({
			text: 'Card A: This "{" is never closed.',
			english: false
		});
		readIn('fr');
		readIn('es');
		expect(pairReason({ verdict: 'out-of-time', reason: '' }).text).toMatch(/^El comprobador/);
	});

	it('says why A ⊆ S in the reader’s language, and marks the checker’s English only without its data', () => {
		const yes = decideSubset('{2, 4}', '{x ∈ ℤ | x is even}');
		expect(pairReason(yes)).toEqual({ text: yes.reason, english: false });
		readIn('de');
		expect(pairReason(yes)).toEqual({
			text: 'Jedes Element von A (2, 4) liegt in S.',
			english: false
		});
		const { said: _said, ...kept } = yes;
		expect(pairReason(kept)).toEqual({ text: yes.reason, english: true });
	});
});

describe('why the checker gave no answer', () => {
	const failures = [
		{ reason: 'The checker did not start.', problem: 'not-started' as const },
		{ reason: 'The checker stopped unexpectedly.', problem: 'stopped' as const },
		{
			reason: 'This browser cannot run the checker in the background.',
			problem: 'no-worker' as const
		}
	];
	it('reads in English as the lane’s own reason, and in every other language in its words', () => {
		for (const failed of failures) {
			expect(laneFailureWords(failed, { locale: 'en' })).toBe(failed.reason);
			for (const locale of locales.filter((l) => l !== 'en')) {
				const said = laneFailureWords(failed, { locale });
				expect(said).not.toBe(failed.reason);
				expect(said).not.toMatch(/[{}]|undefined|NaN/);
			}
		}
		expect(laneFailureWords({ reason: 'The worker said no.' }, { locale: 'de' })).toBe(
			'The worker said no.'
		);
	});

	it('says why the deck validator left a card unchecked in the reader’s language, read again when it changes', () => {
		const outOfTime = { outOfTime: true } as const;
		readIn('de');
		expect(uncheckedWords(outOfTime)).toBe(
			'Der Prüfer konnte das nicht innerhalb von 2 Sekunden entscheiden, und er rät nicht.'
		);
		readIn('es');
		expect(uncheckedWords(outOfTime)).toBe(
			'El comprobador no pudo decidirlo en 2 segundos, y no adivina.'
		);
		const failed = {
			failure: { reason: 'The checker stopped unexpectedly.', problem: 'stopped' as const }
		};
		expect(uncheckedWords(failed)).toBe(laneFailureWords(failed.failure, { locale: 'es' }));
		expect(uncheckedWords(failed)).not.toBe(failed.failure.reason);
	});
});
