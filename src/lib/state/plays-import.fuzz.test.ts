/**
 * Plays files written to break the importers, in the style of the backup fuzz suite: whatever a
 * file holds, the readers never throw, refuse it in words that name a place, or give plays the
 * notepad engine takes as they are; and a device that imported one still restores from its own
 * "Export everything".
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation } from '$lib/core/engine';
import { readBggPlays } from '$lib/core/plays-import/bgg';
import { readBgStats } from '$lib/core/plays-import/bgstats';
import { isRefusal, type ImportedFile, type ImportRefusal } from '$lib/core/plays-import/model';
import { gameOf } from '$lib/core/plays-import/to-games';
import { TablemateDB } from '$lib/db';
import { exportBackup } from '$lib/db/backup-export';
import { readBackup } from '$lib/db/backup-read';
import { importPlays } from '$lib/db/plays-import-write';
import { engine as notepad } from '$lib/games/notepad/game';
import { gameCatalogue } from '$lib/games/registry';

const fixtures = new URL('../core/plays-import/fixtures/', import.meta.url);
const bgStats = readFileSync(new URL('BGStatsExport.json', fixtures), 'utf8');
const bggXml = readFileSync(new URL('plays.xml', fixtures), 'utf8');

/** Each property runs in a few seconds here; a loaded machine gets far more. */
const FUZZ_TIMEOUT = 60_000;

let counter = 0;
const freshDb = () => new TablemateDB(`plays-fuzz-${Date.now()}-${counter++}`);

/** Every play of an accepted file becomes a game the notepad takes, whoever its people are. */
function expectPlayable(file: ImportedFile) {
	let n = 0;
	const who = new Map(file.people.map((p) => [p.key, { id: `id-${p.key}`, name: p.name }]));
	for (const play of file.plays) {
		const { session, events } = gameOf(play, who, () => `seat-${n++}`);
		const state = notepad.setup(session.players, session.houseRules);
		if (isViolation(state)) throw new Error(`${play.sourceId}: ${state.reason}`);
		// The game's own entry, if any: an unfinished co-op play has only the table's abandon, a
		// step of the game's life (the session's, not the notepad's) that ends it as it was set up.
		const played = events.find((e) => e.event.type !== 'abandon' && e.event.type !== 'finish');
		const round = played ? notepad.apply(state, played.event as never) : state;
		if (isViolation(round)) throw new Error(`${play.sourceId}: ${round.reason}`);
		expect(session.createdAt).toBeGreaterThanOrEqual(0);
		expect(session.updatedAt).toBeGreaterThanOrEqual(session.createdAt);
		expect(session.id.length).toBeLessThanOrEqual(64);
	}
}

function expectSound(read: ImportedFile | ImportRefusal, prefix: string) {
	if (isRefusal(read)) expect(read.refused).toMatch(new RegExp(`^${prefix}: .+\\.$`));
	else expectPlayable(read);
}

/** The fixture with one value somewhere in it replaced by `value`. */
function mutated(json: unknown, path: number[], value: unknown): unknown {
	const copy = structuredClone(json) as Record<string, unknown>;
	let node: unknown = copy;
	for (const [i, step] of path.entries()) {
		if (typeof node !== 'object' || node === null) break;
		const keys = Object.keys(node);
		if (!keys.length) break;
		const key = keys[step % keys.length];
		if (i === path.length - 1 || typeof (node as Record<string, unknown>)[key] !== 'object') {
			(node as Record<string, unknown>)[key] = structuredClone(value);
			break;
		}
		node = (node as Record<string, unknown>)[key];
	}
	return copy;
}

const hostileValue = fc.oneof(
	fc.constantFrom(
		null,
		'',
		' ',
		'\n',
		'\u200b',
		'0000-00-00',
		'2024-02-30 25:61:00',
		'9999-12-31',
		'1e400',
		'-0',
		'NaN',
		'__proto__',
		'constructor',
		1e308,
		-1,
		2 ** 53,
		0.1 + 0.2,
		true,
		[],
		{},
		'x'.repeat(5000)
	),
	fc.jsonValue({ maxDepth: 3 })
);

describe('the BG Stats reader against hostile files', () => {
	it(
		'refuses or reads into playable games, whatever one value of the file is changed to',
		() => {
			const base = JSON.parse(bgStats);
			fc.assert(
				fc.property(
					fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 6 }),
					hostileValue,
					(path, value) => {
						const text = JSON.stringify(mutated(base, path, value));
						expectSound(
							readBgStats(text),
							'This file is not a BG Stats export that Tablemate can read'
						);
					}
				),
				{ numRuns: 400 }
			);
		},
		FUZZ_TIMEOUT
	);

	it(
		'never throws on any JSON value or text',
		() => {
			fc.assert(
				fc.property(
					fc.oneof(
						fc.jsonValue().map((v) => JSON.stringify(v)),
						fc.string()
					),
					(text) => {
						expectSound(
							readBgStats(text),
							'This file is not a BG Stats export that Tablemate can read'
						);
					}
				),
				{ numRuns: 300 }
			);
		},
		FUZZ_TIMEOUT
	);
});

describe('the BoardGameGeek reader against hostile files', () => {
	const prefix = 'This file is not a BoardGameGeek plays file that Tablemate can read';
	it(
		'refuses or reads into playable games, whatever part of the XML is cut, doubled or changed',
		() => {
			fc.assert(
				fc.property(
					fc.nat({ max: bggXml.length }),
					fc.nat({ max: 40 }),
					fc.constantFrom(
						'',
						'<',
						'>',
						'"',
						'&',
						'&amp;',
						'<play id="1">',
						'</players>',
						'0000-00-00',
						'\u0000',
						'x="1"'
					),
					fc.boolean(),
					(at, length, insert, keep) => {
						const cut = bggXml.slice(0, at) + insert + bggXml.slice(keep ? at : at + length);
						expectSound(readBggPlays(cut), prefix);
					}
				),
				{ numRuns: 400 }
			);
		},
		FUZZ_TIMEOUT
	);

	it(
		'changes any attribute to a hostile value without harm',
		() => {
			const attributes = [...bggXml.matchAll(/(\w+)="[^"]*"/g)];
			fc.assert(
				fc.property(
					fc.nat({ max: attributes.length - 1 }),
					fc.oneof(
						fc.constantFrom(
							'',
							' ',
							'-1',
							'13',
							'1e9',
							'99999999999',
							'2024-13-01',
							'1969-12-31',
							'ü'.repeat(3000)
						),
						fc.string()
					),
					(which, value) => {
						const match = attributes[which];
						const safe = value.replace(/[<&"]/g, '');
						const text =
							bggXml.slice(0, match.index) +
							`${match[1]}="${safe}"` +
							bggXml.slice(match.index! + match[0].length);
						expectSound(readBggPlays(text), prefix);
					}
				),
				{ numRuns: 300 }
			);
		},
		FUZZ_TIMEOUT
	);

	it('refuses entity tricks and never expands them into a huge text', () => {
		const laughs = `<?xml version="1.0"?><!DOCTYPE plays [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]><plays><play id="1" date="2024-01-01"><item name="&e;&e;&e;&e;" objectid="1"/><players><player name="Ada" win="1"/></players></play></plays>`;
		const read = readBggPlays(laughs);
		if (!isRefusal(read)) expect(read.plays[0].gameName.length).toBeLessThanOrEqual(60);
		const external = `<?xml version="1.0"?><!DOCTYPE plays [<!ENTITY x SYSTEM "file:///etc/passwd">]><plays><play id="1" date="2024-01-01"><item name="&x;" objectid="1"/><players><player name="Ada" win="1"/></players></play></plays>`;
		const outside = readBggPlays(external);
		if (!isRefusal(outside)) expect(outside.plays[0]?.gameName ?? '').not.toContain('root');
	});
});

describe('a device that imported plays', () => {
	it(
		'still restores from its own backup, whatever file it accepted',
		async () => {
			const base = JSON.parse(bgStats);
			await fc.assert(
				fc.asyncProperty(
					fc.array(fc.nat({ max: 40 }), { minLength: 2, maxLength: 6 }),
					hostileValue,
					async (path, value) => {
						const read = readBgStats(JSON.stringify(mutated(base, path, value)));
						if (isRefusal(read)) return;
						const database = freshDb();
						const choices = read.people.map((p) => ({
							key: p.key,
							rosterId: null,
							name: p.name,
							...(p.username ? { username: p.username } : {})
						}));
						await (
							await importPlays(read.plays, choices, database)
						).summarized;
						const restored = await readBackup(
							JSON.stringify(await exportBackup(undefined, database)),
							gameCatalogue
						);
						expect(restored.ok ? '' : restored.reason).toBe('');
					}
				),
				{ numRuns: 25 }
			);
		},
		FUZZ_TIMEOUT
	);
});
