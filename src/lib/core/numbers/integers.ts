/**
 * Integer helpers on BigInt: greatest common divisor, integer roots, perfect squares,
 * Fibonacci numbers and parsing of decimal integers typed by a person.
 */

/** |x| for a BigInt. */
export function abs(x: bigint): bigint {
	return x < 0n ? -x : x;
}

/** The greatest common divisor, always >= 0; gcd(0, x) = |x| and gcd(0, 0) = 0. */
export function gcd(a: bigint, b: bigint): bigint {
	a = abs(a);
	b = abs(b);
	// Plain doubles are exact below 2^53 and far faster than BigInt division.
	if (a <= 9007199254740991n && b <= 9007199254740991n)
		return BigInt(gcdNumber(Number(a), Number(b)));
	while (b !== 0n) [a, b] = [b, a % b];
	return a;
}

/** gcd for safe integers held in doubles; the result is >= 0. */
export function gcdNumber(a: number, b: number): number {
	a = Math.abs(a);
	b = Math.abs(b);
	while (b !== 0) {
		const t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/** The least common multiple of two positive safe integers (exact while it stays below 2^53). */
export function lcmNumber(a: number, b: number): number {
	return (a / gcdNumber(a, b)) * b;
}

/** The integer square root floor(sqrt(n)) of n >= 0; throws for negative n. */
export function isqrt(n: bigint): bigint {
	if (n < 0n) throw new RangeError('There is no square root of a negative number.');
	if (n < 4503599627370496n) {
		// Below 2^52 the double square root is within one of the answer; correct it exactly.
		let r = BigInt(Math.floor(Math.sqrt(Number(n))));
		while (r * r > n) r--;
		while ((r + 1n) * (r + 1n) <= n) r++;
		return r;
	}
	// Newton's method from a start above the root, which then decreases to it.
	const bits = n.toString(2).length;
	let x = 1n << BigInt((bits >> 1) + 1);
	for (;;) {
		const y = (x + n / x) >> 1n;
		if (y >= x) return x;
		x = y;
	}
}

/** The integer k-th root floor(n^(1/k)) of n >= 0, for k >= 1; throws for negative n. */
export function iroot(n: bigint, k: number): bigint {
	if (n < 0n) throw new RangeError('This root of a negative number is not taken here.');
	if (k === 2) return isqrt(n);
	if (n < 2n || k === 1) return n;
	// Newton's method from a start above the root, which then decreases to it.
	const K = BigInt(k);
	let x = 1n << BigInt(Math.ceil(n.toString(2).length / k) + 1);
	for (;;) {
		const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
		if (y >= x) return x;
		x = y;
	}
}

// Quadratic residues modulo 64, 63, 65 and 11: most non-squares fail one of them cheaply.
const squareMod64 = residues(64);
const squareMod63 = residues(63);
const squareMod65 = residues(65);
const squareMod11 = residues(11);

function residues(m: number): Uint8Array {
	const table = new Uint8Array(m);
	for (let i = 0; i < m; i++) table[(i * i) % m] = 1;
	return table;
}

/** True when n is the square of an integer (0, 1, 4, 9, ...); negatives never are. */
export function isPerfectSquare(n: bigint): boolean {
	if (n < 0n) return false;
	if (n < 2n) return true;
	const low = Number(n & 63n);
	if (!squareMod64[low]) return false;
	// One BigInt remainder by 63·65·11 then three small ones.
	const r = Number(n % 45045n);
	if (!squareMod63[r % 63] || !squareMod65[r % 65] || !squareMod11[r % 11]) return false;
	const root = isqrt(n);
	return root * root === n;
}

/** True for the Fibonacci numbers 0, 1, 2, 3, 5, 8, ...; negatives never count. */
export function isFibonacci(n: bigint): boolean {
	if (n < 0n) return false;
	// n is a Fibonacci number exactly when 5n² + 4 or 5n² - 4 is a perfect square.
	const m = 5n * n * n;
	return isPerfectSquare(m + 4n) || isPerfectSquare(m - 4n);
}

/**
 * Why a value is not a whole number, as data, so a screen can say it in the reader's language
 * (src/lib/i18n/transform.ts); `shown` is the typed text, cut to 24 characters.
 */
export type IntegerProblem =
	| { why: 'not-text' }
	| { why: 'empty' }
	| { why: 'fraction'; shown: string }
	| { why: 'not-digits'; shown: string }
	| { why: 'too-large' }
	| { why: 'not-whole'; value: string }
	| { why: 'unsafe'; value: string }
	| { why: 'not-decimal' };

/** The English sentence of each problem: the referee CLI's words and the error's message. */
function englishOf(problem: IntegerProblem): string {
	switch (problem.why) {
		case 'not-text':
			return 'A whole number must be given as text.';
		case 'empty':
			return 'A number is missing: the entry is empty.';
		case 'fraction':
			return `"${problem.shown}" is not a whole number: write it without a fraction or exponent.`;
		case 'not-digits':
			return `"${problem.shown}" is not a whole number: use only digits, with an optional sign.`;
		case 'too-large':
			return 'A number is too large to be read exactly: send it as a string.';
		case 'not-whole':
			return `${problem.value} is not a whole number.`;
		case 'unsafe':
			return `${problem.value} is too large to be exact as a number: send it as a string.`;
		case 'not-decimal':
			return 'Each integer must be a decimal string such as "-12".';
	}
}

/**
 * Why a piece of text is not a whole number: `problem` as data for a screen to word, `message`
 * its English sentence.
 */
export class IntegerParseError extends Error {
	constructor(readonly problem: IntegerProblem) {
		super(englishOf(problem));
	}
}

const integerPattern = /^[+-]?\d+$/;

/**
 * Reads a decimal integer such as "42", "-7" or "+1000000000000000000000". Spaces around it are
 * ignored and a typographic minus sign is accepted; anything else throws an IntegerParseError.
 */
export function parseInteger(text: string): bigint {
	if (typeof text !== 'string') throw new IntegerParseError({ why: 'not-text' });
	const trimmed = text.trim().replace(/^[\u2212\u2013]/, '-');
	if (trimmed === '') throw new IntegerParseError({ why: 'empty' });
	if (!integerPattern.test(trimmed)) {
		const shown = trimmed.length > 24 ? `${trimmed.slice(0, 24)}…` : trimmed;
		if (/^[+-]?\d*[.,]\d+$/.test(trimmed) || /^[+-]?\d+(\.\d*)?e[+-]?\d+$/i.test(trimmed)) {
			throw new IntegerParseError({ why: 'fraction', shown });
		}
		throw new IntegerParseError({ why: 'not-digits', shown });
	}
	return BigInt(trimmed);
}

/** Reads a JSON value that should be an integer: a decimal string, or a safe whole number. */
export function toInteger(value: unknown): bigint {
	if (typeof value === 'bigint') return value;
	if (typeof value === 'number') {
		// JSON reads a number past the range of doubles as Infinity; say so in the user's terms.
		if (!Number.isFinite(value)) {
			throw new IntegerParseError({ why: 'too-large' });
		}
		if (!Number.isInteger(value))
			throw new IntegerParseError({ why: 'not-whole', value: `${value}` });
		if (!Number.isSafeInteger(value))
			throw new IntegerParseError({ why: 'unsafe', value: `${value}` });
		return BigInt(value);
	}
	if (typeof value === 'string') return parseInteger(value);
	throw new IntegerParseError({ why: 'not-decimal' });
}

/**
 * n = base^power (n > 1) for the largest such power >= 2, with each root step at most
 * `maxStep` (callers that only need small powers keep the search short), or null.
 */
export function perfectPower(
	n: bigint,
	maxStep = n.toString(2).length
): { base: bigint; power: number } | null {
	for (let k = 2; k <= maxStep; k++) {
		const r = iroot(n, k);
		if (r ** BigInt(k) === n) {
			const inner = perfectPower(r, maxStep);
			return inner ? { base: inner.base, power: inner.power * k } : { base: r, power: k };
		}
	}
	return null;
}
