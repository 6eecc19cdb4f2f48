/**
 * The words of a refused file: the first place in it that is wrong, as a path a person can follow
 * in the file ("plays › 4 › playerScores › 2 › winner", counting from 1), and what is wrong there.
 */
import * as v from 'valibot';

/** Where an issue is, counting list items from 1 as a person counts them. */
export function placeOf(path: readonly { key: unknown }[] | undefined): string {
	if (!path?.length) return 'the top of the file';
	return path
		.map(({ key }) => (typeof key === 'number' ? String(key + 1) : String(key)))
		.join(' › ');
}

/**
 * What is wrong at a place of a file, as data the screen words in its language: the English
 * sentence stays in `refused` for the CLI and the tests.
 */
export type PlaceProblem =
	| 'missing'
	| 'text'
	| 'too-long'
	| 'flag'
	| 'number'
	| 'whole'
	| 'too-large'
	| 'list'
	| 'too-many'
	| 'group'
	| 'zero-or-one'
	| 'form'
	| 'text-or-number'
	| 'other';

/** Why a plays file is refused, as data: `place` counts list items from 1, as a person does. */
export type PlaysRefusal =
	| { problem: 'not-xml'; line: number; column: number; said: string }
	| { problem: 'unreadable' }
	| { problem: 'not-json' }
	| { problem: 'at'; place: (string | number)[]; what: PlaceProblem; max?: number }
	| { problem: 'no-game' | 'no-player'; place: (string | number)[]; id: number };

/** A valibot path as places a person counts (list items from 1). */
export function placePath(path: readonly { key: unknown }[] | undefined): (string | number)[] {
	return (path ?? []).map(({ key }) => (typeof key === 'number' ? key + 1 : String(key)));
}

const PROBLEM_OF_TYPE: Record<string, PlaceProblem> = {
	string: 'text',
	boolean: 'flag',
	number: 'number',
	integer: 'whole',
	safe_integer: 'too-large',
	array: 'list',
	loose_object: 'group',
	object: 'group',
	picklist: 'zero-or-one',
	regex: 'form',
	union: 'text-or-number'
};

/** What is wrong at the first issue's place, as data. */
export function placeProblemOf(issue: v.BaseIssue<unknown> | undefined): PlaysRefusal {
	const place = placePath(issue?.path);
	if (!issue) return { problem: 'at', place, what: 'other' };
	if (issue.received === 'undefined') return { problem: 'at', place, what: 'missing' };
	if (issue.type === 'max_length')
		return {
			problem: 'at',
			place,
			what: Array.isArray(issue.input) ? 'too-many' : 'too-long',
			max: Number(issue.requirement)
		};
	return { problem: 'at', place, what: PROBLEM_OF_TYPE[issue.type] ?? 'other' };
}

/** The refusal for the first issue valibot found: in English, and as data. */
export function refusalOf(
	what: string,
	issues: readonly v.BaseIssue<unknown>[]
): { refused: string; said: PlaysRefusal } {
	const first = issues[0];
	// A missing part is reported by the group that lacks it, whose message would mislead.
	const message = first?.received === 'undefined' ? 'it is missing' : first?.message;
	return {
		refused: `${what}: at ${placeOf(first?.path)}, ${message ?? 'something is wrong'}.`,
		said: placeProblemOf(first)
	};
}

// Schemas whose messages follow the place they are about.
export const text = (max: number) =>
	v.pipe(
		v.string('there should be a text'),
		v.maxLength(max, `the text is longer than ${max.toLocaleString('en')} characters`)
	);
export const flag = v.boolean('there should be true or false');
export const whole = v.pipe(
	v.number('there should be a number'),
	v.integer('there should be a whole number'),
	v.safeInteger('the number is too large')
);
export const list = <T extends v.GenericSchema>(item: T, max: number, what: string) =>
	v.pipe(
		v.array(item, 'there should be a list'),
		v.maxLength(max, `there are more than ${max.toLocaleString('en')} ${what}`)
	);
export const object = <T extends v.ObjectEntries>(entries: T) =>
	v.looseObject(entries, 'there should be a group of named values');
