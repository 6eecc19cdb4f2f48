/**
 * What the app knows about each game before loading it. Engines, rules and screens are loaded on
 * demand, so a game's code (the Subsets checker above all) reaches only the screens that use it.
 * Convention: each game folder has `game.ts` exporting `engine` and `houseRuleFields`, and
 * `rules.ts` exporting `rules`.
 */
import type { GameEngine, GameEvent, GameId, HouseRuleField, SessionPlayer } from '../core/engine';
import type { TypedEngine } from '../core/events';
import { type NotepadWin, type PlayFacts, type WinRule, winRuleText } from '../core/plays';
import { assembleRules } from '../rules/assemble';
import type { RulesDoc, RulesLayout, RulesText } from '../rules/types';

export interface GameInfo {
	id: GameId;
	name: string;
	/** One line for the game picker. */
	tagline: string;
	/** Who designed the game, when its document names someone. */
	designer?: string;
	/** A score notepad for any game, not one game the app referees: no designer, no house rules. */
	anyGame?: boolean;
	minPlayers: number;
	maxPlayers: number;
	/** How the game is won, in words, for the CSV export (a notepad game's comes from its rules). */
	winRule: string;
}

export const games: GameInfo[] = [
	{
		id: 'permutations',
		name: 'Permutations',
		tagline: 'Bid cards, draft colours, score triangular numbers; first to 100 ends it.',
		designer: 'Michael Purcell',
		minPlayers: 3,
		maxPlayers: 4,
		winRule: 'first to 100, highest total wins'
	},
	{
		id: 'subsets',
		name: 'Subsets Game',
		tagline:
			'Steal piles whose top card is a subset of the card drawn; call "Error!" on bad cards.',
		minPlayers: 2,
		maxPlayers: 6,
		winRule: 'most cards at the end'
	},
	{
		id: 'transform',
		name: 'Transform',
		tagline: 'Combine secret integer lists and count the primes that come out.',
		designer: 'Leroy Quet',
		minPlayers: 2,
		maxPlayers: 8,
		winRule: 'highest total after the last round'
	},
	{
		id: 'reframing',
		name: 'Reframing',
		tagline: 'Eight rounds, eight frames, thirteen conditions that watch each other.',
		designer: 'pseudonam',
		minPlayers: 2,
		maxPlayers: 16,
		winRule: 'most points after 8 rounds'
	},
	{
		id: 'notepad',
		name: 'Other game',
		tagline: 'A score notepad for any game: totals, the leader, a target score or fixed rounds.',
		anyGame: true,
		minPlayers: 1,
		maxPlayers: 12,
		winRule: 'highest total wins'
	}
];

/**
 * The credit shown beside a game's name: "by Leroy Quet", "Designer not known", or the entry's
 * own line when it is no single game (the notepad has no designer to credit or to miss).
 */
export function designerCredit(info: Pick<GameInfo, 'designer' | 'anyGame'>): string {
	if (info.anyGame) return 'Score notepad for any game';
	return info.designer ? `by ${info.designer}` : 'Designer not known';
}

/** The info of one game, or undefined for an unknown id. */
export function gameInfo(id: string): GameInfo | undefined {
	return games.find((g) => g.id === id);
}

/**
 * How a session's game is won, in words: "first to 100", "most points after 8 rounds". A notepad
 * game says it in its house rules (`winBy`, `target`, `rounds`): "lowest total wins, ends when a
 * total reaches 100".
 */
export function winRuleOf(game: string, houseRules: Record<string, unknown> | undefined): string {
	return winRuleText(winRuleDataOf(game, houseRules));
}

/**
 * How a session's game is won, as a play stores it: a refereed game's registry words, a notepad
 * game's house rules as data (worded at the screen in the reader's language).
 */
export function winRuleDataOf(
	game: string,
	houseRules: Record<string, unknown> | undefined
): WinRule {
	const info = gameInfo(game);
	if (!info) return '';
	if (!info.anyGame) return info.winRule;
	const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
	const { target, rounds } = houseRules ?? {};
	const rule: NotepadWin = { lowest: houseRules?.winBy === 'lowest' };
	if (whole(rounds)) rule.rounds = rounds;
	if (whole(target)) rule.target = target;
	return rule;
}

/**
 * Whether a game's own rules end it (every game the app referees; a notepad game with a target
 * or a number of rounds), so that a table ending it sooner stopped it early.
 */
export function endsByItsRules(
	game: string,
	houseRules: Record<string, unknown> | undefined
): boolean {
	if (!gameInfo(game)?.anyGame) return true;
	const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
	return whole(houseRules?.target) || whole(houseRules?.rounds);
}

/** True for a string naming a known game. */
export function isGameId(id: string): id is GameId {
	return games.some((g) => g.id === id);
}

export interface GameModule {
	/**
	 * The engine behind its edge (`withTypedEvents`, core/events.ts): it reads every entry through
	 * the game's event schema. Its state and house rules are its own, so code that serves every
	 * game holds them as unknown; a game's own screen knows its state type. Its `read` gives an
	 * entry as the schema reads it (every game has one; a test's stand-in engine may not).
	 */
	engine: GameEngine<unknown, GameEvent, unknown> &
		Partial<Pick<TypedEngine<unknown, unknown>, 'read'>>;
	houseRuleFields: HouseRuleField[];
	/** One line for the history list, e.g. "Ada bid 31"; the event type is shown otherwise. */
	describeEvent?(event: GameEvent, players: readonly SessionPlayer[]): string;
	/**
	 * For entries that record an answer worked out before they were made (Subsets' checker
	 * answers): why the answer cannot be true, or null. Backup import asks it of every entry.
	 */
	audit?(state: unknown, event: unknown): string | null;
}

const gameModules = import.meta.glob<GameModule>('./*/game.ts');
const rulesLayouts = import.meta.glob<{ LAYOUT: RulesLayout }>('./*/rules.ts');

/** A game's rules in one language, and where the module came from (to keep it offline). */
export interface RulesTextModule {
	text: RulesText;
	url: string;
}

/**
 * One module per game and language: a phone downloads only the rules of the language it reads,
 * when it first opens them or once the app is kept offline (state/rules-offline.ts). They are
 * left out of the service worker's precache (vite.config.ts) for the same reason.
 */
const rulesTexts = import.meta.glob<RulesTextModule>('./*/rules-text/{en,de,fr,es}.ts');

/** The language rules fall back to where a game has no text in the one asked for. */
const RULES_FALLBACK = 'en';

/** Loads a game's rules text in `language` (English where it has none), or undefined. */
export async function loadRulesText(
	id: GameId,
	language: string
): Promise<RulesTextModule | undefined> {
	const load =
		rulesTexts[`./${id}/rules-text/${language}.ts`] ??
		rulesTexts[`./${id}/rules-text/${RULES_FALLBACK}.ts`];
	return load?.();
}

/** Loads a game's engine and house rules; rejects with a plain message when it is not built yet. */
export async function loadGame(id: GameId): Promise<GameModule> {
	const load = gameModules[`./${id}/game.ts`];
	if (!load) throw new Error(`${gameInfo(id)?.name ?? id} is not available in this version.`);
	return load();
}

/** True when the game's engine is part of this build. */
export function isPlayable(id: GameId): boolean {
	return `./${id}/game.ts` in gameModules;
}

/** Loads a game's rules page in `language`, or undefined when it is not written yet. */
export async function loadRules(id: GameId, language: string): Promise<RulesDoc | undefined> {
	const layout = rulesLayouts[`./${id}/rules.ts`];
	const [module, text] = await Promise.all([layout?.(), loadRulesText(id, language)]);
	return module && text ? assembleRules(module.LAYOUT, text.text) : undefined;
}

/** Loads every game's rules that exist in `language`, in the order of `games`. */
export async function loadAllRules(language: string): Promise<RulesDoc[]> {
	const docs = await Promise.all(games.map((g) => loadRules(g.id, language)));
	return docs.filter((d): d is RulesDoc => !!d);
}

/** Default values of a set of house-rule fields. */
export function defaultsOf(fields: readonly HouseRuleField[]): Record<string, unknown> {
	return Object.fromEntries(fields.map((f) => [f.key, f.default]));
}

/** The app's answers to what a play needs of its game (core/plays.ts). */
export const playFacts: PlayFacts = {
	nameOf: (game) => gameInfo(game)?.name ?? game,
	winRuleOf: winRuleDataOf,
	endsByItsRules
};

/**
 * Every game with the way to load its code and what a play needs of it: what code serving every game is handed (a backup's
 * import takes it as its catalogue), so that code never reaches the registry itself.
 */
export const gameCatalogue = { games, load: loadGame, ...playFacts } as const;
