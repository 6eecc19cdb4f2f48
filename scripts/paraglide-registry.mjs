/**
 * Paraglide's compiled registry (src/lib/paraglide/registry.js, generated, committed as compiled)
 * makes a new `Intl.PluralRules`, `NumberFormat` or `DateTimeFormat` every time a message needs
 * one: a plural message called for each row of a list builds one per row (Home's 50 finished
 * games, one "won with" each: issue 37's tap on Home). This plugin makes the registry take them
 * from `src/lib/i18n/intl-formats.ts`, which makes each once for a locale and its options. The
 * answers are the same (a formatter is immutable); the compiled file stays as Paraglide writes it
 * (scripts/messages.test.ts compares it), and the build fails if the registry no longer reads as
 * expected, instead of silently losing the saving.
 */

const REGISTRY = /\/src\/lib\/paraglide\/registry\.js$/;

/** What is replaced in the registry, and by which of intl-formats.ts's makers. */
const MADE_ONCE = [
	['new Intl.PluralRules(', 'pluralRules('],
	['new Intl.NumberFormat(', 'numberFormat('],
	['new Intl.DateTimeFormat(', 'dateTimeFormat(']
];

/**
 * The registry's code with each formatter taken from intl-formats.ts.
 * @param {string} code
 * @returns {string}
 */
export function registryMadeOnce(code) {
	let out = code;
	for (const [made, kept] of MADE_ONCE) {
		if (out.split(made).length !== 2)
			throw new Error(`paraglide-registry: expected one "${made}" in registry.js`);
		out = out.replace(made, kept);
	}
	const names = MADE_ONCE.map(([, kept]) => kept.slice(0, -1)).join(', ');
	return `import { ${names} } from '../i18n/intl-formats';\n${out}`;
}

/** @returns {import('vite').Plugin} */
export function paraglideRegistryMadeOnce() {
	return {
		name: 'paraglide-registry-made-once',
		enforce: 'pre',
		transform(code, id) {
			if (!REGISTRY.test(id.split('?')[0])) return null;
			return { code: registryMadeOnce(code), map: null };
		}
	};
}
