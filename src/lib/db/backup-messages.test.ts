import { describe, expect, it } from 'vitest';
import { importSummary, nothingImported, refusal, type ImportReport } from './backup-messages';
import { ROSTER_MAX_PLAYERS } from './schema';

const nothing: ImportReport = nothingImported();

describe('importSummary', () => {
	it('says a file held nothing new, and how many of its games were here already', () => {
		expect(importSummary(nothing)).toBe('This file holds nothing new for this device.');
		expect(importSummary({ ...nothing, unchanged: 2 })).toBe(
			'This file holds nothing new for this device. 2 games were already here.'
		);
	});

	it('lists what changed in one sentence, one or many of each', () => {
		expect(
			importSummary({ ...nothing, added: 1, extended: 2, copied: 1, players: 3, settings: 1 })
		).toBe(
			'Imported: 1 new game, 2 games brought up to date, 1 game kept as a copy because this device has a different history, 3 new players, 1 setting this device did not have.'
		);
	});

	it('says what was left out, and why', () => {
		const full = ROSTER_MAX_PLAYERS.toLocaleString('en');
		expect(
			importSummary({
				...nothing,
				added: 1,
				playersLeftOut: 2,
				settingsLeftOut: 1,
				houseRulesLeftOut: ['Hearts', 'Subsets', 'Transform']
			})
		).toBe(
			`Imported: 1 new game. 2 players of the file were not added to the list of players: it holds at most ${full} players on a device. 1 setting in the file was left out: this version of Tablemate does not use it. The default house rules for Hearts, Subsets and Transform in the file were left out: they are not ones these games can start with.`
		);
	});

	it("words a move the rules refused as data in a sentence, never the refusal's code", () => {
		const said = { code: 'reframing/fourth-card', name: 'Ann', card: 4 } as const;
		const text = refusal({ ok: false, problem: 'refused', seq: 7, reason: said.code, said });
		expect(text).toMatch(/^cannot be replayed: move 7 is refused by the rules \(.*Ann.*\)\.$/);
		expect(text).not.toContain('reframing/');
	});
});
