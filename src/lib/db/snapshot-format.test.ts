import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isViolation } from '../core/engine';
import { foldLog, tipOf } from '../core/eventlog';
import { loadGame } from '../games/registry';
import { sampleSessions } from './sample-sessions';
import { SNAPSHOT_FORMAT } from './snapshot-format';

/**
 * The fingerprint of the sample sessions' folded states in each snapshot format. Stored snapshots
 * outlive app updates while their format is the same, so a change that folds a log to another
 * state must come with a new format (and its fingerprint here); else a phone would open a game
 * from a state the new code does not make, or cannot read.
 */
const RECORDED: Record<string, string> = {
	'state-1': '4e53d6cd993c1b42a38ca5bf2643d7246f96dc1e2ae791b0da4d8592b5686497'
};

const fingerprintOf = (value: unknown) =>
	createHash('sha256')
		.update(
			JSON.stringify(value, (_, v: unknown) =>
				v instanceof Map ? { map: [...v] } : v instanceof Set ? { set: [...v] } : v
			)
		)
		.digest('hex');

/** The tip each sample session's log folds to, as a snapshot stores it. */
async function sampleTips() {
	const tips = [];
	for (const { row, events } of sampleSessions()) {
		const { engine } = await loadGame(row.game);
		const initial = engine.setup(row.players, row.houseRules);
		if (isViolation(initial)) throw new Error(`${row.id} cannot start: ${initial.reason}`);
		const result = foldLog(engine, initial, events);
		tips.push({ id: row.id, tip: tipOf(result, events.at(-1)?.seq ?? 0) });
	}
	return tips;
}

describe('the snapshot format', () => {
	it('changes whenever a stored log would fold to another state', async () => {
		const tips = await sampleTips();
		// Every kind of game is there, each with entries: a fingerprint of nulls would guard nothing.
		expect(new Set(tips.map((t) => t.id.split('-')[0])).size).toBe(5);
		expect(tips.filter((t) => t.tip === null)).toEqual([]);
		expect(
			RECORDED[SNAPSHOT_FORMAT],
			`The folded states of the sample games are not what snapshot format "${SNAPSHOT_FORMAT}" ` +
				`recorded. If this change folds a log to another state, change SNAPSHOT_FORMAT ` +
				`(db/snapshot-format.ts) so phones fold their games again, and record the new fingerprint here.`
		).toBe(fingerprintOf(tips));
	});
});
