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

/** The refusal for the first issue valibot found. */
export function refusalOf(what: string, issues: readonly v.BaseIssue<unknown>[]): string {
	const first = issues[0];
	// A missing part is reported by the group that lacks it, whose message would mislead.
	const message = first?.received === 'undefined' ? 'it is missing' : first?.message;
	return `${what}: at ${placeOf(first?.path)}, ${message ?? 'something is wrong'}.`;
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
