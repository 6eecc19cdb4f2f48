/** Offline full-text search over every game's rules: small enough to scan on each keystroke. */
import type { RuleEntry, RulesDoc } from './types';

export interface RuleHit {
	game: RulesDoc['game'];
	gameTitle: string;
	section: string;
	entry: RuleEntry;
	score: number;
}

/** Lower case without accents, so "regle" finds "règle" and "N" finds "n". */
export function normalise(text: string): string {
	return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query; every one must appear in a hit (as a prefix of a word). */
function terms(query: string): string[] {
	return normalise(query)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);
}

/** Entries of all documents that contain every word of the query, best first. */
export function searchRules(docs: readonly RulesDoc[], query: string, limit = 50): RuleHit[] {
	const words = terms(query);
	if (words.length === 0) return [];
	const hits: RuleHit[] = [];
	for (const doc of docs) {
		const sections = [...doc.sections, { title: 'Rulings', entries: doc.rulings }];
		for (const section of sections) {
			for (const entry of section.entries) {
				const haystack = ` ${normalise(`${section.title} ${entry.text}`)}`;
				let score = 0;
				for (const word of words) {
					const atWordStart =
						haystack.split(new RegExp(`[^\\p{L}\\p{N}]${escape(word)}`, 'u')).length - 1;
					if (atWordStart === 0) {
						score = 0;
						break;
					}
					score += atWordStart;
				}
				if (score > 0)
					hits.push({ game: doc.game, gameTitle: doc.title, section: section.title, entry, score });
			}
		}
	}
	return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** What a search found, in words: "3 rules found." or "No rule mentions “zzzz”.". */
export function searchSummary(query: string, found: number): string {
	if (found === 0) return `No rule mentions “${query.trim()}”.`;
	return `${found} rule${found === 1 ? '' : 's'} found.`;
}

function escape(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
