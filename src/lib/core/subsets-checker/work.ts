/**
 * The limits and the memory of one question. Every question (a card checked, a pair compared, a
 * set described) makes its own `Work` and passes it down, so no answer depends on what was asked
 * before, and nothing is kept once the question is answered.
 */
import { TooComplex } from './errors';
import { provenPrime } from '../numbers/primality';
import type { End } from './arithmetic/real';

/** Longest period kept as a residue table; longer ones become residue patterns (residueboxes.ts). */
export const defaultPeriodLimit = 1 << 14;

/** Work units of one attempt (one reading of the cards); families can grow exponentially. */
export const attemptUnits = 200000;

/** Work units of a whole question, over all its attempts. */
export const questionUnits = 1000000;

/** Units past which one step is refused outright when the attempt cannot pay for it. */
const largeStep = 1000;

/** Thrown when a question has used all its work: it is answered "unknown", never guessed. */
export class OutOfWork extends Error {}

export interface WorkLimits {
	/** Longest residue table (tests lower it to run every question through the patterns). */
	periodLimit?: number;
	/** Work units of the whole question. */
	units?: number;
}

/**
 * One kind of result a stage keeps for the rest of a question (compile.ts keeps its
 * approximations of primes and squares on one), declared by the module that fills it: so this
 * module, which every stage imports, needs none of their types and closes no circle.
 */
export class Shelf<T> {
	/** Only ties the shelf to the type kept on it; never set. */
	declare readonly kept?: T;
	constructor(readonly name: string) {}
}

export class Work {
	readonly periodLimit: number;
	/** Units left for the question. */
	private total: number;
	/** Units left for the current attempt. */
	private attempt = attemptUnits;
	/** What the question's units may not fall below inside a part (`within`). */
	private floor = 0;
	/**
	 * Factors above 2^16 met so far: bases of residue patterns must be pairwise coprime, so the
	 * large ones are checked against each other (residueboxes.ts).
	 */
	readonly largeBases = new Set<bigint>();
	/** Factorizations made so far (they depend on the large bases known). */
	readonly factors = new Map<bigint, [bigint, number][]>();
	/** Subset answers per pair of normal forms, which are never changed once built (setnf.ts). */
	readonly subsets = new WeakMap<object, WeakMap<object, boolean>>();
	/** What the stages keep for the rest of the question, one shelf each (`kept`). */
	private readonly shelves = new Map<Shelf<unknown>, Map<string, unknown>>();
	/** Real roots isolated so far, by polynomial, or the failure to isolate them (polyset.ts). */
	readonly realRoots = new Map<string, End[] | TooComplex>();
	/** Primality proofs made so far: above 3.3·10^24 a proof factors n − 1, so each is made once. */
	readonly primeProofs = new Map<bigint, boolean | null>();
	/** Numbers met that pass every test of primality but have no proof: an unknown names one. */
	readonly unprovenPrimes = new Set<bigint>();

	constructor(limits: WorkLimits = {}) {
		this.periodLimit = limits.periodLimit ?? defaultPeriodLimit;
		this.total = limits.units ?? questionUnits;
	}

	/** Starts a new attempt with `units` of work (a part of what the question has left). */
	begin(units = attemptUnits): void {
		this.attempt = units;
	}

	/**
	 * Spends `units`: past the attempt's share the attempt gives up (TooComplex, and the next
	 * way is tried); past the question's share the whole question does (OutOfWork).
	 */
	spend(units = 1): void {
		// A large step costing more than the attempt has left is refused before it is done (the
		// primality test of a number of thousands of digits is charged before it runs): the
		// attempt gives up, and the question keeps its units for its other ways.
		if (units > largeStep && units > this.attempt)
			throw new TooComplex('a step larger than the attempt has left');
		this.total -= units;
		if (this.total < 0) throw new OutOfWork('the question takes too much work');
		if (this.total < this.floor) throw new TooComplex('the part takes too much work');
		this.attempt -= units;
		if (this.attempt < 0) throw new TooComplex('the attempt takes too much work');
	}

	/** Whether n is prime as far as it can be proven (`provenPrime`), paid for from this work. */
	provenPrime(n: bigint): boolean | null {
		const known = this.primeProofs.get(n);
		if (known !== undefined) return known;
		const answer = provenPrime(n, (units) => this.spend(units));
		this.primeProofs.set(n, answer);
		if (answer === null) this.unprovenPrimes.add(n);
		return answer;
	}

	/** What this question keeps on `shelf`, by key (empty at first). */
	kept<T>(shelf: Shelf<T>): Map<string, T> {
		let found = this.shelves.get(shelf);
		if (!found) {
			found = new Map<string, T>();
			this.shelves.set(shelf, found);
		}
		return found as Map<string, T>;
	}

	/** Units that can still be spent before the attempt or the question gives up. */
	left(): number {
		return Math.max(0, Math.min(this.attempt, this.total - this.floor));
	}

	/**
	 * Runs one part of the question (a smaller question asked to prove it) with at most
	 * `fraction` of the units left: past them the part gives up (TooComplex) and the rest stays
	 * for the other ways, so one part cannot use up the whole question.
	 */
	within<T>(fraction: number, part: () => T): T {
		const floor = this.floor;
		const attempt = this.attempt;
		this.floor = Math.max(floor, this.total - Math.floor((this.total - floor) * fraction));
		try {
			return part();
		} finally {
			this.floor = floor;
			this.attempt = attempt;
		}
	}
}
