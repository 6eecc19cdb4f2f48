import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	factorize,
	isPrime,
	isPrimeNumber,
	powMod,
	primality,
	primesUpTo,
	provenPrime,
	trialFactor
} from './primality';
import { strongProbablePrime } from './test/reference';

/** Miller-Rabin with Sinclair's seven bases: exact below 2^64, a cross-check for the fast path. */
function sinclair(n: bigint): boolean {
	if (n < 2n) return false;
	for (const p of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n]) {
		if (n === p) return true;
		if (n % p === 0n) return false;
	}
	return [2n, 325n, 9375n, 28178n, 450775n, 9780504n, 1795265022n].every(
		(a) => a % n === 0n || strongProbablePrime(n, a % n)
	);
}

/** Lucas-Lehmer: 2^p - 1 (p an odd prime) is prime exactly when s(p-2) = 0. */
function lucasLehmer(p: number): boolean {
	if (p === 2) return true;
	const m = (1n << BigInt(p)) - 1n;
	let s = 4n;
	for (let i = 0; i < p - 2; i++) s = (s * s - 2n) % m;
	return s === 0n;
}

describe('isPrime against a sieve', () => {
	it('agrees with the sieve of Eratosthenes for every number below 10^6', () => {
		const limit = 1_000_000;
		const composite = new Uint8Array(limit);
		composite[0] = composite[1] = 1;
		for (let i = 2; i * i < limit; i++) {
			if (!composite[i]) for (let j = i * i; j < limit; j += i) composite[j] = 1;
		}
		const wrong: number[] = [];
		for (let i = 0; i < limit; i++) {
			if (isPrimeNumber(i) !== !composite[i]) wrong.push(i);
		}
		// BigInt input takes its own path for every size; sample it across the range.
		for (let i = 0; i < limit; i += 7) {
			if (isPrime(BigInt(i)) !== !composite[i]) wrong.push(-i);
		}
		expect(wrong).toEqual([]);
	});

	it('never calls 0, 1 or a negative number prime', () => {
		for (const n of [0n, 1n, -1n, -2n, -3n, -7n, -(2n ** 61n - 1n)]) expect(isPrime(n)).toBe(false);
		expect(isPrimeNumber(-5)).toBe(false);
	});
});

describe('isPrime on known numbers', () => {
	it('finds the Mersenne primes 2^p - 1 for p up to 127 and no others', () => {
		const knownExponents = [2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127];
		const found: number[] = [];
		for (let p = 2; p <= 127; p++) if (isPrime((1n << BigInt(p)) - 1n)) found.push(p);
		expect(found).toEqual(knownExponents);
		// And the same as the Lucas-Lehmer test says, for every prime exponent.
		for (let p = 2; p <= 127; p++) {
			if (isPrimeNumber(p)) expect(isPrime((1n << BigInt(p)) - 1n)).toBe(lucasLehmer(p));
		}
	});

	it('confirms large known primes', () => {
		const primes = [
			2147483647n, // 2^31 - 1
			4294967291n, // largest below 2^32
			4294967311n, // smallest above 2^32
			9007199254740881n, // largest below 2^53
			18446744073709551557n, // largest below 2^64
			18446744073709551629n, // smallest above 2^64
			(1n << 521n) - 1n,
			(1n << 607n) - 1n,
			(1n << 1279n) - 1n,
			10n ** 100n + 267n // the first prime after a googol
		];
		for (const p of primes) expect(isPrime(p), p.toString()).toBe(true);
		expect(isPrimeNumber(9007199254740881)).toBe(true);
	});

	it('knows which n! + 1 and n! - 1 are prime for n up to 100', () => {
		const plus: number[] = [];
		const minus: number[] = [];
		let f = 1n;
		for (let n = 1; n <= 100; n++) {
			f *= BigInt(n);
			if (isPrime(f + 1n)) plus.push(n);
			if (isPrime(f - 1n)) minus.push(n);
		}
		expect(plus).toEqual([1, 2, 3, 11, 27, 37, 41, 73, 77]);
		expect(minus).toEqual([3, 4, 6, 7, 12, 14, 30, 32, 33, 38, 94]);
	});
});

describe('isPrime on pseudoprimes', () => {
	it('rejects Carmichael numbers, which fool every Fermat test', () => {
		const carmichael = [
			561n,
			1105n,
			1729n,
			2465n,
			2821n,
			6601n,
			8911n,
			10585n,
			15841n,
			29341n,
			41041n,
			46657n,
			52633n,
			62745n,
			63973n,
			75361n,
			101101n,
			115921n,
			126217n,
			162401n,
			172081n,
			188461n,
			252601n,
			278545n,
			294409n,
			314821n,
			334153n,
			340561n,
			399001n,
			410041n,
			449065n,
			488881n
		];
		for (const n of carmichael) {
			// Korselt's criterion, checked here, makes these true Carmichael numbers.
			const { primes } = factorize(n);
			expect(new Set(primes).size).toBe(primes.length);
			for (const p of primes) expect((n - 1n) % (p - 1n)).toBe(0n);
			expect(isPrime(n)).toBe(false);
		}
	});

	it('rejects large Chernick Carmichael numbers (6k+1)(12k+1)(18k+1), past every MR range', () => {
		let checked = 0;
		for (let k = 10n ** 9n; checked < 5; k++) {
			const factors = [6n * k + 1n, 12n * k + 1n, 18n * k + 1n];
			if (!factors.every((f) => sinclair(f))) continue;
			const n = factors[0] * factors[1] * factors[2];
			expect(n > 3317044064679887385961981n).toBe(true);
			expect(strongProbablePrime(n, 2n) || powMod(2n, n - 1n, n) === 1n).toBe(true);
			expect(isPrime(n)).toBe(false);
			checked++;
		}
	});

	it('rejects the smallest strong pseudoprimes to the first k prime bases', () => {
		// OEIS A014233, with their factorisations.
		const cases: [bigint, bigint[], number][] = [
			[2047n, [23n, 89n], 1],
			[1373653n, [829n, 1657n], 2],
			[25326001n, [2251n, 11251n], 3],
			[3215031751n, [151n, 751n, 28351n], 4],
			[2152302898747n, [6763n, 10627n, 29947n], 5],
			[3474749660383n, [1303n, 16927n, 157543n], 6],
			[341550071728321n, [10670053n, 32010157n], 8],
			[3825123056546413051n, [149491n, 747451n, 34233211n], 11],
			[318665857834031151167461n, [399165290221n, 798330580441n], 12],
			[3317044064679887385961981n, [1287836182261n, 2575672364521n], 13]
		];
		const bases = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
		for (const [n, factors, k] of cases) {
			expect(factors.reduce((a, b) => a * b)).toBe(n);
			for (const a of bases.slice(0, k))
				expect(strongProbablePrime(n, a), `${n} base ${a}`).toBe(true);
			expect(isPrime(n)).toBe(false);
		}
	});

	it('agrees with Miller-Rabin on Sinclair bases for random 64-bit numbers', () => {
		fc.assert(
			fc.property(fc.bigInt({ min: 1n << 32n, max: (1n << 64n) - 1n }), (n) => {
				expect(isPrime(n)).toBe(sinclair(n));
			}),
			{ numRuns: 3000 }
		);
		// Primes are rare among random numbers: walk through a stretch to check many of them.
		for (let n = (1n << 63n) + 1n, primes = 0; primes < 200; n += 2n) {
			const expected = sinclair(n);
			expect(isPrime(n)).toBe(expected);
			if (expected) primes++;
		}
	});
});

describe('a product of two numbers above 1 is never prime', () => {
	it('for random factors of any size', () => {
		fc.assert(
			fc.property(
				fc.bigInt({ min: 2n, max: 1n << 70n }),
				fc.bigInt({ min: 2n, max: 1n << 70n }),
				(a, b) => isPrime(a * b) === false
			),
			{ numRuns: 2000 }
		);
	});

	it('for products of two primes near 2^32, 2^53 and 2^64', () => {
		const near = [4294967291n, 4294967311n, 94906249n, 94906297n, 3037000493n, 3037000453n];
		for (const a of near) for (const b of near) expect(isPrime(a * b)).toBe(false);
	});
});

describe('provenPrime', () => {
	const m61 = 2n ** 61n - 1n;
	const m89 = 2n ** 89n - 1n;
	it('answers true or false wherever a proof exists', () => {
		expect([0n, 1n, 2n, 97n, m61].map((n) => provenPrime(n))).toEqual([
			false,
			false,
			true,
			true,
			true
		]);
		// Above 3.3·10^24 a composite is still refuted: a failed test is a proof.
		expect(provenPrime(m61 * (2n ** 31n - 1n))).toBe(false);
		expect(provenPrime(m89 * m61)).toBe(false);
	});
	it('proves primes past 3.3·10^24 whose n − 1 factors far enough (Pocklington)', () => {
		// 2^89 − 2 and 2^127 − 2 split into small primes and primes that are proven in turn.
		expect(provenPrime(m89)).toBe(true);
		expect(provenPrime(2n ** 107n - 1n)).toBe(true);
		expect(provenPrime(2n ** 127n - 1n)).toBe(true);
	});
	it('proves primes by their form at any size: Mersenne, Proth and Fermat primes', () => {
		expect(provenPrime(2n ** 521n - 1n)).toBe(true);
		expect(provenPrime(2n ** 607n - 1n)).toBe(true);
		expect(provenPrime(45n * 2n ** 200n + 1n)).toBe(true);
		expect(provenPrime(2n ** 128n + 1n)).toBe(false);
	});
	it('says null, not true, where no proof is found, and never false for a prime', () => {
		// Past 256 bits n − 1 is not factored: a prime of 300 bits of no special form (PARI/GP's
		// nextprime(2^299 + 2^150 + 12345)).
		expect(
			provenPrime(
				1018517988167243043134222844204689080525734198260215818024030105735476619331163489474458097n
			)
		).toBeNull();
		// Random primes of 81 to 177 bits and products of two primes of 41 to 69 bits, drawn and
		// proven by PARI/GP (isprime, setrand(20261127)).
		const primes = [
			27200593456067749513027033n,
			313950925925922994702297159n,
			5368372628222666093557196291n,
			85869470973852639074533141703n,
			2068012653495560986503159915787n,
			23191226720360396746893072401521n,
			569895629731076388768199548672233n,
			7094975320045176425448433792235293n,
			127945734221490813128666346643100399n,
			2462573646239511811598651727622321121n,
			31150512794663805944663021200414242431n,
			353478331726290989403882812815203391939n,
			7049772322708361804217900012086657526349n,
			91823065835886974776362254810806814619577n,
			2046541729863208938236330519052192751663001n,
			31465868294219445331009293950080576320402331n,
			488326928817828541011978082575809219817981041n,
			8774843812595925128099788189540124416541683129n,
			170418674461811842836397962373693864315897048177n,
			2148307078217304885345080074805347765084637067179n,
			23858243425339092445433361540129981977364244275649n,
			621106458982718659283358098437387945738649565399143n,
			6405303126975518417678725564651381919512436923318343n,
			105057940263583339016413060435147450399219810567888537n
		];
		const composites = [
			677914551922986924138382451n,
			10404658184705063997681270607n,
			113272805989182574212521731889n,
			2228981171835719536390855404101n,
			31472014409855194488988468675787n,
			871527549057378826916178595320929n,
			9055686843937360068361282577534743n,
			90804069479212930775196934108082593n,
			3072458446200146436587370003682773779n,
			24882520897044483489090964896070519927n,
			452897039718065310760053327377775114361n,
			14369140306429290443583682627690689287531n
		];
		const answers = primes.map((n) => provenPrime(n));
		expect(answers.filter((a) => a === false)).toEqual([]);
		// A proof needs n − 1 split into proven primes past the cube root of n: the smallest eight
		// (up to 128 bits) are proven, and most of the others.
		expect(answers.slice(0, 8)).toEqual(Array(8).fill(true));
		expect(answers.filter((a) => a === true).length).toBeGreaterThan(primes.length / 2);
		expect(composites.map((n) => provenPrime(n))).toEqual(composites.map(() => false));
	});
});

describe('primesUpTo', () => {
	it('lists the primes up to and including its limit', () => {
		expect(primesUpTo(1)).toEqual([]);
		expect(primesUpTo(2)).toEqual([2]);
		expect(primesUpTo(30)).toEqual([2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
		expect(primesUpTo(1000).every((p) => isPrime(p))).toBe(true);
		expect(primesUpTo(1000)).toHaveLength(168);
	});
});

describe('primality factors', () => {
	it('gives the smallest prime factor when trial division finds it', () => {
		expect(primality(91n)).toEqual({ prime: false, factor: 7n, smallest: true });
		expect(primality(1000000007n * 3n)).toEqual({ prime: false, factor: 3n, smallest: true });
		expect(primality(2n ** 100n)).toEqual({ prime: false, factor: 2n, smallest: true });
	});

	it('finds factors beyond trial division with Pollard rho', () => {
		const r = primality(1000000007n * 998244353n);
		expect(r).toEqual({ prime: false, factor: 998244353n, smallest: true });
		const big = primality(((1n << 61n) - 1n) * 1000003n * 1000033n);
		expect(big.factor).toBe(1000003n);
	});

	it('factorises completely when it can', () => {
		expect(factorize(3825123056546413051n)).toEqual({
			primes: [149491n, 747451n, 34233211n],
			unfactored: []
		});
		expect(factorize(-360n).primes).toEqual([2n, 2n, 2n, 3n, 3n, 5n]);
		expect(factorize(1000003n ** 3n).primes).toEqual([1000003n, 1000003n, 1000003n]);
	});

	it('reports primes and small numbers without a factor', () => {
		expect(primality(2n)).toEqual({ prime: true });
		expect(primality(1n)).toEqual({ prime: false });
		expect(primality(-7n)).toEqual({ prime: false });
	});
});

/** The prime factors of 1 <= n < 2^53 with multiplicity, by dividing by every number in turn. */
function bruteFactors(n: bigint): bigint[] {
	let m = Number(n < 0n ? -n : n);
	const out: bigint[] = [];
	for (let d = 2; d * d <= m; d++) {
		while (m % d === 0) {
			out.push(BigInt(d));
			m /= d;
		}
	}
	if (m > 1) out.push(BigInt(m));
	return out;
}

/** The first prime at or after n, by the Sinclair-base reference (exact below 2^64). */
function primeFrom(n: bigint): bigint {
	while (!sinclair(n)) n++;
	return n;
}

/** Primes past the trial division of the Subsets checker (2^20), within reach of rho. */
const largePrime = fc.bigInt({ min: 1n << 21n, max: 1n << 30n }).map(primeFrom);

describe('factorize agrees with a brute-force factoriser', () => {
	it('for small and medium numbers of either sign', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.bigInt({ min: 1n, max: 1n << 20n }),
					fc.bigInt({ min: 1n << 20n, max: 1n << 36n })
				),
				fc.boolean(),
				(n, negative) => {
					expect(factorize(negative ? -n : n)).toEqual({ primes: bruteFactors(n), unfactored: [] });
				}
			),
			{
				numRuns: 300,
				examples: [
					[1n, false],
					[65521n * 65521n, false],
					[(1n << 36n) - 5n, true]
				]
			}
		);
	});

	it('for products of two large primes, which trial division cannot split', () => {
		fc.assert(
			fc.property(largePrime, largePrime, (p, q) => {
				const sorted = p < q ? [p, q] : [q, p];
				// Rho needs about the square root of the smaller prime in steps: 2^15 here.
				expect(factorize(p * q, { rhoBudget: 1 << 17 })).toEqual({
					primes: sorted,
					unfactored: []
				});
				// Trial division alone leaves the product whole.
				expect(trialFactor(p * q, 1 << 20)).toEqual({ factors: [], rest: p * q });
			}),
			{ numRuns: 25 }
		);
	});

	it('for perfect powers of small and large bases', () => {
		fc.assert(
			fc.property(
				fc.oneof(fc.bigInt({ min: 2n, max: 1n << 12n }), largePrime),
				fc.integer({ min: 2, max: 7 }),
				(base, power) => {
					const n = base ** BigInt(power);
					const expected = bruteFactors(base).flatMap((p) => Array<bigint>(power).fill(p));
					expected.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
					expect(factorize(n)).toEqual({ primes: expected, unfactored: [] });
				}
			),
			{ numRuns: 100 }
		);
	});
});

describe('factorize past trial division agrees with trial division', () => {
	/** The primes of trialFactor's answer, with multiplicity, when it leaves a prime or nothing. */
	const byTrial = (n: bigint): bigint[] => {
		const { factors, rest } = trialFactor(n, 1 << 20);
		const out = factors.flatMap(([p, e]) => Array<bigint>(e).fill(p));
		if (rest > 1n) out.push(rest);
		return out;
	};
	/** Primes between the default trial bound (2^16) and 2^20, which rho must find. */
	const midPrime = fc.bigInt({ min: 1n << 16n, max: (1n << 20n) - 40n }).map(primeFrom);
	const smallPrime = fc.constantFrom(2n, 3n, 5n, 7n, 11n, 101n, 65521n);

	it('on semiprimes, prime powers and small factors mixed with large ones', () => {
		fc.assert(
			fc.property(
				fc.array(smallPrime, { maxLength: 3 }),
				fc.array(midPrime, { minLength: 1, maxLength: 3 }),
				fc.integer({ min: 1, max: 3 }),
				(smalls, mids, power) => {
					// The first large prime to a power: squares and cubes of primes near 2^20 too.
					const n = [...smalls, ...mids, ...Array<bigint>(power - 1).fill(mids[0])].reduce(
						(a, b) => a * b,
						1n
					);
					const { primes, unfactored } = factorize(n);
					expect(unfactored).toEqual([]);
					expect(primes.reduce((a, b) => a * b, 1n)).toBe(n);
					expect(primes.every((p) => isPrime(p))).toBe(true);
					expect(primes).toEqual(byTrial(n));
				}
			),
			{
				numRuns: 100,
				examples: [
					[[], [1000003n, 1000033n], 1],
					[[], [1048573n], 2],
					[[2n, 3n, 65521n], [1000003n, 1000037n], 3]
				]
			}
		);
	});
});

describe('trialFactor', () => {
	it('gives the primes up to its bound and the cofactor free of them', () => {
		fc.assert(
			fc.property(
				fc.bigInt({ min: 1n, max: 1n << 44n }),
				fc.integer({ min: 2, max: 1 << 20 }),
				(n, bound) => {
					const primes = bruteFactors(n);
					const factors: [bigint, number][] = [];
					for (const p of primes.filter((p) => p <= BigInt(bound))) {
						const last = factors.at(-1);
						if (last && last[0] === p) last[1]++;
						else factors.push([p, 1]);
					}
					const rest = primes.filter((p) => p > BigInt(bound)).reduce((a, b) => a * b, 1n);
					expect(trialFactor(n, bound)).toEqual({ factors, rest });
				}
			),
			{ numRuns: 200 }
		);
	});

	it('finds small factors of numbers too large for a double', () => {
		const m61 = 2n ** 61n - 1n;
		expect(trialFactor(1000003n ** 2n * 3n * m61, 1 << 20)).toEqual({
			factors: [
				[3n, 1],
				[1000003n, 2]
			],
			rest: m61
		});
		expect(trialFactor(-(2n ** 100n), 1 << 20)).toEqual({ factors: [[2n, 100]], rest: 1n });
	});

	it('refuses zero and bounds past 2^26', () => {
		expect(() => trialFactor(0n, 100)).toThrow(RangeError);
		expect(() => trialFactor(10n, 2 ** 27)).toThrow(RangeError);
	});
});

describe('the budget hook of factorize', () => {
	// Two primes above 2^20 multiplied past 2^53: trial division runs to its bound.
	const hard = 1000000007n * 998244353n;

	it('reports the work, and a caller can stop it by throwing', () => {
		let units = 0;
		const full = factorize(hard, { trialBound: 1 << 20, spend: (u) => (units += u) });
		expect(full).toEqual({ primes: [998244353n, 1000000007n], unfactored: [] });
		expect(units).toBeGreaterThan(0);
		const stop = new Error('out of budget');
		expect(() =>
			factorize(hard, {
				trialBound: 1 << 20,
				spend: () => {
					throw stop;
				}
			})
		).toThrow(stop);
	});

	it('leaves a piece unfactored when rho is not allowed', () => {
		expect(factorize(hard, { rhoBudget: 0 })).toEqual({ primes: [], unfactored: [hard] });
		expect(factorize(hard * 12n, { rhoBudget: 0 })).toEqual({
			primes: [2n, 2n, 3n],
			unfactored: [hard]
		});
	});
});
