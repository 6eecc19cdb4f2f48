/**
 * The contract every game engine keeps (see ARCHITECTURE.md): a session is a log of events and
 * the state on screen is the fold of that log. Engines are pure, synchronous and never mutate the
 * state they are given, so any earlier state can be kept and reused (snapshots, undo).
 */

/** The games the app knows. */
export type GameId = 'permutations' | 'subsets' | 'transform' | 'reframing' | 'notepad';

/**
 * A player as a session knows them: a stable id, a name to show, an optional colour and an
 * optional emoji (a regular's own, taken when the game was set up: core/player-emoji.ts).
 */
export interface SessionPlayer {
	id: string;
	name: string;
	colour?: string;
	emoji?: string;
}

/** One entry of a game's log. `type` is the engine's own vocabulary; payloads are plain data. */
export interface GameEvent {
	type: string;
	[key: string]: unknown;
}

/**
 * A value someone gave, as data a message can show in any language: text or a number as written,
 * else what kind of value it was (see `describeValue`).
 */
export type ShownValue = { text: string } | { kind: 'too-large' | 'list' | 'nothing' | 'fields' };

/**
 * Something a game says, as data: a code (`<game>/<what>`) and the named values its message fills
 * in. The screen turns it into words in the reader's language (src/lib/i18n), so a shared table
 * shows each phone the same refusal in its own language.
 */
export interface Said {
	code: string;
}

/** Why an event was refused: a plain sentence for the table, and where possible the rule it breaks. */
export interface RuleViolation {
	kind: 'violation';
	/**
	 * The refusal in English words, or, where the game says it as data (`said`), its code: read
	 * `said` through src/lib/i18n/refusals.ts to show it.
	 */
	reason: string;
	/** The refusal as data, for the screen to say in the reader's language. */
	said?: Said;
	/** Id of the rules entry this cites, e.g. `permutations-3`; the screen links to it. */
	rule?: string;
	/** The player at fault, by id, when there is one. */
	player?: string;
	/**
	 * The part of the entry at fault, when the game can say (a game's own key, e.g. a card's place
	 * in the entry), so a screen shows the refusal beside the field that holds it.
	 */
	field?: string;
}

/** Builds a violation; the one way engines report a refused event. */
export function violation(
	reason: string,
	rule?: string,
	player?: string,
	field?: string
): RuleViolation {
	return {
		kind: 'violation',
		reason,
		...(rule ? { rule } : {}),
		...(player ? { player } : {}),
		...(field ? { field } : {})
	};
}

/** Builds a violation said as data (a code and its values); see `Said`. */
export function refusal<S extends Said>(
	said: S,
	rule?: string,
	player?: string,
	field?: string
): RuleViolation {
	return { ...violation(said.code, rule, player, field), said };
}

/** A value someone gave, as data: see `ShownValue`; `shownValue` is its English. */
export function describeValue(value: unknown): ShownValue {
	if (typeof value === 'string') return { text: JSON.stringify(value) };
	if (typeof value === 'number')
		return Number.isFinite(value) ? { text: String(value) } : { kind: 'too-large' };
	if (typeof value === 'boolean') return { text: String(value) };
	if (Array.isArray(value)) return { kind: 'list' };
	if (value === null || value === undefined) return { kind: 'nothing' };
	return { kind: 'fields' };
}

/**
 * A value someone gave, as it can appear in a refusal: text in quotes, a number as written, and
 * anything else described, so a sentence never shows "[object Object]", "null" or "Infinity"
 * (JSON reads a number too large for a double as Infinity).
 */
export function shownValue(value: unknown): string {
	if (typeof value === 'string') return JSON.stringify(value);
	if (typeof value === 'number')
		return Number.isFinite(value) ? String(value) : 'a number too large';
	if (typeof value === 'boolean') return String(value);
	if (Array.isArray(value)) return 'a list';
	if (value === null || value === undefined) return 'nothing';
	return 'a set of fields';
}

/** True when `apply` refused the event. */
export function isViolation(value: unknown): value is RuleViolation {
	return (
		typeof value === 'object' &&
		value !== null &&
		(value as { kind?: unknown }).kind === 'violation' &&
		typeof (value as { reason?: unknown }).reason === 'string'
	);
}

/** A round-by-round score table that the shared scoreboard, the chart and the share text use. */
export interface Scoreboard {
	/** Player names in seat order. */
	players: string[];
	/**
	 * One row a finished (or running) round; `null` where a player has no score yet. `round` is
	 * its number where the label says only that ("Round 3"), so a screen can say it in the
	 * reader's language (src/lib/i18n/scoreboard.ts); the label stays for the share text. `said`
	 * is a label that says more than a number, as data (a Subsets draw: who drew what, and what
	 * came of it), worded there too.
	 */
	rounds: {
		label: string;
		round?: number;
		said?: Said;
		scores: (number | null)[];
		note?: string;
	}[];
	totals: number[];
	finished: boolean;
	/** Seat indices of the winners once finished (several when tied), else of the leaders. */
	leaders: number[];
	/** A goal to show progress against (Permutations plays to 100). */
	target?: number;
	/** True when the lowest total wins (a notepad game may say so); places then rank upwards. */
	lowestWins?: boolean;
	/**
	 * Each seat's score before the first round, where some seat has one (a player who joined a
	 * notepad game late starts with the score the table gave them): part of the totals, so every
	 * view of the rounds (chart, rounds CSV, share text) shows it too.
	 */
	starts?: number[];
	/**
	 * The teams, in a game played in teams (the notepad's): each team's seats, its total (which
	 * decides) and its name when the table gave one. The leaders are then every seat of the best team.
	 */
	teams?: { seats: number[]; total: number; name?: string }[];
	/** Set when a team game is scored one score per team: each player's score is then the team's. */
	teamScores?: true;
	/**
	 * Set in a co-operative game (the whole table against the game): its result once recorded,
	 * with the table's score when it has one. Nobody leads it.
	 */
	cooperative?: { won?: boolean; score?: number };
}

/** A game's pure engine. `State` and `Event` must be structured-clonable plain data. */
export interface GameEngine<State, Event extends GameEvent = GameEvent, HouseRules = unknown> {
	readonly id: GameId;
	readonly defaultHouseRules: HouseRules;
	setup(players: readonly SessionPlayer[], houseRules: HouseRules): State | RuleViolation;
	apply(state: State, event: Event): State | RuleViolation;
	scoreboard(state: State): Scoreboard;
	isFinished(state: State): boolean;
}

/** Describes one house rule so the new-game flow and settings can offer it without game code. */
export type HouseRuleField =
	| { key: string; label: string; help?: string; kind: 'boolean'; default: boolean }
	| {
			key: string;
			label: string;
			help?: string;
			kind: 'choice';
			choices: { value: string | number; label: string }[];
			default: string | number;
	  }
	| {
			key: string;
			label: string;
			help?: string;
			kind: 'number';
			min: number;
			max: number;
			default: number;
	  };
