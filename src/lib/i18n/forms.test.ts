import { describe, expect, it } from 'vitest';
import type { HouseRuleField } from '../core/engine';
import { CheckedFailure, ConflictError } from '../db/errors';
import { houseRuleFields as notepad } from '../games/notepad/game';
import { houseRuleFields as permutations } from '../games/permutations/game';
import { houseRuleFields as reframing } from '../games/reframing/game';
import { houseRuleFields as subsets } from '../games/subsets/game';
import { houseRuleFields as transform } from '../games/transform/game';
import { locales, type Locale } from '../paraglide/runtime';
import { sayEntryTime } from './history';
import { houseRuleChoice, houseRuleHelp, houseRuleLabel, noHouseRules } from './house-rules';
import { storageErrorMessage, storageReadMessage } from './storage';

const OTHERS = locales.filter((l) => l !== 'en');
const FIELDS: HouseRuleField[] = [
	...notepad,
	...permutations,
	...reframing,
	...subsets,
	...transform
];

/** A sentence shown to a player: no code, placeholder or missing value in it. */
function expectShown(text: string | null) {
	expect(text).toBeTruthy();
	expect(text).not.toMatch(/[{}]|undefined|null|fm_/);
}

/** What a word-carrying choice label is (a symbol or a number needs no wording). */
const hasWords = (label: string) => /[a-z]{3}/i.test(label);

describe('house rules in every language', () => {
	it('read in English exactly as each game declares them', () => {
		expect(FIELDS.length).toBeGreaterThanOrEqual(11);
		for (const field of FIELDS) {
			const o = { locale: 'en' as const };
			expect(houseRuleLabel(field, o)).toBe(field.label);
			expect(houseRuleHelp(field, o)).toBe(field.help ?? '');
			if (field.kind === 'choice')
				for (const choice of field.choices)
					expect(houseRuleChoice(field, choice, o)).toBe(choice.label);
		}
		expect(noHouseRules({ locale: 'en' })).toBe('This game has no house rules.');
	});

	it.each(OTHERS)('are worded in %s, none left in English', (locale) => {
		const o = { locale };
		expectShown(noHouseRules(o));
		expect(noHouseRules(o)).not.toBe(noHouseRules({ locale: 'en' }));
		for (const field of FIELDS) {
			const label = houseRuleLabel(field, o);
			expectShown(label);
			expect(label, field.key).not.toBe(field.label);
			if (field.help) {
				expectShown(houseRuleHelp(field, o));
				expect(houseRuleHelp(field, o), field.key).not.toBe(field.help);
			}
			if (field.kind === 'choice')
				for (const choice of field.choices) {
					const worded = houseRuleChoice(field, choice, o);
					// A set in braces is the choice itself ("{1, 2, 3, ...}"), not a placeholder.
					expect(worded).toBeTruthy();
					expect(worded).not.toMatch(/undefined|fm_/);
					if (hasWords(choice.label))
						expect(worded, `${field.key}:${choice.value}`).not.toBe(choice.label);
				}
		}
	});
});

/** One error of each kind the storage code tells apart, as the browser or Dexie throws it. */
function failures(): [string, unknown][] {
	const named = (name: string, message = '') => Object.assign(new Error(message), { name });
	return [
		['full', Object.assign(named('AbortError'), { inner: named('QuotaExceededError') })],
		['conflict', new ConflictError()],
		[
			'failing',
			Object.assign(named('AbortError'), { inner: named('UnknownError', 'Internal error') })
		],
		['failing, no words', named('AbortError')],
		['closed', named('DatabaseClosedError')],
		['refused', new Error('a name that is too long')]
	];
}

function storageWords(locale: Locale): string[] {
	const o = { locale };
	return failures().flatMap(([, err]) => [
		storageErrorMessage(err, undefined, o),
		storageErrorMessage(err, 'nothing', o),
		storageErrorMessage(err, 'unknown', o),
		...(storageReadMessage(err, o) === null ? [] : [storageReadMessage(err, o) as string])
	]);
}

describe('storage failures in every language', () => {
	it('keep the English sentences players and tests know', () => {
		const [[, full], [, conflict], [, failing], , [, closed], [, refused]] = failures();
		const o = { locale: 'en' as const };
		expect(storageErrorMessage(full, undefined, o)).toMatch(/^The device is out of storage space/);
		expect(storageErrorMessage(conflict, undefined, o)).toBe(
			'This game changed in another tab. The latest entries are shown; please enter it again.'
		);
		expect(storageErrorMessage(failing, 'nothing', o)).toBe(
			'The browser could not write to its storage (it said: "Internal error"). This usually means the device is out of space. This was not saved. Free some space on the device and try again.'
		);
		expect(storageErrorMessage(closed, undefined, o)).toBe(
			'The browser closed the storage for this page (private browsing or a full device can do this). Reload the page and try again.'
		);
		expect(storageErrorMessage(refused, undefined, o)).toBe(
			'This could not be saved (a name that is too long). Nothing was changed.'
		);
		expect(storageErrorMessage(new CheckedFailure('As checked.'), undefined, o)).toBe(
			'As checked.'
		);
	});

	it.each(OTHERS)('are worded in %s, the browser’s own words quoted as they are', (locale) => {
		const english = storageWords('en');
		const worded = storageWords(locale);
		expect(worded).toHaveLength(english.length);
		worded.forEach((text, i) => {
			expectShown(text);
			expect(text).not.toBe(english[i]);
		});
		const [, , [, failing]] = failures();
		expect(storageErrorMessage(failing, undefined, { locale })).toContain('Internal error');
	});
});

describe('the history’s times', () => {
	it('are written as the reader’s language writes a time of day', () => {
		const at = new Date(2026, 0, 5, 21, 7, 5).getTime();
		expect(sayEntryTime(at, { locale: 'en' })).toMatch(/^9:07:05\sPM$/);
		expect(sayEntryTime(at, { locale: 'de' })).toBe('21:07:05');
		expect(sayEntryTime(at, { locale: 'fr' })).toBe('21:07:05');
		expect(sayEntryTime(at, { locale: 'es' })).toBe('21:07:05');
	});
});
