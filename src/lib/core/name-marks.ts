/**
 * Where a sentence names a seat's player ("Ada and Bo won with 50", "Round 3: Ada 12, by Bo's
 * phone"), so a screen can put that seat's colour and emoji before each name. The sentence is
 * worded first, in any language (elisions and all); this finds the names in it afterwards, whole
 * words only ("Bo" is not found in "Bob" or "Bonus"), the longest name first where one name holds
 * another ("Ann" in "Anna"). Pure.
 */
import type { SessionPlayer } from './engine';

/** A piece of a sentence: plain text, or a seat's name with that seat. */
export type MarkedPiece =
	{ text: string } | { text: string; seat: Pick<SessionPlayer, 'name' | 'colour' | 'emoji'> };

const WORD = /[\p{L}\p{N}\p{M}]/u;

/**
 * `text` cut into plain pieces and the names of `seats` that have a mark (a colour or an emoji);
 * the pieces joined give `text` back unchanged.
 */
export function markNames(
	text: string,
	seats: readonly Pick<SessionPlayer, 'name' | 'colour' | 'emoji'>[]
): MarkedPiece[] {
	const marked = seats
		.filter((s) => (s.colour || s.emoji) && s.name.trim() !== '')
		.sort((a, b) => b.name.length - a.name.length);
	const pieces: MarkedPiece[] = [];
	let plain = '';
	let i = 0;
	while (i < text.length) {
		const seat =
			i > 0 && WORD.test(text[i - 1])
				? undefined
				: marked.find(
						(s) =>
							text.startsWith(s.name, i) &&
							!WORD.test(text.slice(i + s.name.length, i + s.name.length + 1))
					);
		if (!seat) {
			plain += text[i];
			i++;
			continue;
		}
		if (plain) pieces.push({ text: plain });
		plain = '';
		pieces.push({ text: seat.name, seat });
		i += seat.name.length;
	}
	if (plain) pieces.push({ text: plain });
	return pieces;
}
