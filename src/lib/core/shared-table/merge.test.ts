import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent } from '../engine';
import { engine } from '../../games/notepad/game';
import { runs } from '../subsets-checker/testing/runs';
import type { NotepadState } from '../../games/notepad/engine';
import {
	AFTER_REFUSED,
	madeLater,
	madeOffline,
	orderEntries,
	logFollow,
	mergeShared,
	withoutLateEntries,
	type SharedEntry
} from './merge';
import { CODE_LENGTH, codeFromBytes, parseCode, showCode } from './codes';
import { relayProblem } from './relay-address';

import { sayTable } from '$lib/i18n/table';
import type { TableSaid } from '$lib/core/shared-table/said';

/** What the table said, in the English words the player reads. */
const en = (said: TableSaid | string | null | undefined) =>
	said == null || typeof said === 'string' ? said : sayTable(said, { locale: 'en' });

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

function start(rounds: number | null = null): NotepadState {
	const state = engine.setup(players, { ...engine.defaultHouseRules, gameName: 'Skat', rounds });
	if (isViolation(state)) throw new Error(state.reason);
	return state as NotepadState;
}

const round = (a: number, b: number): GameEvent => ({ type: 'round', scores: { a, b } });

let next = 0;
const made: Record<string, number> = {};
function entry(phone: string, basis: string | null, event: GameEvent, online = true): SharedEntry {
	made[phone] = (made[phone] ?? 0) + 1;
	return {
		id: `e${++next}`,
		phone,
		n: made[phone],
		online,
		by: `${phone}'s phone`,
		basis,
		at: next,
		event
	};
}

describe('table codes', () => {
	it('carry 130 random bits in 26 characters, and read back whatever way they are typed', () => {
		fc.assert(
			fc.property(fc.uint8Array({ minLength: 17, maxLength: 17 }), (bytes) => {
				const code = codeFromBytes(bytes);
				expect(code).toHaveLength(CODE_LENGTH);
				expect(parseCode(showCode(code).toLowerCase())).toEqual({ code });
			})
		);
		// Every bit counts: two codes that differ in one bit differ.
		const zero = new Uint8Array(17);
		const one = new Uint8Array(17);
		one[16] = 0b01000000;
		expect(codeFromBytes(zero)).not.toBe(codeFromBytes(one));
	});

	it('read the letters people take for digits as those digits', () => {
		expect(parseCode('oooo0 iiii1 LLLL1 00000 00000 0')).toEqual({
			code: '00000111111111100000000000'.slice(0, 26)
		});
	});

	it('say what is wrong with a mistyped code', () => {
		expect(parseCode('')).toEqual({
			why: 'empty',
			problem: 'Type the table code shown on the host phone.'
		});
		expect(parseCode('ABC?')).toEqual({
			why: 'character',
			bad: '?',
			problem: 'A table code has only digits and letters; "?" is not one of them.'
		});
		expect(parseCode('ABCDE')).toEqual({
			why: 'length',
			length: 5,
			problem: 'A table code has 26 characters; this one has 5. Check it against the host phone.'
		});
	});
});

describe('merging the phones’ entries', () => {
	it('counts entries made one after another on different phones', () => {
		const first = entry('p1', null, round(1, 2));
		const second = entry('p2', first.id, round(3, 4));
		const merged = mergeShared(engine, start(), [first, second]);
		expect(merged.log.map((e) => e.seq)).toEqual([1, 2]);
		expect(merged.conflicts).toEqual([]);
	});

	it('marks the entries after which the rules said the game was over, as a phone marks its own', () => {
		// Two rounds end the game: round 2 ends it, an undo from the other phone takes it back, and
		// round 2 written again ends it again.
		const one = entry('p1', null, round(1, 2));
		const two = entry('p2', one.id, round(3, 4));
		const undo = entry('p1', two.id, { type: 'undo' });
		const again = entry('p2', undo.id, round(5, 5));
		const entries = [one, two, undo, again];
		const merged = mergeShared(engine, start(2), entries, (state) => engine.isFinished(state));
		expect(merged.log.map((e) => e.over ?? false)).toEqual([false, true, false, true]);
		// Without the rules' word, nothing is marked.
		expect(mergeShared(engine, start(2), entries).log.some((e) => e.over)).toBe(false);
	});

	it('keeps the second of two entries made at the same moment as a conflict, with who and what', () => {
		const first = entry('p1', null, round(1, 2));
		const same = entry('p2', null, round(5, 5));
		const merged = mergeShared(engine, start(), [first, same]);
		expect(merged.log.map((e) => e.shared.id)).toEqual([first.id]);
		expect(merged.conflicts).toMatchObject([{ entry: same, reason: madeLater(first) }]);
		expect(en(merged.conflicts[0].said as TableSaid)).toBe(madeLater(first));
		expect(merged.conflicts[0].entry.by).toBe("p2's phone");
	});

	it('keeps a phone’s own run of entries made offline, when nobody else wrote meanwhile', () => {
		const entries: SharedEntry[] = [];
		let basis: string | null = null;
		for (let i = 0; i < 5; i++) {
			const e = entry('offline', basis, round(i, i));
			entries.push(e);
			basis = e.id;
		}
		const merged = mergeShared(engine, start(), entries);
		expect(merged.log).toHaveLength(5);
	});

	it('keeps the rounds the table saw when a phone comes back from offline, whatever order they arrive in', () => {
		// Bo goes offline; Ada records 3 rounds the table sees; Bo records 3; Bo comes back.
		const base = entry('host', null, round(0, 0));
		const ada: SharedEntry[] = [];
		const bo: SharedEntry[] = [];
		for (let i = 0; i < 3; i++) {
			ada.push(entry('ada', ada.at(-1)?.id ?? base.id, round(i, 1)));
			bo.push(entry('bo', bo.at(-1)?.id ?? base.id, round(1, i), false));
		}
		// Bo's rounds made earlier by the clock than Ada's: the order still keeps Ada's.
		const early = bo.map((e, i) => ({ ...e, at: base.at + i + 0.5 }));
		for (const arrival of [
			[base, ...ada, ...early],
			[base, ...early, ...ada],
			[...early, base, ...ada].reverse()
		]) {
			const merged = mergeShared(engine, start(), arrival);
			expect(merged.log.map((e) => e.shared.id)).toEqual([base.id, ...ada.map((e) => e.id)]);
			expect(merged.conflicts.map((c) => [c.entry.id, c.reason])).toEqual([
				[early[0].id, madeOffline(ada[0])],
				[early[1].id, AFTER_REFUSED],
				[early[2].id, AFTER_REFUSED]
			]);
		}
	});

	it('orders entries from what they carry, never from the order they arrived in', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record({
						phone: fc.constantFrom('p1', 'p2', 'p3'),
						seen: fc.nat(),
						online: fc.boolean()
					}),
					{ maxLength: 12 }
				),
				fc.nat(),
				(moves, shuffle) => {
					const entries: SharedEntry[] = [];
					for (const m of moves) {
						const basis = entries.length ? entries[m.seen % entries.length].id : null;
						entries.push(entry(m.phone, basis, round(1, 1), m.online));
					}
					const shuffled = [...entries];
					for (let i = shuffled.length - 1; i > 0; i--) {
						const j = (shuffle * (i + 7)) % (i + 1);
						[shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
					}
					expect(orderEntries(shuffled)).toEqual(orderEntries(entries));
					const order = orderEntries(entries).map((e) => e.id);
					// Each entry after its basis, each phone's entries in their own order.
					for (const e of entries) {
						if (e.basis) expect(order.indexOf(e.basis)).toBeLessThan(order.indexOf(e.id));
					}
				}
			),
			runs(300)
		);
	});

	it('says an entry made offline lost to one made in step, and a later one to an earlier one', () => {
		const base = entry('host', null, round(0, 0));
		const inStep = entry('ada', base.id, round(1, 1));
		const offline = { ...entry('bo', base.id, round(2, 2), false), at: base.at };
		expect(mergeShared(engine, start(), [base, offline, inStep]).conflicts).toMatchObject([
			{ entry: offline, reason: madeOffline(inStep) }
		]);
		const later = entry('cy', base.id, round(3, 3));
		const lost = mergeShared(engine, start(), [base, later, inStep]).conflicts;
		expect(lost).toMatchObject([{ entry: later, reason: madeLater(inStep) }]);
		// Said as data too, each phone in its own words: the same English as before.
		expect(en(lost[0].said as TableSaid)).toBe(madeLater(inStep));
		expect(madeOffline(inStep)).toContain("meanwhile ada's phone recorded");
		expect(madeLater(inStep)).toMatch(/^Ada's phone recorded an entry/);
	});

	it('does not count what follows a refused entry of the same phone', () => {
		const first = entry('p1', null, round(1, 2));
		const late = entry('p2', null, round(5, 5));
		const after = entry('p2', late.id, round(6, 6));
		const merged = mergeShared(engine, start(), [first, late, after]);
		expect(merged.conflicts.map((c) => c.reason)).toEqual([madeLater(first), AFTER_REFUSED]);
	});

	it('shows an entry the rules refuse after the merge as a conflict with the rules’ reason', () => {
		const first = entry('p1', null, round(1, 2));
		const extra = entry('p1', first.id, round(3, 4));
		const merged = mergeShared(engine, start(1), [first, extra]);
		expect(merged.log).toHaveLength(1);
		expect(merged.conflicts).toHaveLength(1);
		expect(merged.conflicts[0].reason).toMatch(/round/i);
	});

	it('lets undo and redo from any phone count, and refuses an undo with nothing left', () => {
		const first = entry('p1', null, round(1, 2));
		const undo = entry('p2', first.id, { type: 'undo' });
		const redo = entry('p1', undo.id, { type: 'redo' });
		const merged = mergeShared(engine, start(), [first, undo, redo]);
		expect(merged.log.map((e) => e.event.type)).toEqual(['round', 'undo', 'redo']);
		const lone = mergeShared(engine, start(), [entry('p1', null, { type: 'undo' })]);
		expect(lone.conflicts[0].reason).toBe('There was nothing left to undo.');
	});

	it('counts a reveal two phones recorded at once only once, and shows no conflict for it', () => {
		const first = entry('host', null, round(1, 2));
		// Both phones saw every key and recorded the revealed moves, each on its own.
		const mine = { ...entry('p1', first.id, round(3, 4)), reveal: 'r1:0' };
		const theirs = { ...entry('p2', first.id, round(3, 4)), reveal: 'r1:0' };
		// Each phone goes on from its own copy of the reveal.
		const next = entry('p2', theirs.id, round(5, 6));
		for (const order of [
			[first, mine, theirs, next],
			[first, theirs, mine, next],
			[first, theirs, next, mine]
		]) {
			const merged = mergeShared(engine, start(), order);
			expect(merged.conflicts).toEqual([]);
			expect(merged.log.map((e) => e.event)).toEqual([round(1, 2), round(3, 4), round(5, 6)]);
		}
	});

	it('still refuses a reveal the rules refuse, and counts a reveal of another round', () => {
		const first = { ...entry('p1', null, round(1, 2)), reveal: 'r1:0' };
		const again = { ...entry('p2', null, round(1, 2)), reveal: 'r1:0' };
		const later = { ...entry('p2', first.id, round(3, 4)), reveal: 'r2:0' };
		const extra = { ...entry('p1', later.id, round(5, 6)), reveal: 'r3:0' };
		const merged = mergeShared(engine, start(2), [first, again, later, extra]);
		expect(merged.log.map((e) => e.shared.id)).toEqual([first.id, later.id]);
		expect(merged.conflicts.map((c) => c.entry.id)).toEqual([extra.id]);
	});

	it('gives the same log and conflicts to every phone that holds the same entries', () => {
		fc.assert(
			fc.property(
				fc.array(fc.record({ phone: fc.constantFrom('p1', 'p2', 'p3'), seen: fc.nat() }), {
					maxLength: 12
				}),
				(moves) => {
					const entries: SharedEntry[] = [];
					for (const m of moves) {
						const basis = entries.length ? entries[m.seen % entries.length].id : null;
						entries.push(entry(m.phone, basis, round(1, 1)));
					}
					const once = mergeShared(engine, start(), entries);
					const again = mergeShared(engine, start(), structuredClone(entries));
					expect(again).toEqual(once);
					expect(once.log.length + once.conflicts.length).toBe(entries.length);
				}
			)
		);
	});
});

describe('how a phone’s log follows the merged one', () => {
	it('appends what the merge adds after all of this phone’s entries, and writes nothing when they agree', () => {
		expect(logFollow(['a', 'b'], ['a', 'b'])).toEqual({ kind: 'same' });
		expect(logFollow([], [])).toEqual({ kind: 'same' });
		expect(logFollow(['a', 'b'], ['a', 'b', 'x', 'y'])).toEqual({ kind: 'append', from: 2 });
		expect(logFollow([], ['x'])).toEqual({ kind: 'append', from: 0 });
	});

	it('rewrites from the first entry that differs when another phone’s entry came first', () => {
		expect(logFollow(['a', 'b'], ['a', 'x', 'b'])).toEqual({ kind: 'rewrite', keep: 1 });
		// This phone's entry was not counted (a conflict): the log loses it.
		expect(logFollow(['a', 'b'], ['a'])).toEqual({ kind: 'rewrite', keep: 1 });
	});

	it('appends the entries of a phone whose five rounds arrive one merge at a time', () => {
		// The merged log only grows at its end: every step is an append, never a rewrite.
		const merged = ['r1', 'r2', 'r3', 'r4', 'r5'];
		for (let had = 0; had < merged.length; had++)
			for (let now = had + 1; now <= merged.length; now++)
				expect(logFollow(merged.slice(0, had), merged.slice(0, now))).toEqual({
					kind: 'append',
					from: had
				});
	});
});

describe('a removed phone’s entries', () => {
	it('count up to its removal, and never after, wherever they land in the order', () => {
		const before = entry('bo', null, round(1, 1));
		const host = entry('host', before.id, round(2, 2));
		const late = entry('bo', before.id, round(9, 9));
		const entries = [before, host, late];
		expect(withoutLateEntries(entries, { bo: before.n })).toEqual([before, host]);
		expect(withoutLateEntries(entries, {})).toEqual(entries);
		const merged = mergeShared(engine, start(), withoutLateEntries(entries, { bo: before.n }));
		expect(merged.log.map((e) => e.shared.id)).toEqual([before.id, host.id]);
		expect(merged.conflicts).toEqual([]);
	});
});

describe('relayProblem', () => {
	const page = { secure: true, host: 'tablemate.example.org' };
	const built = 'wss://relay.example.org';

	it("takes the build's relay, or one on the page's own host", () => {
		expect(relayProblem('wss://relay.example.org', page, built)).toBeNull();
		expect(relayProblem('wss://tablemate.example.org/relay', page, built)).toBeNull();
		expect(relayProblem('wss://tablemate.example.org', page)).toBeNull();
		expect(
			relayProblem('ws://192.168.1.5:4177', { secure: false, host: '192.168.1.5:4177' })
		).toBeNull();
	});

	it("refuses a relay the page's policy would block, saying which ones it can reach", () => {
		expect(relayProblem('wss://other.example.net', page, built)).toBe(
			'This copy of Tablemate can reach only its own relay (wss://relay.example.org) or one at its own address (tablemate.example.org). A relay elsewhere needs a copy built for it (see the README).'
		);
		expect(relayProblem('wss://other.example.net', page)).toMatch(
			/^This copy of Tablemate can reach only a relay at its own address \(tablemate\.example\.org\)\./
		);
		// Another port of the same host is another origin to the policy.
		expect(
			relayProblem('ws://192.168.1.5:9000', { secure: false, host: '192.168.1.5:4177' })
		).toMatch(/can reach only a relay at its own address \(192\.168\.1\.5:4177\)/);
	});

	it('refuses what is not a relay address, and ws:// from an HTTPS page', () => {
		expect(relayProblem('relay.example.org', page, built)).toMatch(/^A relay address looks like/);
		expect(relayProblem('https://relay.example.org', page, built)).toMatch(/starts with wss:\/\//);
		expect(relayProblem('ws://relay.example.org', page, built)).toMatch(/served over HTTPS/);
		expect(relayProblem('wss://relay.example.org/?t=1', page, built)).toMatch(/no "\?" or "#"/);
	});
});
