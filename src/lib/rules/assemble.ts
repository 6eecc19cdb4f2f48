/** A rules page in one language: a game's layout filled with that language's words. */
import type { RuleEntry, RuleSlot, RulesDoc, RulesLayout, RulesText } from './types';

/**
 * The page of `layout` in the words of `text`. An entry the text lacks is left out rather than
 * shown empty (rules-text.test.ts fails for any language that lacks one).
 */
export function assembleRules(layout: RulesLayout, text: RulesText): RulesDoc {
	const fill = (slots: readonly RuleSlot[]): RuleEntry[] =>
		slots.flatMap((slot) => {
			const words = text.entries[slot.id];
			return words ? [{ ...slot, text: words }] : [];
		});
	return {
		game: layout.game,
		title: text.title,
		credit: text.credit,
		...(layout.licence ? { licence: layout.licence } : {}),
		summary: text.summary,
		sections: layout.sections.map((slots, i) => ({
			title: text.sections[i] ?? '',
			entries: fill(slots)
		})),
		rulings: fill(layout.rulings)
	};
}

/** Every entry id of a layout, in page order: what each language must give words to. */
export function slotIds(layout: RulesLayout): string[] {
	return [...layout.sections.flat(), ...layout.rulings].map((slot) => slot.id);
}
