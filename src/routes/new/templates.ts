/**
 * Notepad games played before, offered again on the new-game screen with their rule and their
 * usual players: derived from the stored notepad sessions, one per game name (the latest play).
 */
import type { SessionPlayer } from '$lib/core/engine';
import { isViolation } from '$lib/core/engine';
import { countOf } from '$lib/core/words';
import { readRules, type NotepadRules } from '$lib/games/notepad/engine';

export interface NotepadTemplate {
	rules: NotepadRules;
	/** The players of the latest play, in seat order. */
	players: SessionPlayer[];
	plays: number;
	lastPlayed: number;
}

interface PastSession {
	game: string;
	houseRules: Record<string, unknown>;
	players: SessionPlayer[];
	updatedAt: number;
}

/** How many templates the screen offers (the most recently played games). */
export const TEMPLATE_LIMIT = 8;

/** One template per game name (whatever its case), the latest play's rule and players first. */
export function notepadTemplates(sessions: readonly PastSession[]): NotepadTemplate[] {
	const byName = new Map<string, NotepadTemplate>();
	for (const s of sessions) {
		if (s.game !== 'notepad') continue;
		const rules = readRules(s.houseRules);
		if (isViolation(rules)) continue;
		const key = rules.gameName.toLocaleLowerCase();
		const known = byName.get(key);
		const plays = (known?.plays ?? 0) + 1;
		if (!known || s.updatedAt > known.lastPlayed)
			byName.set(key, {
				rules,
				players: s.players.map((p) => ({ ...p })),
				plays,
				lastPlayed: s.updatedAt
			});
		else known.plays = plays;
	}
	return [...byName.values()].sort((a, b) => b.lastPlayed - a.lastPlayed).slice(0, TEMPLATE_LIMIT);
}

/**
 * The rule in a few words: "lowest total wins, to 100", "highest total wins, 10 rounds, a blank
 * is 0".
 */
export function ruleSummary(rules: NotepadRules): string {
	const parts = [`${rules.winBy} total wins`];
	if (rules.target !== null) parts.push(`to ${rules.target}`);
	if (rules.rounds !== null) parts.push(countOf(rules.rounds, 'round'));
	if (rules.blankIsZero) parts.push('a blank is 0');
	if (rules.tally) parts.push('tally buttons');
	if (rules.decimals) parts.push('decimal scores');
	return parts.join(', ');
}
