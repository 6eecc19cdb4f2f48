/**
 * Reading a card whole: read/ settles its meaning, and asks the normal forms (forms/listing.ts)
 * for the numbers of the small sets a linked condition runs over. Every question reads its cards
 * here (index.ts), and so do the tests that look at a card's meaning.
 */
import { analyzeCard, type Reading } from './read/analyze';
import type { SetIR } from './read/ir';
import { listNumbers } from './forms/listing';

/** The meaning of a card: its set and the notes on how it was read, or a `CardError`. */
export function readCard(text: string): { set: SetIR; reading: Reading } {
	return analyzeCard(text, listNumbers);
}
