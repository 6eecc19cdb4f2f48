/**
 * What the checker says in sentences, as data: why A ⊆ S holds, why it cannot tell, and what set
 * a card shows, each a code and the values its sentence needs (numbers, elements and sets already
 * printed in symbols, which read the same in every language). The screens word them in the
 * reader's language (src/lib/i18n/subsets.ts); `whyInEnglish` words them here for the English
 * `reason` the referee CLI, the corpus and the fuzz tests read. `WHY_VALUES` lists every code with
 * its values once, so a test can ask every language for every code, and an entry from another
 * phone can be checked against it.
 */
import { eitherOf } from '../words';
import { faultInEnglish, faultKey, isCardFault, type CardFault } from './faults';

/** Every code and the names of its values (each value a string). */
export const WHY_VALUES = {
	// Why A ⊆ S.
	'sub/only-element': ['element'],
	'sub/every-listed': ['elements'],
	'sub/plain': [],
	'sub/interval': ['interval'],
	'sub/integers': ['lo', 'hi'],
	'sub/parity-integers': ['parity', 'lo', 'hi'],
	'sub/remainder-integers': ['lo', 'hi', 'met', 'm'],
	'sub/by-each-modulus': [],
	'sub/empty': [],
	'sub/a-empty': [],
	'sub/empty-image': [],
	'sub/image-values-one': ['listed'],
	'sub/image-values': ['count', 'listed'],
	'sub/same-set': [],
	'sub/same-card': [],
	'sub/same-text': [],
	'sub/short-runs': [],
	'sub/each-checked': [],
	'sub/each-compared': [],
	'sub/checked-one': [],
	'sub/checked-many': ['count'],
	'sub/exceptions': [],
	'sub/sum-of-parts': [],
	'sub/part-by-place': [],
	'sub/sum-remainders': ['m', 'lo'],
	'sub/whole-numbers': [],
	'sub/least-element': ['lo'],
	'sub/grids-meet': [],
	'sub/grids': [],
	'sub/irrational-multiples': [],
	'sub/multiples-rule': [],
	'sub/parts-rule': ['v'],
	'sub/domain': [],
	'sub/intersection': [],
	'sub/difference': [],
	'sub/both-parts': [],
	'sub/one-part': [],
	'sub/same-rule': ['v'],
	'sub/power-exponents': ['g'],
	'sub/power-image': ['at', 'domain', 'v', 'k'],
	'sub/power-image-root': ['b', 't', 'd', 'at', 'domain', 'v', 'k'],
	'sub/power-pairs': [],
	'sub/power-remainders': ['m'],
	'sub/power-sum-remainders': ['m'],
	'sub/products': [],
	'sub/not-prime': [],
	'sub/not-prime-from': ['from'],
	'sub/residues': ['m'],
	'sub/residues-checked': [],
	'sub/self-powers': ['d'],
	'sub/shifted-intervals': [],
	'sub/square-image': [],
	'sub/either-reading': [],
	'sub/substitution': ['v'],
	'sub/translates': [],
	'sub/maybe-only-element': ['element'],
	'sub/pi-e-ends': [],
	'sub/pi-e-bounds': [],
	// Why A ⊄ S.
	'sub/witness': ['witness'],
	// Why the checker cannot tell.
	'sub/out-of-work': [],
	'sub/too-complex-pair': [],
	'sub/partly-understood': [],
	'sub/unproven-prime': ['number'],
	'sub/unproven-prime-digits': ['digits'],
	'sub/unconfirmed': [],
	'sub/unknown-rational': ['number'],
	'sub/out-of-time': ['seconds'],
	// What set a card shows (a description is a list of these).
	'sub/desc-pi-e': ['listed', 'first'],
	'sub/desc-approx-finite': ['kind'],
	'sub/desc-approx-multiples': [],
	'sub/desc-approx-infinite': ['kind'],
	'sub/desc-holds': ['elements'],
	'sub/desc-holds-more': ['elements'],
	'sub/desc-empty': [],
	'sub/desc-one': ['set'],
	'sub/desc-finite-listed': ['count', 'kind', 'set'],
	'sub/desc-finite': ['count', 'kind'],
	'sub/desc-countable': ['kind', 'set'],
	'sub/desc-uncountable': ['kind', 'set'],
	'sub/desc-too-complex': [],
	'sub/desc-naturals-1': [],
	'sub/desc-naturals-0': [],
	'sub/note-real-variable': ['v'],
	'sub/note-real-builder': ['v']
} as const satisfies Record<string, readonly string[]>;

export type WhyCode = keyof typeof WHY_VALUES;

/** One sentence of the checker's, as data: a reason, or a card's fault (faults.ts). */
export type SubsetWhy =
	| {
			[C in WhyCode]: { code: C } & { [K in (typeof WHY_VALUES)[C][number]]: string };
	  }[WhyCode]
	| CardFault;

/** What a `kind` value names: the numbers (and sets) a set is made of. */
export type SetKind =
	| 'integers'
	| 'rationals'
	| 'reals'
	| 'numbers'
	| 'sets'
	| 'integers+sets'
	| 'rationals+sets'
	| 'reals+sets';

export const SET_KINDS: readonly SetKind[] = [
	'integers',
	'rationals',
	'reals',
	'numbers',
	'sets',
	'integers+sets',
	'rationals+sets',
	'reals+sets'
];

/** Whether `code` is one of the checker's sentence codes. */
export function isWhyCode(code: string): code is WhyCode {
	return Object.hasOwn(WHY_VALUES, code);
}

/**
 * Whether `value` is a sentence of the checker's: a known code with exactly its values, each a
 * string. An entry from another phone that is not is worded from its English reason instead.
 */
export function isSubsetWhy(value: unknown): value is SubsetWhy {
	if (typeof value !== 'object' || value === null) return false;
	const record = value as Record<string, unknown>;
	if (typeof record.code !== 'string') return false;
	if (faultKey(record.code) !== null) return isCardFault(value);
	if (!isWhyCode(record.code)) return false;
	const names: readonly string[] = WHY_VALUES[record.code];
	const keys = Object.keys(record).filter((k) => k !== 'code');
	return (
		keys.length === names.length &&
		names.every(
			(name) => typeof record[name] === 'string' && (record[name] as string).length < 4000
		)
	);
}

/** "from 1 to 9", "from 1 on", "up to 9" or nothing: the range of a remainders reason. */
function rangeEn(lo: string, hi: string): string {
	if (lo !== '' && hi !== '') return ` from ${lo} to ${hi}`;
	if (lo !== '') return ` from ${lo} on`;
	if (hi !== '') return ` up to ${hi}`;
	return '';
}

const kindEn: Record<SetKind, string> = {
	integers: 'integers',
	rationals: 'rational numbers',
	reals: 'real numbers',
	numbers: 'numbers',
	sets: 'sets',
	'integers+sets': 'integers and sets',
	'rationals+sets': 'rational numbers and sets',
	'reals+sets': 'real numbers and sets'
};

const kindOf = (kind: string) => kindEn[kind as SetKind] ?? kind;

const powerEn: Record<string, string> = {
	'2': 'square',
	'3': 'cube',
	'4': 'fourth power',
	'5': 'fifth power'
};

const IN_S = 'Every element of A is in S';

/** A sentence of the checker's in English, as the CLI and the corpus tests read it. */
export function whyInEnglish(why: SubsetWhy): string {
	switch (why.code) {
		case 'sub/only-element':
			return `The only element of A, ${why.element}, is in S.`;
		case 'sub/every-listed':
			return `Every element of A (${why.elements}) is in S.`;
		case 'sub/plain':
			return `${IN_S}.`;
		case 'sub/interval':
			return `Every element of A lies in ${why.interval}, and all of ${why.interval} is in S.`;
		case 'sub/integers':
			return `Every element of A is an integer${rangeEn(why.lo, why.hi)}, and every such integer is in S.`;
		case 'sub/parity-integers':
			return `Every element of A is an ${why.parity === 'even' ? 'even' : 'odd'} integer${rangeEn(why.lo, why.hi)}, and every such integer is in S.`;
		case 'sub/remainder-integers':
			return `Every element of A is an integer${rangeEn(why.lo, why.hi)} that leaves remainder ${eitherOf(why.met.split(','))} on division by ${why.m}, and every such integer is in S.`;
		case 'sub/by-each-modulus':
			return `${IN_S}: the remainders were compared for each modulus on its own.`;
		case 'sub/empty':
			return 'A is empty, and the empty set is a subset of every set.';
		case 'sub/a-empty':
			return 'A is empty.';
		case 'sub/empty-image':
			return 'A is empty: no value of its image lies in its interval.';
		case 'sub/image-values-one':
			return `A has 1 element${why.listed === '' ? '' : ` (${why.listed})`}, the values of its image inside its interval, and each is in S.`;
		case 'sub/image-values':
			return `A has ${why.count} elements${why.listed === '' ? '' : ` (${why.listed})`}, the values of its image inside its interval, and each is in S.`;
		case 'sub/same-set':
			return 'A and S are the same set.';
		case 'sub/same-card':
			return 'A and S are the same card, and every set is a subset of itself.';
		case 'sub/same-text':
			return 'A and S define the same set, and every set is a subset of itself.';
		case 'sub/short-runs':
			return `${IN_S}: each remainder run of these cards is shorter than every factor of its modulus, so the cards only say which remainders on those factors are equal and how small they are.`;
		case 'sub/each-checked':
			return `${IN_S}: each was checked on its own.`;
		case 'sub/each-compared':
			return `${IN_S}: each was compared on its own.`;
		case 'sub/checked-one':
			return 'A has 1 element, and each was checked to be in S on its own.';
		case 'sub/checked-many':
			return `A has ${why.count} elements, and each was checked to be in S on its own.`;
		case 'sub/exceptions':
			return `${IN_S}: A lies in the set S takes its exceptions from, and none of the numbers S leaves out is in A (each was checked on its own).`;
		case 'sub/sum-of-parts':
			return 'Every number listed in A is a sum of the parts of S.';
		case 'sub/part-by-place':
			return `${IN_S}: each part of A lies in the part of S at its place.`;
		case 'sub/sum-remainders':
			return `${IN_S}: on division by ${why.m}, each part of A leaves only a few remainders, and every whole number${why.lo === '' ? '' : ` from ${why.lo} up`} whose remainder is a sum of those lies in S.`;
		case 'sub/whole-numbers':
			return `${IN_S}: every element of A is a whole number, and every whole number lies in S.`;
		case 'sub/least-element':
			return `${IN_S}: the least element of A is ${why.lo}, and every whole number from there up lies in S.`;
		case 'sub/grids-meet':
			return `${IN_S}: two grids of fractions meet in one grid (the Chinese remainder theorem on their numerators), and so compared.`;
		case 'sub/grids':
			return `${IN_S}: the cards are grids of fractions, compared exactly by their steps and starting points rather than listed.`;
		case 'sub/irrational-multiples':
			return `${IN_S}: apart from at most one rational number, A holds only irrational numbers within its bounds, and the few numbers there that S leaves out were each checked not to be in A.`;
		case 'sub/multiples-rule':
			return 'Each element of A is an element of S at a whole number that S allows, found by dividing by its rule.';
		case 'sub/parts-rule':
			return `${IN_S}: the parts of S apply the rule of A to other numbers, and those numbers take in every ${why.v} that A uses.`;
		case 'sub/domain':
			return `${IN_S}: A keeps some elements of its domain, and the whole domain is in S.`;
		case 'sub/intersection':
			return `${IN_S}: A is an intersection with a set that is inside S.`;
		case 'sub/difference':
			return `${IN_S}: A takes elements away from a set that is inside S.`;
		case 'sub/both-parts':
			return `${IN_S}: both parts of A are inside S.`;
		case 'sub/one-part':
			return `${IN_S}: A is inside one part of S.`;
		case 'sub/same-rule':
			return `${IN_S}: the same rule applied to every integer ${why.v} gives only elements of S.`;
		case 'sub/power-exponents':
			return `${IN_S}: all the bases are powers of ${why.g}, and each exponent of ${why.g} in A is one S allows.`;
		case 'sub/power-image':
			return `${IN_S}: each element of A is S's rule at n = ${why.at}, ${why.domain === 'domain' ? 'a whole number of its domain' : 'a whole number'} for every ${why.v} from ${why.k} up.`;
		case 'sub/power-image-root':
			return `${IN_S}: ${why.b} is ${why.t} to the power ${why.d}, so each element of A is S's rule at n = ${why.at}, ${why.domain === 'domain' ? 'a whole number of its domain' : 'a whole number'} for every ${why.v} from ${why.k} up.`;
		case 'sub/power-pairs':
			return `${IN_S}: both bases are powers of one number, and each exponent A uses gives an exponent S allows.`;
		case 'sub/power-remainders':
			return `${IN_S}: on division by ${why.m}, the values of A's rule leave only remainders that lie in S.`;
		case 'sub/power-sum-remainders':
			return `${IN_S}: on division by ${why.m}, the parts that make up each element of A leave only remainders whose sums all lie in S.`;
		case 'sub/products':
			return "Every element of A is a product of factors from S's factor sets, so it is in S.";
		case 'sub/not-prime':
			return 'Every element of A is a product of two whole numbers other than 0, 1 and −1, so it is not prime; every such number is in S.';
		case 'sub/not-prime-from':
			return `Every element of A is a product of two whole numbers other than 0, 1 and −1, so it is not prime, and it is at least ${why.from}; every such number is in S.`;
		case 'sub/residues':
			return `${IN_S}: what A's card bounds it to (its range, and the remainders of its whole numbers on division by ${why.m}) lies in S.`;
		case 'sub/residues-checked':
			return `${IN_S}: the few that residues could not place were checked one by one.`;
		case 'sub/self-powers': {
			const power = powerEn[why.d] ?? why.d;
			return `${IN_S}: each n of A is a positive multiple of ${why.d}, so n^n = (n^(n/${why.d}))^${why.d} is the ${power} of a whole number, and every such ${power} is in S.`;
		}
		case 'sub/shifted-intervals':
			return `${IN_S}: S is copies of one interval shifted along a lattice, and the copies that can meet A cover it.`;
		case 'sub/square-image':
			return `${IN_S}: the rule of A is the square of a polynomial with whole coefficients, so its values are squares of whole numbers, and those are in S.`;
		case 'sub/either-reading':
			return `${IN_S}, whichever numbers are primes or squares: the cards agree on them.`;
		case 'sub/substitution':
			return `${IN_S}: the rule of A is the rule of S applied to a polynomial in ${why.v}, whose values are numbers S takes in.`;
		default:
			return otherInEnglish(why);
	}
}

/** The sentences of `whyInEnglish` that say A ⊄ S, why the checker cannot tell, or what a set is. */
function otherInEnglish(why: SubsetWhy): string {
	switch (why.code) {
		case 'sub/translates':
			return `${IN_S}: A is copies of one bounded set shifted along a lattice, and every copy lies in S (past a few of them they repeat).`;
		case 'sub/maybe-only-element':
			return `The only element A may have, ${why.element}, is in S.`;
		case 'sub/pi-e-ends':
			return `${IN_S}: the ends were compared by bounds of π and e that narrow as far as needed.`;
		case 'sub/pi-e-bounds':
			return `${IN_S}: numbers made of π and e are placed by bounds that narrow as far as needed.`;
		case 'sub/witness':
			return `${why.witness} is in A but not in S.`;
		case 'sub/out-of-work':
			return 'The checker could not decide this within its work limit; it gives no answer rather than a guess.';
		case 'sub/too-complex-pair':
			return 'These cards are too complex for the checker to compare.';
		case 'sub/partly-understood':
			return 'The checker could neither prove nor refute this: primes, squares, powers, products and images with √, π or e are only partly understood by it.';
		case 'sub/unproven-prime':
			return `The checker could neither prove nor refute this: it met ${why.number}, which passes every test of primality, but it cannot prove a number that large prime.`;
		case 'sub/unproven-prime-digits':
			return `The checker could neither prove nor refute this: it met a number of ${why.digits} digits, which passes every test of primality, but it cannot prove a number that large prime.`;
		case 'sub/unconfirmed':
			return 'The checker found a difference but could not confirm it; it gives no answer rather than a wrong one.';
		case 'sub/unknown-rational':
			return `Nobody knows whether ${why.number} is rational, so nobody can tell whether it is in S.`;
		case 'sub/out-of-time':
			return `The checker could not decide this within ${why.seconds} seconds, and it does not guess.`;
		case 'sub/desc-pi-e':
			return `A finite set of real numbers, listed as ${why.listed}. Nobody knows whether ${why.first} is rational.`;
		case 'sub/desc-approx-finite':
			return `A finite set of ${kindOf(why.kind)} (primes, squares, powers or products are involved, so it is listed only where checked).`;
		case 'sub/desc-approx-multiples':
			return 'An infinite, countable set of real numbers, one for each whole number allowed, at most one of them rational.';
		case 'sub/desc-approx-infinite':
			return `An infinite set of ${kindOf(why.kind)}, built with primes, squares, powers or products; the checker reasons about it by remainders.`;
		case 'sub/desc-holds':
			return `It holds ${why.elements}.`;
		case 'sub/desc-holds-more':
			return `It holds ${why.elements}, ....`;
		case 'sub/desc-empty':
			return 'The empty set.';
		case 'sub/desc-one':
			return `A set with one element: ${why.set}.`;
		case 'sub/desc-finite-listed':
			return `A finite set of ${why.count} ${kindOf(why.kind)}: ${why.set}.`;
		case 'sub/desc-finite':
			return `A finite set of ${why.count} ${kindOf(why.kind)}.`;
		case 'sub/desc-countable':
			return `An infinite, countable set of ${kindOf(why.kind)}: ${why.set}.`;
		case 'sub/desc-uncountable':
			return `An infinite, uncountable set of ${kindOf(why.kind)}: ${why.set}.`;
		case 'sub/desc-too-complex':
			return 'A set too complex for the checker to describe.';
		case 'sub/desc-naturals-1':
			return 'ℕ is read as {1, 2, 3, ...}.';
		case 'sub/desc-naturals-0':
			return 'ℕ is read as {0, 1, 2, ...} (house rule).';
		case 'sub/note-real-variable':
			return `The variable ${why.v} ranges over the real numbers, since no domain is given.`;
		case 'sub/note-real-builder':
			return `{${why.v} | ...} ranges over the real numbers, since no domain is given.`;
		default:
			return faultKey(why.code) === null ? why.code : faultInEnglish(why as CardFault);
	}
}

/** A description (several sentences) in English. */
export const descriptionInEnglish = (sentences: readonly SubsetWhy[]): string =>
	sentences.map(whyInEnglish).join(' ');
