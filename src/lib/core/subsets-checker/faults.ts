/**
 * The checker's faults in sentences, as data: each fault of a card (errors.ts) names one of these
 * sentences and its values (what of the card is out of place, in the card's own symbols; a few
 * values are codes, worded by the screen: `wanted`, `predicate`). The screens word them in the
 * reader's language (src/lib/i18n/subsets-faults.ts, messages `l3_f_*`); `faultInEnglish` words
 * them here for the English `reason` the referee CLI, the corpus and the fuzz tests read. Braces in
 * a sentence are its values' places; a sentence's fixed examples (notation) are values too, set here.
 */

/** Each fault sentence in English, its values in braces. */
export const FAULT_SENTENCES = {
	'constant-e-not': 'The constant e is not supported yet.',
	'p-stands-for': 'P stands for a power set and needs a set in parentheses, as in {example}.',
	'before-write-variable': 'Before "|" write a variable and its domain, as in {example}.',
	'set-builder-starts': 'A set-builder starts with a variable or a term, not a condition.',
	'sets-built-from': 'Sets built from sets, such as {example}, are not supported yet.',
	'nothing-varies-in': 'Nothing varies in this set-builder: bind a variable, as in {example}.',
	'image-whose-rule':
		'An image whose rule mixes two kinds of constants, such as {example}, is not read yet.',
	'set-not-condition': 'This is a set, not a condition.',
	'divisor-must-be': 'The divisor must be a fixed number.',
	'modulus-must-be-fixed': 'The modulus must be a fixed number.',
	'condition-expected-here': 'A condition is expected here, such as "x > 3" or "x is even".',
	'sets-cannot-be': 'Sets cannot be compared with "<" or ">".',
	'number-cannot-equal': 'A number cannot equal a set.',
	'comparing-two-sets': 'Comparing two sets inside a condition is not supported.',
	'condition-cannot-be-compared': 'A condition cannot be compared like a number.',
	'remainder-can-only-be-compared-with-fixed':
		'A remainder can only be compared with a fixed number.',
	'condition-cannot-be-element': 'A condition cannot be an element.',
	'conditions-that-multiply':
		'Conditions that multiply the variable by itself are not supported yet.',
	'remainder-can-be-checked-only-against-whole':
		'A remainder can be checked only against whole numbers and fractions.',
	'list-remainders-too': 'This list of remainders is too long for the checker.',
	'remainder-can-be-checked-only-against-list':
		'A remainder can be checked only against a list of numbers, as in "x mod 9 ∈ {example}".',
	'root-pi-and-e-can':
		'√, π and e can be listed, compared with the variable and used as interval ends, but not in this term.',
	'listed-terms-do':
		'The listed terms do not have one common difference, so no one can tell how the ellipsis continues.',
	'last-term-not': 'The last term is not on the progression the listed terms start.',
	'power-with-variable-as-exponent-other':
		'A power with the variable as exponent (other than n^n) needs a base that is a whole number of 2 or more or one over such a number, and an exponent such as k, 2k or k + 1 with whole numbers, as in 2^k, 2^(2k + 1) or (1/2)^k.',
	'number-too-large': 'This number is too large for the checker.',
	'condition-that-links-variables':
		'A condition that links variables, such as a < b, is read for two variables over whole numbers, or for more when all but one of them range over a short list of numbers.',
	'term-with-power':
		'A term with a power of a variable is read with a condition linking the variables only when they range over a short list of numbers.',
	'divides-by-zero': 'This divides by zero.',
	'term-may-add':
		'A term may add multiples of the variables, or multiply two of them when no condition links them (a·b); other ways of combining them, such as a/b or a·b + a, are not supported yet.',
	'ellipsis-whose-terms': 'An ellipsis whose terms mix kinds of constants is not read yet.',
	'ellipsis-needs-at': 'An ellipsis needs at least two listed terms to show how it continues.',
	'listed-terms-repeat': 'The listed terms repeat, so no one can tell how the ellipsis continues.',
	'term-with-root':
		'A term with √, π or e beside the variable can only be compared with a number, as in √2·x < 3 or x + π > 1.',
	'root-pi-and-e-read':
		'√, π and e are read beside the variable only in terms of the first degree, such as √2·x + 1, not beside its powers.',
	'mix-root-pi': 'This mix of √, π and e is beyond what the checker computes exactly.',
	'no-one-knows':
		'No one knows whether sums and products of π and e are rational, so the checker does not read them.',
	'infinity-cannot-be-used-in': '∞ cannot be used in arithmetic.',
	'remainder-can-only-be-compared-with-number':
		'A remainder can only be compared with a number, as in "x mod 3 = 1".',
	'power-with-variable-as-exponent-cannot':
		'A power with the variable as exponent cannot be mixed with √, π or e.',
	'dividing-by-variable': 'Dividing by the variable is not supported yet.',
	'condition-that-links-two':
		'A condition that links two variables is read only when it compares sums of multiples of them, joined by "and", "or" and "not", such as a < b or a + b ≤ 10.',
	'power-with-variable-as-exponent-can-only':
		'A power with the variable as exponent can only be compared with a whole number or a fraction, as in 2^k < 100 or 2^k mod 7 = 1.',
	'power-with-variable-as-exponent-can-be-added':
		'A power with the variable as exponent can be added to the terms of other variables, as in 2^a + 3^b, but not to another term of its own variable, as in 3^k + k.',
	'scaled-sets-such': 'Scaled sets such as 2ℤ are not supported; write {example}.',
	'ellipsis-must-sit': 'An ellipsis must sit inside a list in braces.',
	'condition-not-set': 'This is a condition, not a set; conditions go inside {example}.',
	'infinity-not-set': '∞ is not a set.',
	'both-sides-set':
		'Both sides of a set operation must be sets; wrap numbers in braces, as in {example}.',
	'condition-cannot-be-element-did': 'A condition cannot be an element; did you mean {example}?',
	'infinity-not-number': '∞ is not a number and cannot be an element.',
	'ellipsis-continues-numbers': 'An ellipsis continues numbers, not sets.',
	'ellipsis-cannot-be':
		'This ellipsis cannot be read: write at least two terms, then "...", as in {example}.',
	'these-conditions-not': 'These are conditions, not a set.',
	'interval-has-exactly': 'An interval has exactly two ends, as in [0, 1).',
	'ends-interval-must': 'The ends of an interval must be numbers.',
	'interval-ends-that': 'Interval ends that depend on the variable are not supported.',
	'power-variable-too': 'This power of the variable is too high for the checker.',
	'set-where-number': 'This is a set where a number is expected.',
	'condition-where-number': 'This is a condition where a number is expected.',
	'number-expected-here': 'A number is expected here.',
	'whole-number-or': 'A whole number or a fraction is needed here, not √, π or e.',
	'infinity-cannot-be-used-as': '∞ cannot be used as a number here.',
	'depends-on-variable': 'This depends on the variable; a fixed number is needed here.',
	'power-with-variable-as-exponent-can-be-term':
		'A power with the variable as exponent can be the term of an image, as in {example}, or compared with a fixed number, as in 2^k < 100.',
	'n-n-can':
		'n^n can only be the whole term of an image, as in {example}; it is not read in arithmetic or conditions.',
	'remainder-power-can':
		'The remainder of a power can only be compared with a fixed number, as in 2^k mod 7 = 1.',
	'sign-root-needs': 'The sign √ needs a number after it.',
	'only-square-roots': 'Only square roots of fixed fractions are supported.',
	'negative-number-has': 'A negative number has no real square root.',
	'there-no-remainder': 'There is no remainder on division by zero.',
	'modulus-must-be-positive': 'The modulus must be a positive whole number.',
	'only-whole-number': 'Only whole-number exponents are supported.',
	'negative-exponents-not': 'Negative exponents are not supported; write a fraction.',
	'nobody-knows-whether':
		'Nobody knows whether a number such as π + e is rational, so the checker reads it only as an element of a list, as in {example}, not here.',
	'card-ends-too': 'The card ends too early.',
	'card-nests-its': 'The card nests its operators too deeply for the checker.',
	'card-blank': 'The card is blank.',
	'there-nothing-before': 'There is nothing before this comma.',
	'power-has-nothing': 'This power has nothing to raise.',
	'power-set-needs': 'A power set needs a set inside its parentheses.',
	'there-nothing-between': 'There is nothing between these brackets.',
	'there-nothing-after': 'There is nothing after this comma.',
	'there-empty-element': 'There is an empty element between these commas.',
	'part-condition-empty': 'A part of the condition is empty.',
	'congruence-needs-its': 'A congruence needs its modulus, as in "x ≡ 1 (mod 3)".',
	'bracket-card-never': 'A bracket of this card is never closed.',
	'remainders-divisibility-and':
		'Remainders, divisibility and parity of a power of the variable are read only over whole numbers and fractions: over the reals they also hold at roots such as √14.',
	'remainder-power-variable':
		'A remainder of a power of the variable compared with < or > is read only over whole numbers.',
	'comparing-remainder-with':
		'Comparing a remainder with < or > is only supported when the numbers are whole.',
	'infinite-end-open': 'An infinite end must be open: use "{bracket}" there.',
	'closes-nothing': 'This "{c}" closes nothing.',
	'does-not-close': 'This "{c}" does not close the "{o}" opened before it.',
	'never-closed': 'This "{c}" is never closed.',
	'nests-brackets': 'The card nests brackets {deepest} deep; the checker reads up to {max}.',
	'nests-brackets-more':
		'The card nests brackets more than {max} deep; the checker reads up to {max}.',
	'too-long': 'The card is {length} characters long; the checker reads up to {max}.',
	'dangling-right': 'The sign "{shown}" has nothing on its right.',
	'dangling-here': 'The sign "{shown}" has nothing to work on here.',
	'ends-where-symbol': 'The card ends where "{sym}" is expected.',
	'ends-where': 'The card ends where {wanted} is expected.',
	'out-of-place': '"{shown}" is out of place here.',
	'out-of-place-symbol': '"{shown}" is out of place here; "{sym}" is expected.',
	'out-of-place-wanted': '"{shown}" is out of place here; {wanted} is expected.',
	'no-operator-between': '"{shown}" follows another term with no operator between them.',
	'empty-after': 'The condition after "{sep}" is empty.',
	'unknown-character': 'The character "{char}" has no meaning on a card.',
	'unknown-word': 'The checker does not know the word "{word}".',
	'set-depends-on':
		'A set inside the condition depends on the variable {v}; the checker does not handle that.',
	unbound: 'The variable {v} is not bound to any set.',
	'self-domain': 'The domain of {v} mentions {v} itself.',
	'domain-depends': 'A domain that depends on the variable {v} is not supported yet.',
	russell: 'Asking whether {v} is a member of itself, with no domain, is Russell’s paradox.',
	'give-domain':
		'Give {v} a domain, as in {example}: without one the checker reads only conditions about numbers.',
	'links-too-many-ways':
		'A condition that links two variables is read when it can hold in at most {max} ways; this one has more.',
	'only-numbers-can-be': 'Only numbers can be {predicate}.',
	'sets-cannot-combine': 'Sets cannot be combined with "{op}"; that sign works on numbers.',
	'variable-not-set': 'The variable {v} cannot stand for a set here.',
	'number-not-set':
		'"{shown}" is a number, not a set; a set of one number is written in braces, as in {example}.',
	'part-number-not-set':
		'This part of the card is a number, not a set; a set of one number is written in braces, as in {example}.'
} as const;

export type FaultKey = keyof typeof FAULT_SENTENCES;

/** The examples of notation a sentence shows: the same in every language. */
const EXAMPLES: Partial<Record<FaultKey, Record<string, string>>> = {
	'p-stands-for': { example: 'P({1, 2})' },
	'before-write-variable': { example: '{x ∈ ℤ | x > 0}' },
	'sets-built-from': { example: '{{k} : k ∈ ℕ}' },
	'nothing-varies-in': { example: '{2k : k ∈ ℤ}' },
	'image-whose-rule': { example: '{k√2 + π : k ∈ ℤ}' },
	'remainder-can-be-checked-only-against-list': { example: '{0, 1, 8}' },
	'scaled-sets-such': { example: '{2k : k ∈ ℤ}' },
	'condition-not-set': { example: '{x ∈ ... | ...}' },
	'both-sides-set': { example: '{3}' },
	'condition-cannot-be-element-did': { example: '{x ∈ ... | ...}' },
	'ellipsis-cannot-be': { example: '{1, 3, 5, ...}' },
	'power-with-variable-as-exponent-can-be-term': { example: '{2^k : k ∈ ℕ}' },
	'n-n-can': { example: '{n^n : n ∈ ℕ}' },
	'nobody-knows-whether': { example: '{π + e}' },
	'number-not-set': { example: '{3}' },
	'part-number-not-set': { example: '{3}' }
};

/** What a `wanted` value names: what the card should have had where it goes wrong. */
export const WANTED = {
	bracket: 'a bracket',
	'closing-bracket': 'a closing bracket',
	'bar-or-colon': '"|" or ":"',
	'comma-or-brace': '"," or "}"',
	'paren-after-power': '"(" after the power-set sign',
	property: 'a property such as "even" or "prime" after "is"'
} as const;

export type Wanted = keyof typeof WANTED;

/** One fault sentence as data: `fault/` and its key, and each of its values. */
export type CardFault = { code: `fault/${FaultKey}` } & { [value: string]: string };

/** The names of a sentence's values, in order of first use. */
export function faultValues(key: FaultKey): string[] {
	const names = [...FAULT_SENTENCES[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
	return [...new Set(names)];
}

/** The fault sentence `key` with its values (the sentence's fixed examples added here). */
export function f(key: FaultKey, values: Record<string, string> = {}): CardFault {
	return { code: `fault/${key}`, ...EXAMPLES[key], ...values } as CardFault;
}

/** The key of a fault sentence's code, or null for any other code. */
export function faultKey(code: string): FaultKey | null {
	const key = code.startsWith('fault/') ? code.slice(6) : '';
	return Object.hasOwn(FAULT_SENTENCES, key) ? (key as FaultKey) : null;
}

/**
 * Whether `value` is a fault sentence: a known code with exactly its values, each a short string
 * (codes where the sentence names a code). One from another phone that is not is not worded.
 */
export function isCardFault(value: unknown): value is CardFault {
	if (typeof value !== 'object' || value === null) return false;
	const record = value as Record<string, unknown>;
	const key = typeof record.code === 'string' ? faultKey(record.code) : null;
	if (key === null) return false;
	const names = faultValues(key);
	const keys = Object.keys(record).filter((k) => k !== 'code');
	const text = (name: string) =>
		typeof record[name] === 'string' && (record[name] as string).length < 4000;
	return (
		keys.length === names.length &&
		names.every(text) &&
		(!names.includes('wanted') || Object.hasOwn(WANTED, record.wanted as string)) &&
		(!names.includes('predicate') || PREDICATES.includes(record.predicate as string))
	);
}

/** The properties a card can say a number has (`x is even`), as `predicate` values name them. */
export const PREDICATES: readonly string[] = [
	'even',
	'odd',
	'prime',
	'square',
	'positive',
	'negative',
	'integer'
];

/** A fault sentence in English, as the CLI, the corpus and the tests read it. */
export function faultInEnglish(fault: CardFault): string {
	const key = faultKey(fault.code);
	if (key === null) return fault.code;
	return FAULT_SENTENCES[key].replace(/\{(\w+)\}/g, (_, name: string) =>
		name === 'wanted' ? (WANTED[fault.wanted as Wanted] ?? fault.wanted) : (fault[name] ?? '')
	);
}
