import { describe, expect, it } from 'vitest';
import { notepadTemplates, ruleSummary } from './templates';

const ada = { id: 'a', name: 'Ada' };
const bo = { id: 'b', name: 'Bo' };
const cy = { id: 'c', name: 'Cy' };
const hearts = { gameName: 'Hearts', winBy: 'lowest', target: 100, rounds: null };

describe('notepad templates', () => {
	it('offers each game once, with the rule and players of its latest play, latest game first', () => {
		const templates = notepadTemplates([
			{ game: 'notepad', houseRules: hearts, players: [ada, bo], updatedAt: 1 },
			{
				game: 'notepad',
				houseRules: { ...hearts, gameName: 'hearts ' },
				players: [ada, bo, cy],
				updatedAt: 3
			},
			{
				game: 'notepad',
				houseRules: { gameName: 'Catan', winBy: 'highest', target: 10, rounds: null },
				players: [bo],
				updatedAt: 2
			},
			{ game: 'transform', houseRules: { n: 4 }, players: [ada, bo], updatedAt: 9 }
		]);
		expect(templates.map((t) => [t.rules.gameName, t.plays, t.players.map((p) => p.name)])).toEqual(
			[
				['hearts', 2, ['Ada', 'Bo', 'Cy']],
				['Catan', 1, ['Bo']]
			]
		);
	});

	it('leaves out a stored game whose rule cannot start a game', () => {
		expect(
			notepadTemplates([
				{ game: 'notepad', houseRules: { gameName: '' }, players: [ada], updatedAt: 1 }
			])
		).toEqual([]);
	});

	it('says the rule in a few words', () => {
		expect(ruleSummary({ gameName: 'Hearts', winBy: 'lowest', target: 100, rounds: null })).toBe(
			'lowest total wins, to 100'
		);
		expect(ruleSummary({ gameName: 'X', winBy: 'highest', target: null, rounds: 1 })).toBe(
			'highest total wins, 1 round'
		);
		expect(
			ruleSummary({ gameName: 'Y', winBy: 'lowest', target: null, rounds: null, blankIsZero: true })
		).toBe('lowest total wins, a blank is 0');
	});

	it('remembers that a blank counts as 0 and the tally buttons, from the latest play', () => {
		const [template] = notepadTemplates([
			{ game: 'notepad', houseRules: hearts, players: [ada], updatedAt: 1 },
			{
				game: 'notepad',
				houseRules: { ...hearts, blankIsZero: true, tally: true },
				players: [ada],
				updatedAt: 2
			}
		]);
		expect(template.rules).toMatchObject({ blankIsZero: true, tally: true });
	});
});
