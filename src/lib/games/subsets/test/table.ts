/** TEST HELPER: a Subsets table played through the engine with the fake checker. */
import { isViolation, type RuleViolation } from '../../../core/engine';
import { createSubsetsEngine } from '../engine';
import type { SubsetsEvent } from '../events';
import { defaultHouseRules, type SubsetsHouseRules } from '../house-rules';
import { setup } from '../setup';
import type { SubsetsState } from '../state';
import { createFakeChecker } from './fake-checker';

export const players = [
	{ id: 'ana', name: 'Ana' },
	{ id: 'bo', name: 'Bo' },
	{ id: 'cy', name: 'Cy' }
];

/** Fails the test with the refusal's reason. */
export function accepted(next: SubsetsState | RuleViolation): SubsetsState {
	if (isViolation(next)) throw new Error(next.reason);
	return next;
}

/** Fails the test when the event was accepted. */
export function refused(next: SubsetsState | RuleViolation): RuleViolation {
	if (!isViolation(next)) throw new Error('accepted');
	return next;
}

/** Ana, Bo and Cy with `events` applied in order. */
export function table(
	house: Partial<SubsetsHouseRules> = {},
	...events: SubsetsEvent[]
): SubsetsState {
	const engine = createSubsetsEngine(createFakeChecker());
	let state = accepted(setup(players, { ...defaultHouseRules, ...house }));
	for (const event of events) state = accepted(engine.apply(state, event));
	return state;
}

/** The three starting cards dealt in seat order. */
export function deal(cards = ['{1}', '{2}', '{3}']): SubsetsEvent[] {
	return players.map((p, i) => ({ type: 'starting-card' as const, player: p.id, card: cards[i] }));
}
