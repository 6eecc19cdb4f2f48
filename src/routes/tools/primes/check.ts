/**
 * The prime counter's reading of what was typed: each entry as a whole number with its tests
 * (prime, with a factor when one is found quickly; the other scoring tests of Transform), or as
 * the problem that makes it no whole number. Loaded when the counter is first used, so that a
 * first visit downloads the form alone.
 */
import {
	abs,
	gcd,
	IntegerParseError,
	isFibonacci,
	isPerfectSquare,
	parseInteger,
	type IntegerProblem
} from '$lib/core/numbers/integers';
import { isPrime, primality } from '$lib/core/numbers/primality';
import { splitNumbers } from '$lib/games/transform/clists';

export interface PrimeRow {
	text: string;
	/** Why the entry is not a whole number, said in the language when shown. */
	error?: IntegerProblem;
	prime?: boolean;
	factor?: { value: string; smallest: boolean };
	primeAbs?: boolean;
	fibonacci?: boolean;
	square?: boolean;
	/** Whether it shares no factor with the number before it; null for the first. */
	coprimePrevious?: boolean | null;
}

/** Every entry of `text` (numbers split as Transform's lists are), in order. */
export function checkNumbers(text: string): PrimeRow[] {
	const out: PrimeRow[] = [];
	let previous: bigint | null = null;
	for (const token of splitNumbers(text)) {
		let n: bigint;
		try {
			n = parseInteger(token);
		} catch (err) {
			if (!(err instanceof IntegerParseError)) throw err;
			out.push({ text: token, error: err.problem });
			continue;
		}
		const verdict = primality(n);
		out.push({
			text: n.toString(),
			prime: verdict.prime,
			factor:
				verdict.factor !== undefined
					? { value: verdict.factor.toString(), smallest: verdict.smallest === true }
					: undefined,
			primeAbs: isPrime(abs(n)),
			fibonacci: isFibonacci(n),
			square: isPerfectSquare(n),
			coprimePrevious: previous === null ? null : gcd(n, previous) === 1n
		});
		previous = n;
	}
	return out;
}
