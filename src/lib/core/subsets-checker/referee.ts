/**
 * The Subsets referee for the CLI: `batch` answers `check` and `subset` lines; `check`, `subset`
 * and `deck` answer one question from a shell.
 */
import {
	BadRequest,
	readOpLine,
	refuseUnknownFields,
	type CommandResult,
	type RefereeModule
} from '../referee';
import { checkCard, decideSubset, type SetRules } from './index';
import { countOf } from '../words';

/** Whether `value` is a JSON object (not null, not a list), whose fields are read one by one. */
function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readRules(value: unknown): SetRules {
	if (value === undefined) return { naturalsFrom: 1 };
	if (!isObject(value)) throw new BadRequest('"rules" must be an object.');
	refuseUnknownFields(value, ['naturalsFrom'], '"rules"');
	const from = value.naturalsFrom;
	if (from === undefined) return { naturalsFrom: 1 };
	if (from !== 0 && from !== 1) throw new BadRequest('"rules.naturalsFrom" must be 0 or 1.');
	return { naturalsFrom: from };
}

function readText(line: Record<string, unknown>, field: string): string {
	const value = line[field];
	if (typeof value !== 'string') throw new BadRequest(`The line has no "${field}" text.`);
	return value;
}

/** The answer to one `check` line. */
export function checkLine(card: string, rules: SetRules): Record<string, unknown> {
	const r = checkCard(card, rules);
	if (r.verdict === 'valid')
		return { verdict: r.verdict, reason: r.reason, description: r.description };
	return { verdict: r.verdict, reason: r.reason, span: r.span };
}

/** The answer to one `subset` line. */
export function subsetLine(a: string, s: string, rules: SetRules): Record<string, unknown> {
	const r = decideSubset(a, s, rules);
	const out: Record<string, unknown> = { verdict: r.verdict };
	if (r.card) out.card = r.card;
	if (r.witness !== undefined) out.witness = r.witness;
	out.reason = r.reason;
	if (r.span) out.span = r.span;
	return out;
}

/** The card with a caret line under the faulty span. */
function pointAt(card: string, span: [number, number]): string {
	const [start, end] = span;
	const width = Math.max(1, [...card.slice(start, end)].length);
	return `  ${card}\n  ${' '.repeat([...card.slice(0, start)].length)}${'^'.repeat(width)}`;
}

function check(args: string[]): CommandResult {
	if (args.length !== 1) return { output: 'Usage: subsets check "<card>"', exitCode: 2 };
	const r = checkCard(args[0]);
	if (r.verdict === 'valid') return { output: `valid: ${r.description}`, exitCode: 0 };
	return { output: `${r.verdict}: ${r.reason}\n${pointAt(args[0], r.span)}`, exitCode: 0 };
}

function subset(args: string[]): CommandResult {
	if (args.length !== 2) return { output: 'Usage: subsets subset "<a>" "<s>"', exitCode: 2 };
	const r = decideSubset(args[0], args[1]);
	const lines = [`${r.verdict}: ${r.reason}`];
	if (r.witness !== undefined) lines.push(`witness: ${r.witness}`);
	if (r.span && r.card) lines.push(pointAt(r.card === 'a' ? args[0] : args[1], r.span));
	return { output: lines.join('\n'), exitCode: 0 };
}

/** Every card of a deck file (one a line), its verdict, then the number of errors. */
export function deckReport(
	text: string,
	rules: SetRules = { naturalsFrom: 1 }
): { lines: string[]; errors: number } {
	const lines: string[] = [];
	let errors = 0;
	text.split(/\r?\n/).forEach((card, i) => {
		if (card.trim() === '') return;
		const r = checkCard(card, rules);
		if (r.verdict === 'error') errors++;
		const detail =
			r.verdict === 'valid' ? r.description : `${r.reason} (characters ${r.span[0]}-${r.span[1]})`;
		lines.push(`line ${i + 1}: ${r.verdict}: ${card}\n  ${detail}`);
	});
	return { lines, errors };
}

/** Each op's fields besides "op"; a line holding any other field is refused. */
const FIELDS = { check: ['card', 'rules'], subset: ['a', 's', 'rules'] } as const;

export const referee: RefereeModule = {
	batch(input) {
		const line = readOpLine(input, FIELDS, 'Subsets');
		const rules = readRules(line.rules);
		if (line.op === 'check') return checkLine(readText(line, 'card'), rules);
		return subsetLine(readText(line, 'a'), readText(line, 's'), rules);
	},
	commands: {
		check: (args) => check(args),
		subset: (args) => subset(args),
		deck(args, io) {
			if (args.length !== 1) return { output: 'Usage: subsets deck FILE', exitCode: 2 };
			const { lines, errors } = deckReport(io.readFile(args[0]));
			lines.push(`${countOf(errors, 'error')} in ${countOf(lines.length, 'card')}.`);
			return { output: lines.join('\n'), exitCode: 0 };
		}
	}
};
