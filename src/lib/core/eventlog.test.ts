import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { violation, type GameEvent } from './engine';
import {
	foldFromTip,
	foldLog,
	foldStoredResolved,
	LogFolder,
	overSeqs,
	replayAsWritten,
	resolveLog,
	SNAPSHOT_EVERY,
	tipAfter,
	tipOf,
	withOverMarks,
	type LogEntry
} from './eventlog';
import { isLifeEvent, lifeEntryProblem, lifeOf, stepLife, type Life } from './life';

// A tiny engine: a running sum that refuses negative numbers.
const adder = {
	apply(state: number, event: GameEvent) {
		const n = event.n as number;
		return n < 0 ? violation('No negative numbers.') : state + n;
	}
};

function log(...events: GameEvent[]): LogEntry[] {
	return events.map((event, i) => ({ seq: i + 1, at: 0, event }));
}
const add = (n: number): GameEvent => ({ type: 'add', n });
const undo: GameEvent = { type: 'undo' };
const redo: GameEvent = { type: 'redo' };

describe('resolveLog', () => {
	it('undo removes the last entry and redo brings it back', () => {
		expect(foldLog(adder, 0, log(add(1), add(2), undo)).state).toBe(1);
		expect(foldLog(adder, 0, log(add(1), add(2), undo, redo)).state).toBe(3);
		expect(foldLog(adder, 0, log(add(1), add(2), undo, undo, redo)).state).toBe(1);
	});

	it('a new event after an undo clears what could be redone', () => {
		const { effective, redoable } = resolveLog(log(add(1), add(2), undo, add(5), redo));
		expect(effective.map((e) => e.event.n)).toEqual([1, 5]);
		expect(redoable).toEqual([]);
	});

	it('undo on an empty log and redo with nothing undone change nothing', () => {
		expect(foldLog(adder, 0, log(undo, redo, add(4))).state).toBe(4);
	});
});

describe('replayAsWritten', () => {
	it('ends in the same state as foldLog for a log the app could write', () => {
		const entries = log(add(1), add(2), undo, add(5), undo, redo, add(3));
		expect(replayAsWritten(adder, 0, entries)).toEqual({
			ok: true,
			state: foldLog(adder, 0, entries).state,
			over: new Set()
		});
	});

	it('stops at a refused entry even when a later entry undoes it', () => {
		const result = replayAsWritten(adder, 0, log(add(1), add(-1), undo, add(2)));
		expect(result).toMatchObject({
			ok: false,
			entry: { seq: 2 },
			violation: { reason: 'No negative numbers.' }
		});
	});

	it('stops at an undo or a redo with nothing to act on, which the app never writes', () => {
		const nothingToUndo = replayAsWritten(adder, 0, log(add(1), undo, undo));
		expect(nothingToUndo).toEqual({ ok: false, entry: { seq: 3, at: 0, event: undo } });
		const nothingToRedo = replayAsWritten(adder, 0, log(add(1), undo, add(2), redo));
		expect(nothingToRedo).toEqual({ ok: false, entry: { seq: 4, at: 0, event: redo } });
	});
});

describe('foldLog', () => {
	it('skips and reports a stored entry the engine refuses instead of failing', () => {
		const result = foldLog(adder, 0, log(add(1), add(-1), add(2)));
		expect(result.state).toBe(3);
		expect(result.skipped.map((s) => s.entry.seq)).toEqual([2]);
	});

	it('uses a snapshot only while the effective prefix it stands for is unchanged', () => {
		const entries = log(add(1), add(2), add(3));
		// A deliberately wrong snapshot value shows whether it was used.
		const snap = { count: 2, lastSeq: 2, state: 100 };
		expect(foldLog(adder, 0, entries, [snap]).state).toBe(103);
		const afterUndo = [...entries, { seq: 4, at: 0, event: undo }, { seq: 5, at: 0, event: undo }];
		expect(foldLog(adder, 0, afterUndo, [snap]).state).toBe(1);
	});
});

describe('LogFolder', () => {
	it('gives the same state as a full fold after a long run with undos', () => {
		const events: GameEvent[] = [];
		for (let i = 0; i < SNAPSHOT_EVERY * 3 + 7; i++) events.push(i % 10 === 9 ? undo : add(i));
		const entries = log(...events);
		const folder = new LogFolder(adder, 0);
		for (const entry of entries) {
			const computed = entry.event.type === 'add' ? folder.try(entry.event) : undefined;
			folder.append(entry, typeof computed === 'number' ? computed : undefined);
		}
		expect(folder.state).toBe(foldLog(adder, 0, entries).state);
		expect(folder.checkpoints.length).toBeGreaterThan(0);
		const reopened = new LogFolder(adder, 0, entries, folder.checkpoints);
		expect(reopened.state).toBe(folder.state);
	});

	it('folds a log rewritten at the same places again, never from a checkpoint of the old one', () => {
		const entries = log(...Array.from({ length: SNAPSHOT_EVERY + 5 }, () => add(1)));
		const folder = new LogFolder(adder, 0, entries);
		expect(folder.checkpoints.length).toBeGreaterThan(0);
		// A shared table puts another entry at a place before the checkpoint, keeping every seq.
		const rewritten = entries.map((e) => (e.seq === 10 ? { ...e, event: add(100) } : e));
		folder.reset(rewritten);
		expect(folder.state).toBe(foldLog(adder, 0, rewritten).state);
	});
});

describe('foldFromTip', () => {
	const entries = log(add(1), add(2), undo, add(4), add(8));
	const tip = tipOf(foldLog(adder, 0, entries.slice(0, 3)), 3)!;

	it('gives the same state as the whole log from the entries after the tip alone', () => {
		const resumed = foldFromTip(adder, tip, entries.slice(3));
		expect(resumed?.state).toBe(foldLog(adder, 0, entries).state);
		expect(resumed?.depth).toBe(3);
	});

	it('redoes what was undoable at the tip', () => {
		const more = [...entries.slice(0, 3), { seq: 4, at: 0, event: redo }];
		expect(foldFromTip(adder, tip, more.slice(3))?.state).toBe(3);
	});

	it('says it cannot answer when the tail undoes past the tip', () => {
		const more = [...entries, { seq: 6, at: 0, event: undo }, { seq: 7, at: 0, event: undo }];
		expect(foldFromTip(adder, tip, more.slice(3))?.state).toBe(1);
		const past = [...more, { seq: 8, at: 0, event: undo }];
		expect(foldFromTip(adder, tip, past.slice(3))).toBeNull();
	});
});

describe('foldStoredResolved', () => {
	const entries = log(add(1), add(2), undo, add(4), add(8));
	// A tip that says 100 after three entries, which the log alone never gives: it shows when used.
	const tip = { ...tipOf(foldLog(adder, 0, entries.slice(0, 3)), 3)!, state: 100 };

	it('starts from the newest tip and passes over the entries before it', () => {
		const older = { ...tip, logSeq: 1, state: 50 };
		expect(foldStoredResolved(adder, 0, [older, tip], entries).state).toBe(112);
	});

	it('folds the whole log when there is no tip or the log undoes past it', () => {
		expect(foldStoredResolved(adder, 0, [], entries).state).toBe(13);
		const past = [...entries, ...[6, 7, 8].map((seq) => ({ seq, at: 0, event: undo }))];
		expect(foldStoredResolved(adder, 0, [tip], past).state).toBe(0);
	});

	it('gives the entries that count, as resolveLog does, from a tip or from the whole log', () => {
		const past = [...entries, ...[6, 7, 8].map((seq) => ({ seq, at: 0, event: undo }))];
		for (const [snapshots, logged] of [
			[[tip], entries],
			[[], entries],
			[[tip], past]
		] as const)
			expect(foldStoredResolved(adder, 0, snapshots, logged).effective).toEqual(
				resolveLog(logged).effective
			);
	});
});

describe("the game's life in the log", () => {
	const finish: GameEvent = { type: 'finish' };
	const reopen: GameEvent = { type: 'reopen' };

	it('is passed over by every fold, yet undo takes it back like any entry', () => {
		// The adder would read a life entry as "add undefined"; no fold hands it one.
		expect(foldLog(adder, 0, log(add(1), finish, add(2))).state).toBe(3);
		const { effective } = resolveLog(log(add(1), finish, undo));
		expect(effective.map((e) => e.event.type)).toEqual(['add']);
		const folder = new LogFolder(adder, 0, log(add(4), { type: 'pause' }));
		expect(folder.state).toBe(4);
		expect(folder.try(reopen)).toBe(4);
	});

	it('refuses on replay a move made while the table had ended the game, not one after reopening', () => {
		const life = { start: 0, over: () => false };
		const ended = replayAsWritten(adder, 0, log(add(1), finish, add(2)), life);
		expect(ended.ok).toBe(false);
		if (!ended.ok) expect(ended.violation?.reason).toMatch(/Reopen it to record more/);
		expect(replayAsWritten(adder, 0, log(add(1), finish, reopen, add(2)), life)).toEqual({
			ok: true,
			state: 3,
			over: new Set()
		});
		// Undoing the end lets play go on too.
		expect(replayAsWritten(adder, 0, log(finish, undo, add(2)), life)).toEqual({
			ok: true,
			state: 2,
			over: new Set()
		});
	});

	it('marks the entries after which the rules said the game was over, as the app writes them', () => {
		// A running sum over at 10 or more, which a negative entry (a correction) takes back.
		const sum = { apply: (state: number, event: GameEvent) => state + (event.n as number) };
		const isOver = (state: number) => state >= 10;
		// Entry 3 ends the game and is undone; entry 5 ends it, entry 6 takes it back, entry 7
		// ends it again; the pause (a life entry) is never marked.
		const entries = log(add(4), { type: 'pause' }, add(6), undo, add(7), add(-2), add(5));
		const replayed = replayAsWritten(sum, 0, entries, { start: 0, over: isOver });
		expect(replayed.ok && [...replayed.over]).toEqual([3, 5, 7]);
		// A stored log without marks gets the same ones.
		const marks = overSeqs(sum, 0, entries, isOver);
		expect([...marks]).toEqual([3, 5, 7]);
		expect(withOverMarks(entries, marks).map((e) => e.over ?? false)).toEqual([
			false,
			false,
			true,
			false,
			true,
			false,
			true
		]);
	});
});

describe('snapshots of random logs', () => {
	// An engine whose state remembers the order of what it was given, so a snapshot used at the
	// wrong place, or a tail folded out of order, shows; it refuses negative numbers.
	const writer = {
		apply(state: string, event: GameEvent) {
			const n = event.n as number;
			return n < 0 ? violation('No negative numbers.') : `${state}${n},`;
		}
	};
	/** Entries as a log holds them: numbers (some refused), undos and redos, numbered from 1. */
	const randomLog = fc
		.array(
			fc.oneof(
				{ weight: 5, arbitrary: fc.integer({ min: -2, max: 20 }).map(add) },
				{ weight: 2, arbitrary: fc.constant(undo) },
				{ weight: 1, arbitrary: fc.constant(redo) }
			),
			{ maxLength: 60 }
		)
		.map((events) => log(...events));
	const withCut = randomLog.chain((entries) =>
		fc.tuple(fc.constant(entries), fc.integer({ min: 1, max: Math.max(1, entries.length) }))
	);

	it('the state folded from a snapshot plus the tail equals a fold from zero', () => {
		fc.assert(
			fc.property(withCut, ([entries, cut]) => {
				const whole = foldLog(writer, '', entries);
				const tip = tipOf(foldLog(writer, '', entries.slice(0, cut)), cut);
				// A snapshot used as a checkpoint of the whole log (how the session reads it all).
				if (tip) expect(foldLog(writer, '', entries, [tip]).state).toBe(whole.state);
				// From the tip and the entries after it alone (how a session opens), unless the tail
				// undoes past the tip, which only the whole log can answer.
				const resumed = tip && foldFromTip(writer, tip, entries.slice(cut));
				if (resumed) {
					expect(resumed.state).toBe(whole.state);
					expect(resumed.depth).toBe(whole.effective.length);
					expect(resumed.redoable).toBe(whole.redoable.length);
				}
				expect(foldStoredResolved(writer, '', tip ? [tip] : [], entries).state).toBe(whole.state);
			}),
			{ examples: [[[log(add(1), undo, undo, redo), 2]]] }
		);
	});

	it('the snapshot written with an entry is the one the log folds to once it is written', () => {
		fc.assert(
			fc.property(withCut, ([entries, cut]) => {
				if (entries.length === 0) return;
				const before = foldLog(writer, '', entries.slice(0, cut - 1));
				const after = foldLog(writer, '', entries.slice(0, cut));
				expect(tipAfter(before, entries[cut - 1], after.state)).toEqual(tipOf(after, cut));
			})
		);
	});
});

describe('replayAsWritten keeping checkpoints, not every state', () => {
	// A state that remembers the order of what it was given, so a state recomputed from the wrong
	// checkpoint or with an entry left out shows; it refuses negative numbers.
	const writer = {
		apply(state: string, event: GameEvent) {
			const n = event.n as number;
			return n < 0 ? violation('No negative numbers.') : `${state}${n},`;
		}
	};
	/** Its game is over by its rules once it holds a 9, so the life's checks depend on the state. */
	const life = {
		start: 0,
		over: (state: string) => state.includes(',9,') || state.startsWith('9,')
	};

	/**
	 * The replay as it was written before checkpoints: the state (and life) after every entry that
	 * counts kept on a stack, and the states an undo took back kept for a redo to put back.
	 */
	function replayKeepingEveryState(entries: readonly LogEntry[], withLife: boolean) {
		type Step = { state: string; life: Life | null };
		const states: Step[] = [{ state: '', life: withLife ? lifeOf([], 0) : null }];
		let redoable: Step[] = [];
		const over = new Set<number>();
		for (const entry of entries) {
			if (entry.event.type === 'undo') {
				if (states.length === 1) return { ok: false, entry };
				redoable.push(states.pop()!);
			} else if (entry.event.type === 'redo') {
				if (redoable.length === 0) return { ok: false, entry };
				states.push(redoable.pop()!);
			} else {
				const top = states[states.length - 1];
				const refused = top.life && lifeEntryProblem(top.life, life.over(top.state), entry.event);
				if (refused) return { ok: false, entry, violation: violation(refused.reason) };
				const next = isLifeEvent(entry.event) ? top.state : writer.apply(top.state, entry.event);
				if (typeof next !== 'string') return { ok: false, entry, violation: next };
				const marked = withLife && !isLifeEvent(entry.event) && life.over(next);
				if (marked) over.add(entry.seq);
				states.push({
					state: next,
					life: top.life && stepLife(top.life, { ...entry, over: marked || undefined })
				});
				redoable = [];
			}
		}
		return { ok: true, state: states[states.length - 1].state, over };
	}

	/**
	 * Logs as the app writes them, mostly: numbers, runs of undos and redos (as many as there is
	 * something to act on) and the game's life (which may refuse a number while the table has
	 * ended the game); now and then an entry the app never writes (a refused number, an undo or a
	 * redo with nothing to act on), where the replay stops. Times rise.
	 */
	const appLog = fc
		.array(
			fc.oneof(
				{ weight: 12, arbitrary: fc.integer({ min: 0, max: 12 }).map((n) => ({ add: n })) },
				{ weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }).map((n) => ({ undo: n })) },
				{ weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }).map((n) => ({ redo: n })) },
				{
					weight: 2,
					arbitrary: fc
						.constantFrom(
							['pause', 'resume'],
							['finish', 'reopen'],
							['abandon', 'reopen'],
							['finish']
						)
						.map((life) => ({ life }))
				}
			),
			// Long enough to go past several checkpoints and back, not only the few entries fast-check
			// gives an array by default.
			{ maxLength: 150, size: 'max' }
		)
		.chain((parts) =>
			fc.tuple(
				fc.constant(parts),
				fc.option(
					fc.record({
						at: fc.nat(parts.length),
						wrong: fc.constantFrom(add(-1), undo, redo)
					}),
					{ freq: 4 }
				)
			)
		)
		.map(([parts, wrong]) => {
			const events: GameEvent[] = [];
			let depth = 0;
			let redoable = 0;
			for (const [i, part] of parts.entries()) {
				if (wrong?.at === i) events.push(wrong.wrong);
				if ('add' in part || 'life' in part) {
					const made = 'add' in part ? [add(part.add)] : part.life.map((type) => ({ type }));
					events.push(...made);
					depth += made.length;
					redoable = 0;
				} else if ('undo' in part) {
					const n = Math.min(part.undo, depth);
					events.push(...Array<GameEvent>(n).fill(undo));
					depth -= n;
					redoable += n;
				} else if ('redo' in part) {
					const n = Math.min(part.redo, redoable);
					events.push(...Array<GameEvent>(n).fill(redo));
					depth += n;
					redoable -= n;
				}
			}
			if (wrong?.at === parts.length) events.push(wrong.wrong);
			return events.map((event, i) => ({ seq: i + 1, at: i * 1000, event }));
		});

	it('gives the state, or stops at the entry, that keeping every state gives, at any spacing', () => {
		fc.assert(
			fc.property(
				appLog,
				fc.integer({ min: 1, max: 9 }),
				fc.boolean(),
				(entries, every, withLife) => {
					const expected = replayKeepingEveryState(entries, withLife);
					const replayed = replayAsWritten(writer, '', entries, withLife ? life : undefined, every);
					expect(replayed).toEqual(expected);
					expect(replayAsWritten(writer, '', entries, withLife ? life : undefined)).toEqual(
						expected
					);
					// A log the app wrote folds to the state its replay ends in.
					if (replayed.ok) expect(foldLog(writer, '', entries).state).toBe(replayed.state);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('applies each entry a bounded number of times, however the undos and redos run', () => {
		const every = 8;
		// Up and down across the checkpoints: long runs of undos, redos and new entries.
		const shapes: GameEvent[][] = [
			Array.from({ length: 3000 }, (_, i) => (i % 3 === 2 ? undo : add(i % 10))),
			Array.from({ length: 3000 }, (_, i) => (i < 1000 ? add(i % 7) : i % 40 < 20 ? undo : redo)),
			Array.from({ length: 3000 }, (_, i) => (i < 1000 ? add(i % 7) : i % 2 ? undo : add(2))),
			[
				...Array.from({ length: 1000 }, (_, i) => add(i % 7)),
				...Array(1000).fill(undo),
				...Array(1000).fill(redo)
			],
			Array.from({ length: 3000 }, (_, i) =>
				i < 1500 ? add(i % 7) : [undo, undo, undo, redo, add(i % 11)][i % 5]
			)
		];
		for (const events of shapes) {
			let applied = 0;
			const counted = {
				apply(state: string, event: GameEvent) {
					applied++;
					return writer.apply(state, event);
				}
			};
			const entries = log(...events);
			const result = replayAsWritten(counted, '', entries, undefined, every);
			expect(result).toEqual(replayKeepingEveryState(entries, false));
			// Once for each new entry and each redo, and at most a checkpoint's spacing more for
			// each checkpoint's worth of undos.
			expect(applied).toBeLessThanOrEqual(2 * events.length + every);
		}
	});

	it('asks `reapply`, not `apply`, for an entry met again', () => {
		const first: string[] = [];
		const reader = {
			apply(state: string, event: GameEvent) {
				first.push(String(event.n));
				return writer.apply(state, event);
			},
			reapply: writer.apply
		};
		const entries = log(add(1), add(2), add(3), undo, undo, undo, redo, redo, add(4));
		expect(replayAsWritten(reader, '', entries, undefined, 2)).toEqual({
			ok: true,
			state: '1,2,4,',
			over: new Set()
		});
		expect(first).toEqual(['1', '2', '3', '4']);
	});
});
