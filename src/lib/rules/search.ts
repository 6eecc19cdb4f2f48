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

/** The words of a text, normalised. */
function wordsOf(text: string): string[] {
	return normalise(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);
}

/**
 * Past forms the rules use that no suffix rule can undo, to their plain form. ("Left" and "found"
 * are left out: in the rules they are mostly a side and a verb of their own.)
 */
const IRREGULAR: Record<string, string> = {
	stole: 'steal',
	stolen: 'steal',
	drew: 'draw',
	drawn: 'draw',
	dealt: 'deal',
	took: 'take',
	taken: 'take',
	won: 'win',
	lost: 'lose',
	gave: 'give',
	given: 'give',
	chose: 'choose',
	chosen: 'choose',
	held: 'hold',
	laid: 'lay',
	paid: 'pay',
	began: 'begin',
	begun: 'begin',
	went: 'go',
	gone: 'go',
	threw: 'throw',
	thrown: 'throw',
	shown: 'show',
	ran: 'run',
	got: 'get',
	made: 'make',
	said: 'say',
	saw: 'see',
	seen: 'see',
	wrote: 'write',
	written: 'write',
	fell: 'fall',
	fallen: 'fall',
	told: 'tell',
	kept: 'keep',
	broke: 'break',
	broken: 'break',
	hid: 'hide',
	hidden: 'hide',
	beaten: 'beat'
};

const VOWEL = /[aeiouy]/;

/** Drops one of a doubled final consonant left by a suffix: "bidd" → "bid", but "pass" stays. */
function undouble(word: string): string {
	const last = word.at(-1) ?? '';
	return word.length > 3 && last === word.at(-2) && /[^aeiouylsz]/.test(last)
		? word.slice(0, -1)
		: word;
}

/**
 * A word's stem, so that the forms of one word meet: "scoring", "scored", "scores" and "score" all
 * give "scor"; "stolen" and "steals" give "steal"; "entries" gives "entry". A light, English-only
 * suffix stripper, not a dictionary: it only has to treat a query and the rules the same way.
 * Words of three letters or fewer are left alone ("one" must not become "on").
 */
export function stem(word: string): string {
	let w = normalise(word);
	w = IRREGULAR[w] ?? w;
	if (w.length <= 3) return w;
	if (w.length > 4 && /ie[sd]$/.test(w)) w = `${w.slice(0, -3)}y`;
	else if (w.endsWith('ing') && VOWEL.test(w.slice(0, -3))) {
		const rest = w.slice(0, -3);
		w = rest.length < 3 ? `${rest}e` : undouble(rest);
	} else if (w.endsWith('ed') && !w.endsWith('eed') && VOWEL.test(w.slice(0, -2))) {
		const rest = w.slice(0, -2);
		w = rest.length < 3 ? `${rest}e` : undouble(rest);
	} else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
	return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** A word of the query, as typed and as a stem. */
interface Term {
	word: string;
	stem: string;
}

/**
 * Whether a word of the rules answers a word of the query: the word as typed begins it (the
 * player may still be typing), or both are forms of one word. A stem of four letters or more also
 * finds longer words that begin with it ("triangles" finds "triangular").
 */
function answers(word: string, wordStem: string, term: Term): boolean {
	if (word.startsWith(term.word) || wordStem === term.stem) return true;
	return term.stem.length >= 4 && wordStem.startsWith(term.stem);
}

/**
 * Entries of all documents that contain every word of the query, best first. The rulings are a
 * section titled `rulingsTitle` (the page's own title for them, in the language read).
 */
export function searchRules(
	docs: readonly RulesDoc[],
	query: string,
	limit = 50,
	rulingsTitle = 'Rulings'
): RuleHit[] {
	const terms: Term[] = wordsOf(query).map((word) => ({ word, stem: stem(word) }));
	if (terms.length === 0) return [];
	const hits: RuleHit[] = [];
	for (const doc of docs) {
		const sections = [...doc.sections, { title: rulingsTitle, entries: doc.rulings }];
		for (const section of sections) {
			for (const entry of section.entries) {
				const words = wordsOf(`${section.title} ${entry.text}`);
				const stems = words.map(stem);
				let score = 0;
				for (const term of terms) {
					const found = words.filter((word, i) => answers(word, stems[i], term)).length;
					if (found === 0) {
						score = 0;
						break;
					}
					score += found;
				}
				if (score > 0)
					hits.push({ game: doc.game, gameTitle: doc.title, section: section.title, entry, score });
			}
		}
	}
	return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
