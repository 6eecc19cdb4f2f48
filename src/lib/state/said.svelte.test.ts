import { describe, expect, it } from 'vitest';
import type { RuleViolation } from '$lib/core/engine';
import { refusalText } from '$lib/i18n/said';
import { loadSaid, refusalTextLater, refusalWords, saidWords } from './said.svelte';

/** A notepad refusal as data: its code and the name its message fills in. */
const teamsTwice = { code: 'notepad/teams_twice', name: 'Bo' };
const said: RuleViolation = { kind: 'violation', reason: teamsTwice.code, said: teamsTwice };
const plain: RuleViolation = { kind: 'violation', reason: 'Bo may not do that now.' };

describe('the referees’ words, loaded apart', () => {
	it('a refusal shown before the words arrive shows none of its code, then its words', async () => {
		// Before the words are loaded: nothing of the code for a refusal that is data, the sentence
		// for one that is a sentence.
		expect(refusalWords(said)).toBe('');
		expect(saidWords(said.said!)).toBe('');
		expect(refusalWords(plain)).toBe('Bo may not do that now.');
		await loadSaid();
		expect(refusalWords(said)).toBe(refusalText(said));
		expect(refusalWords(said)).toMatch(/Bo/);
		expect(refusalWords(said)).not.toMatch(/notepad\//);
		expect(saidWords(said.said!)).toBe(refusalText(said));
	});

	it('says a refusal after an action in the same words as the screens', async () => {
		expect(await refusalTextLater(said)).toBe(refusalText(said));
		expect(await refusalTextLater(plain)).toBe('Bo may not do that now.');
	});
});
