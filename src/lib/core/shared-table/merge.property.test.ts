/**
 * The shared table as a whole, in the manner of Actual's `sync.property.test.ts`: 3 to 5
 * simulated phones and a relay run random schedules (entries made in step and offline, phones
 * going offline and back, reloads, relay restarts that lose what it had not written to disk),
 * over the same pure code each phone runs (`keptEntries`, `mergeShared`). Once every phone is back
 * and has synced, they hold one log, and no entry any phone had ever shown is lost: each is still
 * in every phone's log, or listed as not counted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LogReader } from '../eventlog';
import { mergeShared, type SharedEntry } from './merge';
import { keptEntries, type SignedEntry } from './trust';
import { runs } from '../subsets-checker/testing/runs';

/** A game that takes every entry: the order, not the rules, is under test. */
const counter: LogReader<number> = { apply: (state) => state + 1 };

type Step =
	| { kind: 'write'; phone: number; skew: number }
	| { kind: 'sync'; phone: number }
	| { kind: 'offline'; phone: number }
	| { kind: 'online'; phone: number }
	| { kind: 'reload'; phone: number }
	| { kind: 'persist' }
	| { kind: 'restart' };

interface Phone {
	id: string;
	/** What the phone stores: every entry it has seen (the table row's `entries`), and its log. */
	stored: SignedEntry[];
	known: string[];
	online: boolean;
}

const step = (phones: number): fc.Arbitrary<Step> => {
	const phone = fc.nat(phones - 1);
	return fc.oneof(
		{
			weight: 5,
			arbitrary: fc.record({
				kind: fc.constant('write' as const),
				phone,
				skew: fc.integer({ min: -3, max: 3 })
			})
		},
		{ weight: 5, arbitrary: fc.record({ kind: fc.constant('sync' as const), phone }) },
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('offline' as const), phone }) },
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('online' as const), phone }) },
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), phone }) },
		{ weight: 1, arbitrary: fc.constant({ kind: 'persist' as const }) },
		{ weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) }
	);
};

/** Runs a schedule; returns the phones at the end and every entry any phone ever showed. */
function run(count: number, steps: readonly Step[]) {
	const phones: Phone[] = Array.from({ length: count }, (_, i) => ({
		id: `phone-${i}`,
		stored: [],
		known: [],
		online: true
	}));
	/** The relay's document in memory, and as last written to its file. */
	let relay: SignedEntry[] = [];
	let file: SignedEntry[] = [];
	const shown = new Set<string>();
	let clock = 1000;
	let made = 0;

	/** What a phone does at each merge: keeps the union, merges, follows. */
	const merge = (phone: Phone) => {
		const merged = mergeShared(counter, 0, phone.stored);
		phone.known = merged.log.map((e) => e.shared.id);
		for (const id of phone.known) shown.add(id);
	};
	/** A phone in step with the relay: shares what it has, takes what the relay has. */
	const sync = (phone: Phone) => {
		if (!phone.online) return;
		const kept = keptEntries(phone.stored, relay);
		// What the relay lost (a restart) or never had is shared again.
		relay = [...relay, ...kept.missing];
		phone.stored = kept.entries;
		merge(phone);
	};

	for (const s of steps) {
		if (s.kind === 'persist') file = [...relay];
		else if (s.kind === 'restart') relay = [...file];
		else {
			const phone = phones[s.phone];
			if (s.kind === 'offline') phone.online = false;
			else if (s.kind === 'online') {
				phone.online = true;
				sync(phone);
			} else if (s.kind === 'sync') sync(phone);
			else if (s.kind === 'reload') merge(phone);
			else {
				clock += 1;
				const n = phone.stored.filter((e) => e.phone === phone.id).length + 1;
				const entry: SharedEntry = {
					id: `e${++made}`,
					phone: phone.id,
					n,
					online: phone.online,
					by: phone.id,
					basis: phone.known.at(-1) ?? null,
					// Phones' clocks differ a little.
					at: clock + s.skew,
					event: { type: 'round' }
				};
				const signed = { ...entry, key: 'k', sig: entry.id };
				phone.stored = [...phone.stored, signed];
				if (phone.online) relay = [...relay, signed];
				merge(phone);
			}
		}
	}
	// Everyone back, the relay up: two rounds of syncs reach every phone.
	for (const phone of phones) phone.online = true;
	for (let round = 0; round < 2; round++) for (const phone of phones) sync(phone);
	return { phones, shown };
}

describe('the shared table, over random schedules', () => {
	it('brings every phone to one log, and never loses an entry any phone showed', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 5 }).chain((count) =>
					fc.record({
						count: fc.constant(count),
						steps: fc.array(step(count), { maxLength: 40 })
					})
				),
				({ count, steps }) => {
					const { phones, shown } = run(count, steps);
					const [first, ...others] = phones.map((p) => mergeShared(counter, 0, p.stored));
					for (const other of others) {
						expect(other.log.map((e) => e.shared.id)).toEqual(first.log.map((e) => e.shared.id));
						expect(other.conflicts).toEqual(first.conflicts);
					}
					const kept = new Set([
						...first.log.map((e) => e.shared.id),
						...first.conflicts.map((c) => c.entry.id)
					]);
					for (const id of shown) expect(kept.has(id)).toBe(true);
					// Each phone's own log is the merged one.
					for (const phone of phones)
						expect(phone.known).toEqual(first.log.map((e) => e.shared.id));
				}
			),
			runs(1000)
		);
	});

	it('keeps the rounds a phone made in step when another made its own offline meanwhile', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 5 }),
				fc.integer({ min: 1, max: 5 }),
				fc.integer({ min: -100, max: 100 }),
				(inStep, offline, skew) => {
					const steps: Step[] = [
						{ kind: 'write', phone: 0, skew: 0 },
						{ kind: 'sync', phone: 1 },
						{ kind: 'sync', phone: 2 },
						{ kind: 'offline', phone: 1 }
					];
					for (let i = 0; i < inStep; i++)
						steps.push({ kind: 'write', phone: 0, skew: 0 }, { kind: 'sync', phone: 2 });
					// Bo's clock may be behind or ahead: the rounds made in step still keep their places.
					for (let i = 0; i < offline; i++) steps.push({ kind: 'write', phone: 1, skew });
					steps.push({ kind: 'online', phone: 1 });
					const seen = run(3, steps.slice(0, 4 + 2 * inStep)).phones[2].known;
					const { phones } = run(3, steps);
					expect(phones[2].known.slice(0, seen.length)).toEqual(seen);
					expect(phones[1].known).toEqual(phones[2].known);
				}
			),
			runs(200)
		);
	});
});
