/**
 * A pseudo-language for tests only, never offered to users: every English message with its
 * letters accented ("Séttîñgš") and padded to about 40% longer, as German and French often are,
 * so a screen shown in it shows text that overflows its box and English that never became a
 * message (plain letters). Parameters ({name}) are kept as they are.
 */
import { compile } from '@inlang/paraglide-js';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { paraglideOptions } from './messages.mjs';

/** @typedef {{ declarations?: string[]; selectors?: string[]; match: Record<string, string> }} Variant */
/** @typedef {Record<string, string | Variant[]>} Messages */

/** Each plain letter's accented look-alike. @type {Record<string, string>} */
const ACCENTED = Object.fromEntries(
	[...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
		letter,
		[...'áƀçðéƒĝĥîĵķľɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĽṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][i]
	])
);
/** How much longer a pseudo message is than its English, as a share of the English. */
export const PSEUDO_GROWTH = 0.4;

/**
 * `length` characters of padding: a word of its own, or words of at most seven, after a sentence
 * (as a longer language's words would wrap), else stuck to the one word ("Šţáŕţ~~").
 * @param {number} length
 * @param {boolean} sentence
 */
function padding(length, sentence) {
	if (!sentence) return '~'.repeat(length);
	const words = [];
	for (let left = length - 1; left > 0; left -= 8) words.push('~'.repeat(Math.min(7, left)));
	return words.length ? ` ${words.join(' ')}` : '~';
}

/**
 * One message's text in the pseudo-language.
 * @param {string} english
 */
export function pseudoText(english) {
	let letters = 0;
	const parts = english.split(/(\{\w+\})/);
	const accented = parts
		.map((part) => {
			if (part.startsWith('{')) return part;
			letters += part.length;
			return [...part].map((ch) => ACCENTED[ch] ?? ch).join('');
		})
		.join('');
	return `⟦${accented}${padding(Math.ceil(letters * PSEUDO_GROWTH), english.includes(' '))}⟧`;
}

/**
 * A message file (messages/en.json's shape) in the pseudo-language, variants and all.
 * @param {Messages} english
 * @returns {Messages}
 */
export function pseudoMessages(english) {
	/** @type {Messages} */
	const out = {};
	for (const [key, value] of Object.entries(english)) {
		if (key === '$schema') out[key] = value;
		else if (typeof value === 'string') out[key] = pseudoText(value);
		else
			out[key] = value.map((variant) => ({
				...variant,
				match: Object.fromEntries(
					Object.entries(variant.match).map(([when, text]) => [when, pseudoText(text)])
				)
			}));
	}
	return out;
}

/**
 * Compiles the app's messages with English replaced by the pseudo-language into `outdir` (a copy
 * of src/lib/paraglide), for a build made for a test (tests/e2e/pseudo-language.spec.ts): the
 * committed folder and the real build never see it. The other languages stay as they are.
 * @param {string} outdir
 */
export async function compilePseudo(outdir) {
	const root = resolve(import.meta.dirname, '..');
	const dir = await mkdtemp(join(tmpdir(), 'tablemate-pseudo-'));
	try {
		const settings = JSON.parse(await readFile(join(root, 'project.inlang/settings.json'), 'utf8'));
		settings.modules = settings.modules.map((/** @type {string} */ module) =>
			resolve(root, module)
		);
		await cp(join(root, 'project.inlang'), join(dir, 'project.inlang'), { recursive: true });
		await writeFile(join(dir, 'project.inlang/settings.json'), JSON.stringify(settings));
		await cp(join(root, 'messages'), join(dir, 'messages'), { recursive: true });
		const english = JSON.parse(await readFile(join(root, 'messages/en.json'), 'utf8'));
		await writeFile(join(dir, 'messages/en.json'), JSON.stringify(pseudoMessages(english)));
		await compile({ ...paraglideOptions, project: join(dir, 'project.inlang'), outdir });
	} finally {
		await rm(dir, { recursive: true, force: true });
	}
}
