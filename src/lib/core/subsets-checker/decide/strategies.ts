/**
 * The deciders of A ⊆ S as one ordered list of rows: `decide` (decide.ts) runs the rows in order until
 * one answers. Each row says when it applies, what share of the work left it may spend, and how
 * it runs; null from a row means "next". To add a strategy, write its `run` in a file of its own
 * beside these, add its row where it belongs, and give it tests (strategies.test.ts): the
 * ablation test fails until some question needs it.
 */
import { atomProof } from './atoms';
import { byDiagonal } from './diagonal';
import { byImageWitness } from './imagewitness';
import { boundedMultiples, byBoundedMultiples } from './boundedmultiples';
import { byElements } from './elements';
import { byExceptions } from './exceptions';
import { byExhaustion, holdsSumOrProduct } from './exhaustion';
import { byExponentSums, exponentSumQuestion } from './exponentsums';
import { byLattices } from './lattices';
import { byGridMeets, meetGrids } from './gridmeets';
import { byListedSets } from './listedsets';
import { moduliHint } from './moduli';
import { byMultiples } from './multiples';
import { byModulus, pastPeriodLimit } from './bymodulus';
import { partProof } from './parts';
import { byPowerPairs } from './powerpairs';
import { byPowerImages } from './powerimages';
import { byPowerExponents, joinedPowers } from './powerexponents';
import { bySelfPowerRoots } from './selfpowerroots';
import { byShiftedIntervals, shiftedCopies } from './shiftedintervals';
import { byPowerSums, polynomialParts } from './powersums';
import { byProducts } from './products';
import { cardFaults } from './cardfaults';
import { subset, type Strategy } from './question';
import { degree } from '../read/ir';
import { byResidues } from './residues';
import { bySquareImages } from './squareimages';
import { bySubstitution } from './substitution';
import { byTranslates } from './translates';
import { witnessFromCards } from './witnessfromcards';
import { byPiE, listsPiE } from './unknownrat';

function stripSpans(ir: unknown): string {
	return JSON.stringify(ir, (key, value: unknown) =>
		key === 'span' ? undefined : typeof value === 'bigint' ? value.toString() : value
	);
}

export const strategies: readonly Strategy[] = [
	{
		name: 'power-sums',
		summary: 'Sums of powers ({a³ + b³ : a, b ∈ ℤ}) by the remainders each power takes.',
		share: 1,
		// Before the pre-pass, which would spend the work on the sum's normal form; A has no fault.
		applies: (q) => polynomialParts(q.a) !== null,
		run: byPowerSums
	},
	{
		name: 'square-images',
		summary:
			'A polynomial image that is a perfect square ({k² + 2k + 1 : k ∈ ℕ}) lies in the squares.',
		share: 1,
		// Before the pre-pass, as power-sums: A has no fault, and S's are left to the pre-pass.
		applies: (q) => q.a.k === 'image' && polynomialParts(q.a) !== null,
		run: bySquareImages
	},
	{
		name: 'image-witness',
		summary:
			'A polynomial image, or a sum of them, refuted at small arguments or at the numbers on its card.',
		share: 0.25,
		// Before the pre-pass, as power-sums: A has no fault, and S's are left to the pre-pass.
		applies: (q) => (q.a.k === 'image' || q.a.k === 'sum') && polynomialParts(q.a) !== null,
		run: byImageWitness
	},
	{
		name: 'products',
		summary:
			'A product of two whole numbers other than 0 and ±1 is not prime; products grow with their factors.',
		share: 1,
		// Before the pre-pass, as power-sums: A's parts and S are checked for faults first.
		applies: (q) => q.a.k === 'product',
		run: byProducts
	},
	{
		name: 'exponent-sums',
		summary:
			'Sums of powers with the variable as exponent ({2^a + 3^b : a, b ∈ ℕ}) by remainders and the least element; witnesses among the smallest sums.',
		share: 0.5,
		// Before the pre-pass, as power-sums: A has no fault, and S's are left to the pre-pass.
		applies: exponentSumQuestion,
		run: byExponentSums
	},
	{
		name: 'card-faults',
		summary: "A card's fault found only in normal form is said first (the player's question only).",
		share: 1,
		applies: (q) => q.texts !== null && q.congruences === null,
		run: cardFaults
	},
	{
		name: 'same-cards',
		summary: 'Two cards written alike define the same set.',
		share: 1,
		applies: (q) => stripSpans(q.a) === stripSpans(q.s),
		run: () => subset({ code: 'sub/same-text' })
	},
	{
		name: 'exceptions',
		summary:
			'S leaves out a few listed numbers (ℤ \\ {22}): A inside the rest, and each number checked against A.',
		share: 0.5,
		applies: (q) => q.s.k === 'diff' && q.s.b.k === 'roster',
		run: byExceptions
	},
	{
		name: 'pi-and-e',
		summary:
			'A lists π + e or π·e, or ranges end at (π + e)/2 or e/π: placed by bounds; unknown where only rationality would tell.',
		share: 0.5,
		applies: (q) => listsPiE(q.a) || q.a.k === 'filter' || q.s.k === 'filter',
		run: byPiE
	},
	{
		name: 'multiples',
		summary:
			'Images with √, π or e in the rule ({2k√2 : k ∈ ℤ} ⊆ {k√2 : k ∈ ℤ}) by dividing the rules; witnesses at small and far k.',
		share: 0.5,
		applies: (q) => q.a.k === 'multiples',
		run: byMultiples
	},
	{
		name: 'bounded-multiples',
		summary:
			'Irrational multiples cut to a bounded interval ({kπ : k ∈ ℤ} ∩ (0, 10)): every element listed and checked.',
		share: 0.5,
		applies: (q) => boundedMultiples(q.a) !== null,
		run: byBoundedMultiples
	},
	{
		name: 'power-pairs',
		summary:
			'Two sets of powers ({4^k} ⊆ {2^k}) by the exponents of a common root, or a small power as witness.',
		share: 0.5,
		applies: (q) => q.a.k === 'powers' && q.s.k === 'powers',
		run: byPowerPairs
	},
	{
		name: 'power-exponents',
		summary:
			'Powers of one base joined by ∩, ∪, \\ ({64^k} ⊆ {4^k} ∩ {8^k}): the same operations on the exponents of the root.',
		share: 0.5,
		applies: joinedPowers,
		run: byPowerExponents
	},
	{
		name: 'self-power-roots',
		summary:
			'n^n for n a multiple of d is a d-th power ({n^n : n ∈ ℕ, n is even} lies in the squares).',
		share: 0.5,
		applies: (q) => q.a.k === 'selfpowers',
		run: bySelfPowerRoots
	},
	{
		name: 'power-images',
		summary:
			'A set of powers inside an image C·n^d + s ({4^k : k ∈ ℕ} ⊆ {n² : n ∈ ℕ}) by n = r·t^k, or a small power as witness.',
		share: 0.5,
		applies: (q) => q.a.k === 'powers' && q.s.k === 'image',
		run: byPowerImages
	},
	{
		name: 'diagonal',
		summary:
			'Remainder runs shorter than every factor of their moduli (x mod p·q < r), by the Chinese remainder theorem.',
		share: 0.5,
		applies: (q) => q.a.k === 'filter' && q.s.k === 'filter',
		run: byDiagonal
	},
	{
		name: 'grid-meets',
		summary:
			'Two grids of fractions met with each other ({k/p : k ∈ ℤ} ∩ {k/q : k ∈ ℤ}), written as the one grid they meet in.',
		share: 0.5,
		applies: (q) => meetGrids(q.a) !== q.a || meetGrids(q.s) !== q.s,
		run: byGridMeets
	},
	{
		name: 'lattices',
		summary:
			'Grids of fractions with denominators past the normal form ({k/1000003 : k ∈ ℤ}), by their steps and starts.',
		share: 0.5,
		applies: (q) => ['image', 'prog', 'union', 'inter', 'filter'].includes(q.a.k),
		run: byLattices
	},
	{
		name: 'by-modulus',
		summary:
			'Remainders, ranges and lists with a period too long for tables, one modulus at a time.',
		share: 0.5,
		applies: (q) => pastPeriodLimit(q.congruences),
		run: byModulus
	},
	{
		name: 'substitution',
		summary:
			"A polynomial image whose rule is S's rule at a polynomial ({k⁶ : k ∈ ℤ} ⊆ {m³ : m ∈ ℤ}, m = k²).",
		share: 0.5,
		applies: (q) => q.a.k === 'image' && degree(q.a.term) >= 2,
		run: bySubstitution
	},
	{
		name: 'exhaustion',
		summary:
			'A finite A of at most 5,000 numbers against a sum or product of generators, number by number.',
		share: 0.5,
		applies: (q) => holdsSumOrProduct(q.s) && !holdsSumOrProduct(q.a),
		run: byExhaustion
	},
	{
		name: 'shifted-intervals',
		summary:
			'A bounded interval against a lattice plus an interval (ℤ + [0, 1/2]): the copies that can meet it, as a part.',
		share: 0.5,
		applies: (q) => q.a.k === 'interval' && shiftedCopies(q.s) !== null,
		run: byShiftedIntervals
	},
	{
		name: 'residues',
		summary: 'The normal forms at this modulus, exact or as approximations lo ⊆ set ⊆ hi.',
		share: 1,
		perReading: true,
		applies: (q) => q.reading?.cards != null,
		run: (q) => byResidues(q, moduliHint(q.a, q.s))
	},
	{
		name: 'atoms',
		summary: 'Primes and squares read as any set inside their residues: A ⊆ S either way.',
		share: 1,
		perReading: true,
		applies: (q) => q.reading?.cards?.exact === false && !q.reading.failed,
		run: (q) =>
			q.reading && atomProof(q.w, q.a, q.s, q.naturalsFrom, q.reading.modulus)
				? subset({ code: 'sub/either-reading' })
				: null
	},
	{
		name: 'parts',
		summary: 'The shape of the cards: a filter lies in its domain, A inside one part of a union…',
		// Each smaller question it asks takes a quarter of the work left.
		share: 1,
		perReading: true,
		once: true,
		// At the first reading that approximates or gives up, else right after the readings.
		applies: (q) => !q.reading || q.reading.failed || q.reading.cards?.exact === false,
		run: (q) => {
			const reason = partProof(q);
			return reason ? subset(reason) : null;
		}
	},
	{
		name: 'translates',
		summary:
			'A lattice plus a bounded set (ℤ + (1/3, 1/2)), one translate per class of the period.',
		share: 1,
		applies: (q) => q.a.k === 'sum',
		run: byTranslates
	},
	{
		name: 'elements',
		summary: 'A small finite A checked element by element, when a reading was too complex.',
		share: 1,
		applies: (q) => q.tooComplex,
		run: byElements
	},
	{
		name: 'listed-sets',
		summary: 'Two rosters of sets compared set by set (each pair asked both ways).',
		share: 1,
		applies: (q) => q.a.k === 'roster' && q.s.k === 'roster',
		run: byListedSets
	},
	{
		name: 'witness-from-cards',
		summary: 'The last try: the numbers written on the cards, their neighbours and sums.',
		share: 1,
		ownBudget: true,
		applies: (q) => q.texts !== null,
		run: (q) => witnessFromCards(q.a, q.s, q.naturalsFrom)
	}
];
