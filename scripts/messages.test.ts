import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@inlang/paraglide-js';
import { paraglideOptions } from './messages.mjs';
import { pseudoMessages, pseudoText, PSEUDO_GROWTH } from './pseudo-messages.mjs';

type Variant = { declarations?: string[]; match: Record<string, string> };
type Messages = Record<string, string | Variant[]>;

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
	baseLocale: string;
	locales: string[];
};
const read = (locale: string) =>
	JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const english = read(settings.baseLocale);
const keys = (messages: Messages) => Object.keys(messages).filter((key) => key !== '$schema');

/** The parameters a message takes: `{name}` in its text, and inputs its variants declare. */
function parameters(message: string | Variant[]): string[] {
	const texts =
		typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
	const found = new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
	if (typeof message !== 'string') {
		for (const declaration of message.flatMap((v) => v.declarations ?? [])) {
			const input = /^input (\w+)$/.exec(declaration);
			if (input) found.add(input[1]);
		}
	}
	return [...found].sort();
}

describe('every language has every message, with English’s parameters', () => {
	it('offers English, German, French and Spanish', () => {
		expect(settings.locales).toEqual(['en', 'de', 'fr', 'es']);
	});

	for (const locale of settings.locales.filter((l) => l !== settings.baseLocale)) {
		it(`${locale}: the same messages, each with the same parameters, none empty`, () => {
			const messages = read(locale);
			expect(keys(messages).sort(), `${locale} lacks or adds messages`).toEqual(
				keys(english).sort()
			);
			for (const key of keys(english)) {
				expect(parameters(messages[key]), `${locale}.${key}'s parameters`).toEqual(
					parameters(english[key])
				);
				const texts =
					typeof messages[key] === 'string'
						? [messages[key]]
						: messages[key].flatMap((v) => Object.values(v.match));
				for (const text of texts) expect(text.trim(), `${locale}.${key}`).not.toBe('');
			}
		});
	}
});

/** Every file under `dir`, with its text. */
function tree(dir: string): Map<string, string> {
	const files = new Map<string, string>();
	const walk = (at: string) => {
		for (const name of readdirSync(at)) {
			const path = join(at, name);
			if (statSync(path).isDirectory()) walk(path);
			else files.set(relative(dir, path), readFileSync(path, 'utf8'));
		}
	};
	walk(dir);
	return files;
}

describe('the compiled messages', () => {
	it('are committed as the message files compile them (else: npm run messages)', async () => {
		const outdir = mkdtempSync(join(tmpdir(), 'tablemate-messages-'));
		try {
			await compile({ ...paraglideOptions, outdir });
			const fresh = tree(outdir);
			const committed = tree(paraglideOptions.outdir);
			expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
			for (const [file, text] of fresh) expect(committed.get(file), file).toBe(text);
		} finally {
			rmSync(outdir, { recursive: true, force: true });
		}
	}, 120_000);
});

describe('the pseudo-language for tests', () => {
	it('accents every letter, keeps the parameters and is about 40% longer', () => {
		const text = 'Last played {when}';
		const pseudo = pseudoText(text);
		expect(pseudo).toContain('{when}');
		expect(pseudo).not.toMatch(/[a-zA-Z](?![^{]*\})/);
		const letters = text.replace('{when}', '').length;
		expect(pseudo.length - text.length).toBeGreaterThanOrEqual(letters * PSEUDO_GROWTH);
	});

	it('turns every English message, variants too, keeping its parameters', () => {
		const pseudo = pseudoMessages(english) as Messages;
		expect(keys(pseudo)).toEqual(keys(english));
		for (const key of keys(english))
			expect(parameters(pseudo[key])).toEqual(parameters(english[key]));
	});
});
