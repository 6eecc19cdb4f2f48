import { describe, expect, it } from 'vitest';
import { backupOf, transformGame } from '../../../tests/fixtures/stats-seed';
import { parseBackup } from '../db/backup-read';
import { gameCatalogue } from '../games/registry';
import { locales, type Locale } from '../paraglide/runtime';
import { damagedWords } from './backup';

const OTHERS = locales.filter((l) => l !== 'en');

/** A good backup of two games, changed by `change` into a damaged one. */
/** A backup file as JSON reads it, loose enough to damage. */
type Loose = {
	sessions: { session: Record<string, unknown>; events: Record<string, unknown>[] }[];
	[key: string]: unknown;
};

function damaged(change: (file: Loose) => void) {
	const file = JSON.parse(
		backupOf(
			[
				transformGame(
					1,
					[
						['Ana', 2],
						['Bo', 1]
					],
					1_700_000_000_000
				),
				transformGame(
					2,
					[
						['Ana', 1],
						['Bo', 2]
					],
					1_700_000_100_000
				)
			],
			1_700_000_200_000
		)
	);
	change(file);
	const read = parseBackup(JSON.stringify(file), gameCatalogue);
	if (read.ok || !read.place) throw new Error('not refused at a place');
	return read;
}

/** One damaged file of each kind a place is worded for. */
function refusals() {
	return [
		damaged((f) => delete f.sessions[1].events[0].at),
		damaged((f) => (f.sessions[0].events[0].at = 'noon')),
		damaged((f) => (f.exportedAt = { when: 'now' })),
		damaged(
			(f) => ((f.sessions[1].session.oddField = undefined), delete f.sessions[1].session.game)
		),
		damaged((f) => (f.players = 'Ana'))
	];
}

describe('a damaged backup names the place in the file in every language', () => {
	it('reads in English exactly as the import words it', () => {
		for (const r of refusals()) expect(damagedWords(r.place!, { locale: 'en' })).toBe(r.reason);
	});

	it.each(OTHERS)('names it in %s, no English left, no placeholder shown', (locale: Locale) => {
		for (const r of refusals()) {
			const worded = damagedWords(r.place!, { locale });
			expect(worded).toBeTruthy();
			expect(worded).not.toMatch(/[{}]|undefined|fm_/);
			expect(worded).not.toBe(r.reason);
			// (The games' titles, "Stats game 2", are data.)
			expect(worded).not.toMatch(/\b(move|time|missing|holds|in the file)\b/);
		}
	});

	it('says which move of which game, in German', () => {
		const [missing] = refusals();
		expect(damagedWords(missing.place!, { locale: 'de' })).toBe(
			'Diese Sicherung ist beschädigt: Spiel 2 in der Datei („Stats game 2“) › Zug 1 › Zeit: fehlt.'
		);
	});
});
