/** A new Subsets table: two to six players, each to be dealt a starting card in seat order. */
import { refusal, type RuleViolation, type SessionPlayer } from '../../core/engine';
import { readHouseRules, type SubsetsHouseRules } from './house-rules';
import { RULE } from './rules';
import { MAX_PLAYERS, MIN_PLAYERS, type SubsetsState } from './state';

/** The table before the deal; house rules are read with defaults for anything missing or malformed. */
export function setup(
	players: readonly SessionPlayer[],
	houseRules: SubsetsHouseRules
): SubsetsState | RuleViolation {
	if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
		return refusal(
			{ code: 'subsets/player-count', min: MIN_PLAYERS, max: MAX_PLAYERS },
			RULE.players
		);
	}
	if (new Set(players.map((p) => p.id)).size !== players.length) {
		return refusal({ code: 'subsets/same-id' }, RULE.players);
	}
	return {
		players: players.map((p) => ({ id: p.id, name: p.name, captured: [], received: [] })),
		houseRules: readHouseRules(houseRules),
		piles: [],
		nextPile: 1,
		turn: 0,
		phase: { kind: 'setup', seat: 0 },
		dealt: [],
		drawn: []
	};
}
