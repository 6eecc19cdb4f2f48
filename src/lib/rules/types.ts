/** The shape of a game's rules page: numbered entries in the app's own words, then the rulings. */

import type { GameId } from '../core/engine';

export interface RuleEntry {
	/**
	 * Stable anchor, `<game>-<number>` for rules and `<game>-ruling-<number>` for rulings. An entry
	 * split off an older one takes the older number with a letter (`subsets-10b`), so an id never
	 * changes meaning once bookmarks or recorded refusals cite it.
	 */
	id: string;
	/** The number shown, e.g. "3", "10b", "R2" or "R5b". */
	number: string;
	text: string;
	/** Set on rulings that a table may change when it creates a game. */
	houseRule?: boolean;
}

export interface RuleSection {
	title: string;
	entries: RuleEntry[];
}

export interface RulesDoc {
	game: GameId;
	title: string;
	/** One line: who designed the game, and the licence where known. */
	credit: string;
	licence?: string;
	/** What the game is, in a sentence. */
	summary: string;
	sections: RuleSection[];
	rulings: RuleEntry[];
}

/** An entry's place on the page, the same in every language: its id, number and house-rule flag. */
export type RuleSlot = Omit<RuleEntry, 'text'>;

/**
 * A game's rules page without its words (each game's `rules.ts`): the sections in order, each a
 * list of entries, then the rulings. Every language's text fills the same slots, so a ruling has
 * one id and one number in all of them.
 */
export interface RulesLayout {
	game: GameId;
	licence?: string;
	sections: RuleSlot[][];
	rulings: RuleSlot[];
}

/**
 * A game's rules page in one language (each game's `rules-text/<language>.ts`): the title, the
 * credit, the summary, one title per section of the layout, and the words of every entry by id.
 */
export interface RulesText {
	title: string;
	credit: string;
	summary: string;
	sections: string[];
	entries: Readonly<Record<string, string>>;
}
