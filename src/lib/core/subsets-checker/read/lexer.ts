/**
 * The lexer: turns a card's text into tokens with [start, end) spans in UTF-16 code units. Every
 * Unicode symbol and its ASCII spellings become the same token.
 */
import { f, fail } from '../errors';
import { rat, type Rat } from '../arithmetic/rational';
import { cardWords, longestPhrase, wordKey, type NamedSet, type WordMeaning } from './words';

export type { NamedSet };

export type Token =
	| { t: 'num'; value: Rat; text: string; span: [number, number] }
	| { t: 'sup'; value: number; span: [number, number] }
	| { t: 'named'; value: NamedSet; span: [number, number] }
	| { t: 'letter'; value: string; span: [number, number] }
	| { t: 'word'; value: string; span: [number, number] }
	| { t: 'sym'; value: string; span: [number, number] }
	| { t: 'eof'; value: ''; span: [number, number] };

/** Single characters with a fixed meaning. */
const symbols: Record<string, string> = {
	'{': '{',
	'}': '}',
	'(': '(',
	')': ')',
	'[': '[',
	']': ']',
	',': ',',
	'|': '|',
	'∣': '|',
	':': ':',
	'+': '+',
	'-': '-',
	'−': '-',
	'–': '-',
	'*': '*',
	'·': '*',
	'⋅': '*',
	'×': '*',
	'/': '/',
	'÷': '/',
	'^': '^',
	'∪': '∪',
	'∩': '∩',
	'∖': '\\',
	'∈': '∈',
	'∉': '∉',
	'=': '=',
	'≠': '!=',
	'<': '<',
	'>': '>',
	'≤': '<=',
	'⩽': '<=',
	'≥': '>=',
	'⩾': '>=',
	'≡': '≡',
	'∧': 'and',
	'∨': 'or',
	'¬': 'not',
	'∞': '∞',
	'…': '...',
	'√': 'sqrt'
};

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const blackboard: Record<string, NamedSet> = { ℕ: 'N', ℤ: 'Z', ℚ: 'Q', ℝ: 'R', ℙ: 'P' };
/** Capital letters that name a set when no other letter touches them: N, Z, Q, R. */
const asciiSets: Record<string, NamedSet> = { N: 'N', Z: 'Z', Q: 'Q', R: 'R' };

/** The token a known word becomes. */
function wordToken(meaning: WordMeaning, span: [number, number]): Token {
	switch (meaning[0]) {
		case 'named':
			return { t: 'named', value: meaning[1], span };
		case 'sym':
			return { t: 'sym', value: meaning[1], span };
		case 'word':
			return { t: 'word', value: meaning[1], span };
	}
}

function isDigit(c: number): boolean {
	return c >= 48 && c <= 57;
}
function isAsciiLetter(c: number): boolean {
	return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isGreek(c: number): boolean {
	return (c >= 0x391 && c <= 0x3a9) || (c >= 0x3b1 && c <= 0x3c9);
}

/** The tokens of `text`, ending with an `eof` token. */
export function tokenize(text: string): Token[] {
	const tokens: Token[] = [];
	let i = 0;
	const n = text.length;
	const push = (tok: Token) => tokens.push(tok);
	/** Whether the previous token ends an operand (so `\` after it is a set difference). */
	const afterOperand = () => {
		const last = tokens[tokens.length - 1];
		if (!last) return false;
		return (
			last.t === 'num' ||
			last.t === 'named' ||
			last.t === 'letter' ||
			last.t === 'sup' ||
			(last.t === 'sym' && (last.value === ')' || last.value === ']' || last.value === '}'))
		);
	};

	while (i < n) {
		const c = text.charCodeAt(i);
		const ch = text[i];
		if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\u00a0') {
			i++;
			continue;
		}
		const start = i;
		if (isDigit(c) || (ch === '.' && isDigit(text.charCodeAt(i + 1)))) {
			i = lexNumber(text, i, push);
			continue;
		}
		if (superscripts.includes(ch)) {
			let value = 0;
			while (i < n && superscripts.includes(text[i]) && value < 1e6) {
				value = value * 10 + superscripts.indexOf(text[i]);
				i++;
			}
			push({ t: 'sup', value, span: [start, i] });
			continue;
		}
		if (ch === '.' && text.startsWith('...', i)) {
			push({ t: 'sym', value: '...', span: [i, i + 3] });
			i += 3;
			continue;
		}
		if (ch === '\\') {
			// `\emptyset` (and a few LaTeX names) unless the backslash follows an operand.
			let j = i + 1;
			while (j < n && isAsciiLetter(text.charCodeAt(j))) j++;
			const name = text.slice(i + 1, j).toLowerCase();
			if (!afterOperand() && name === 'emptyset') {
				push({ t: 'named', value: 'Empty', span: [i, j] });
				i = j;
				continue;
			}
			push({ t: 'sym', value: '\\', span: [i, i + 1] });
			i++;
			continue;
		}
		const named = Object.hasOwn(blackboard, ch)
			? blackboard[ch]
			: Object.hasOwn(asciiSets, ch) &&
				  !isWordLetter(text.charCodeAt(i + 1)) &&
				  !isWordLetter(text.charCodeAt(i - 1))
				? asciiSets[ch]
				: null;
		if (named) {
			i = lexNamed(text, i, named, push);
			continue;
		}
		if (ch === 'Ø' || ch === '∅') {
			push({ t: 'named', value: 'Empty', span: [i, i + 1] });
			i++;
			continue;
		}
		// 𝒫 is outside the BMP: two UTF-16 units.
		if (text.codePointAt(i) === 0x1d4ab) {
			push({ t: 'word', value: 'powerset', span: [i, i + 2] });
			i += 2;
			continue;
		}
		if (isAsciiLetter(c) || (isWordLetter(c) && phraseAt(text, i))) {
			i = lexWord(text, i, push);
			continue;
		}
		if (isGreek(c)) {
			if (ch === 'π') push({ t: 'word', value: 'pi', span: [i, i + 1] });
			else push({ t: 'letter', value: ch, span: [i, i + 1] });
			i++;
			continue;
		}
		// Two-character ASCII comparisons.
		const two = text.slice(i, i + 2);
		if (two === '<=' || two === '>=' || two === '!=' || two === '=<' || two === '=>') {
			const value = two === '=<' ? '<=' : two === '=>' ? '>=' : two;
			push({ t: 'sym', value, span: [i, i + 2] });
			i += 2;
			continue;
		}
		const sym = symbols[ch];
		if (sym) {
			if (sym === 'and' || sym === 'or' || sym === 'not' || sym === 'sqrt') {
				push({ t: 'word', value: sym, span: [i, i + 1] });
			} else push({ t: 'sym', value: sym, span: [i, i + 1] });
			i++;
			continue;
		}
		const cp = text.codePointAt(i) ?? c;
		const width = cp > 0xffff ? 2 : 1;
		fail('unexpected-character', f('unknown-character', { char: text.slice(i, i + width) }), [
			i,
			i + width
		]);
	}
	tokens.push({ t: 'eof', value: '', span: [n, n] });
	return tokens;
}

/** Reads a number at `i` (digits, with a decimal part or starting with a point); returns its end. */
function lexNumber(text: string, i: number, push: (tok: Token) => void): number {
	const n = text.length;
	const start = i;
	while (i < n && isDigit(text.charCodeAt(i))) i++;
	let value: Rat;
	if (text[i] === '.' && isDigit(text.charCodeAt(i + 1))) {
		const intPart = text.slice(start, i);
		i++;
		const fracStart = i;
		while (i < n && isDigit(text.charCodeAt(i))) i++;
		const frac = text.slice(fracStart, i);
		value = rat(BigInt((intPart || '0') + frac), 10n ** BigInt(frac.length));
	} else {
		value = rat(BigInt(text.slice(start, i)));
	}
	push({ t: 'num', value, text: text.slice(start, i), span: [start, i] });
	return i;
}

/** Whether the character code is a letter words are made of: ASCII or accented Latin (not Ø, ×, ÷). */
function isWordLetter(c: number): boolean {
	return (
		isAsciiLetter(c) ||
		(c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7 && c !== 0xd8 && c !== 0xf8)
	);
}

/** The end of the run of letters from `i` that `letter` accepts. */
function runEnd(text: string, i: number, letter: (c: number) => boolean): number {
	let j = i;
	while (j < text.length && letter(text.charCodeAt(j))) j++;
	return j;
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/**
 * The longest word or phrase of any language's table (words.ts) starting at `i`: its meanings and
 * its end; null when there is none. Words of a phrase are apart by spaces or by an apostrophe.
 */
export function phraseAt(
	text: string,
	i: number
): { meanings: readonly WordMeaning[]; end: number } | null {
	let best: { meanings: readonly WordMeaning[]; end: number } | null = null;
	let key = '';
	let j = i;
	for (let count = 0; count < longestPhrase; count++) {
		const end = runEnd(text, j, isWordLetter);
		if (end === j) break;
		key += wordKey(text.slice(j, end));
		if (Object.hasOwn(cardWords, key)) best = { meanings: cardWords[key], end };
		let k = end;
		while (isSpace(text[k])) k++;
		const apostrophe = text[k] === "'" || text[k] === '’';
		if (apostrophe) for (k++; isSpace(text[k]);) k++;
		if (k === end) break;
		key += apostrophe ? "'" : ' ';
		j = k;
	}
	return best;
}

/** Reads a word, a phrase or a one-letter variable at `i`; returns its end. */
function lexWord(text: string, i: number, push: (tok: Token) => void): number {
	const phrase = phraseAt(text, i);
	if (phrase) {
		for (const meaning of phrase.meanings) push(wordToken(meaning, [i, phrase.end]));
		return phrase.end;
	}
	// A word none of the tables knows is read up to its first accented letter, as before words of
	// other languages were read (so "é" alone stays a character with no meaning on a card).
	const j = runEnd(text, i, isAsciiLetter);
	const word = text.slice(i, j);
	if (word.length === 1) {
		if (word === 'U') push({ t: 'sym', value: '∪', span: [i, j] });
		else push({ t: 'letter', value: word, span: [i, j] });
		return j;
	}
	fail('unknown-word', f('unknown-word', { word }), [i, j]);
}

/** Whether a word at `i` joins two sets or conditions (union, and, ... in any language). */
function joinsSets(text: string, i: number): boolean {
	const first = phraseAt(text, i)?.meanings[0];
	return (
		first !== undefined &&
		((first[0] === 'sym' && ['∪', '∩', '\\'].includes(first[1])) ||
			(first[0] === 'word' && (first[1] === 'and' || first[1] === 'or')))
	);
}

/** Reads a named set at `i` (its letter or symbol already recognised) with its suffix. */
function lexNamed(text: string, i: number, base: NamedSet, push: (tok: Token) => void): number {
	const start = i;
	i++;
	const next = text[i];
	if (base === 'N') {
		if (next === '0' || next === '₀') {
			push({ t: 'named', value: 'N0', span: [start, i + 1] });
			return i + 1;
		}
	}
	if (base === 'Z' || base === 'Q' || base === 'R') {
		if (next === '⁺' || next === '+') {
			const positive = base === 'Z' ? 'Z+' : base === 'Q' ? 'Q+' : 'R+';
			push({ t: 'named', value: positive, span: [start, i + 1] });
			return i + 1;
		}
		if (base === 'Z' && next === '⁻') {
			push({ t: 'named', value: 'Z-', span: [start, i + 1] });
			return i + 1;
		}
		if (base === 'Z' && next === '-') {
			// `Z-` is the negative integers unless an operand follows (then it is `Z - ...`).
			let j = i + 1;
			while (j < text.length && /\s/.test(text[j])) j++;
			const after = text.slice(j);
			if (j >= text.length || /^([)\]},|:∪∩\\∖]|U\b)/i.test(after) || joinsSets(text, j)) {
				push({ t: 'named', value: 'Z-', span: [start, i + 1] });
				return i + 1;
			}
		}
	}
	push({ t: 'named', value: base, span: [start, i] });
	return i;
}
