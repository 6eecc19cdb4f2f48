/**
 * The layering of docs/ARCHITECTURE.md ("Layers" and "The Subsets checker"), checked by
 * dependency-cruiser on every `npm test` (`npm run lint:imports`). Each rule names an arrow that
 * must not exist; the picture in the doc is drawn from these rules, so change both together.
 *
 * Type imports count (`tsPreCompilationDeps`): a type is a dependency as much as a value is.
 * Tests may import anything (a test of a low module may read a card through the whole checker),
 * so the layer rules look only at the code the app and the CLI run. The arrows that pointed the
 * wrong way when these rules were written are listed, one by one, in
 * `.dependency-cruiser-known-violations.json` (and as debts in docs/ARCHITECTURE.md): the run
 * counts them in one line ("N known violations ignored") until they are fixed, and any new one
 * fails.
 */

/** Test files and the checker's test-only helpers: they may import any layer. */
const tests = [
	'\\.test\\.ts$',
	'\\.spec\\.ts$',
	'\\.bench\\.ts$',
	'^src/lib/core/subsets-checker/testing/',
	'\\.d\\.ts$'
];

/** A rule that no code in `from` (tests aside) imports `to`. */
function forbid(name, comment, from, to) {
	return {
		name,
		comment,
		severity: 'error',
		from: { path: from, pathNot: tests },
		to: { path: to }
	};
}

const lib = '^src/lib';
/** The shared table's sync in the browser (Yjs, the relay's provider, the rune class the screens hold). */
const sharedTable = '^src/lib/shared-table/';
const sets = '^src/lib/core/subsets-checker';

export default {
	forbidden: [
		{
			name: 'no-circle',
			comment:
				'No module imports itself through others, type imports included: each layer can be read, tested and changed from the bottom up.',
			severity: 'error',
			from: {},
			to: { circular: true }
		},

		// The app's layers: routes → components and state → games → core, db below state.
		forbid(
			'core-is-the-bottom',
			'src/lib/core is pure TypeScript below every other layer: it imports no game, database, state, shared-table sync, component or screen.',
			`${lib}/core/`,
			[`${lib}/(games|rules|db|state|shared-table|workers|components)/`, '^src/routes/']
		),
		forbid(
			'games-below-state',
			'A game (its engine, rules text and CLI module) imports only core, the rules page shape and the worker lane; never the database, the state, the shared-table sync, components or screens.',
			`${lib}/games/`,
			[`${lib}/(db|state|shared-table|components)/`, '^src/routes/']
		),
		forbid(
			'rules-below-state',
			'The shape of a rules page and the rules search import only core and the games.',
			`${lib}/rules/`,
			[`${lib}/(db|state|shared-table|components)/`, '^src/routes/']
		),
		forbid(
			'worker-lane-below-games',
			'The worker lane is a shape the games and the state use: it imports only core.',
			`${lib}/workers/`,
			[`${lib}/(games|rules|db|state|shared-table|components)/`, '^src/routes/']
		),
		forbid(
			'db-below-state',
			'The database (src/lib/db) is used by the state and the screens, and uses only core and the games: never the state, the shared-table sync, components or screens.',
			`${lib}/db/`,
			[`${lib}/(state|shared-table|components)/`, '^src/routes/']
		),
		forbid(
			'state-below-components',
			'The state (and the shared-table sync in src/lib/shared-table) turns stored rows and engines into runes for the screens: it imports no component or screen.',
			`${lib}/(state|shared-table)/`,
			[`${lib}/components/`, '^src/routes/']
		),
		// The shared table: its pure rules in core/shared-table, its sync in one folder.
		{
			name: 'shared-table-sync-in-one-folder',
			comment:
				"Only the shared table's sync (src/lib/shared-table) speaks Yjs and the relay's provider: no other code of the app imports them.",
			severity: 'error',
			from: { path: '^src/', pathNot: [...tests, sharedTable] },
			to: { path: '^node_modules/(yjs|y-websocket|y-protocols)/' }
		},
		{
			name: 'shared-table-loaded-on-demand',
			comment:
				"The shared table's sync (its link, sharing and joining, and Yjs with them) is loaded by a dynamic import only when a game is shared or joined, so no other screen carries it: elsewhere it is named by type only.",
			severity: 'error',
			from: { path: '^src/', pathNot: [...tests, sharedTable] },
			to: {
				path: sharedTable,
				// The notices it leaves for the game screen are plain runes, read at every game.
				pathNot: `${sharedTable}alerts\\.svelte\\.ts$`,
				dependencyTypesNot: ['dynamic-import', 'type-only']
			}
		},
		forbid(
			'components-below-routes',
			'A component used by several screens imports no screen.',
			`${lib}/components/`,
			'^src/routes/'
		),
		forbid(
			'app-apart-from-tools',
			'The app imports nothing from the server, the scripts, the benchmarks or the tests.',
			'^src/',
			'^(server|scripts|bench|tests)/'
		),

		// The Subsets checker: arithmetic, then errors and work, then read → forms → decide → explain.
		forbid(
			'sets-arithmetic-at-the-bottom',
			'The numbers a card writes (subsets-checker/arithmetic: fractions, surds, π and e) are below every stage of the checker and below its work: they import only integers (core/numbers) and errors.ts.',
			`${sets}/arithmetic/`,
			[`${sets}/(read|forms|decide|explain|testing)/`, `${sets}/(work|index|referee|card)\\.ts$`]
		),
		forbid(
			'sets-work-below-stages',
			'errors.ts and work.ts are shared by every stage and import none of them.',
			`${sets}/(errors|work)\\.ts$`,
			[`${sets}/(read|forms|decide|explain|testing)/`, `${sets}/(index|referee|card)\\.ts$`]
		),
		forbid(
			'sets-read-first',
			'Reading a card (subsets-checker/read) uses only the arithmetic, errors and work: it never reaches the normal forms, the decision or the words that explain it.',
			`${sets}/read/`,
			[`${sets}/(forms|decide|explain|testing)/`, `${sets}/(index|referee|card)\\.ts$`]
		),
		forbid(
			'sets-forms-before-decide',
			'The normal forms (subsets-checker/forms) use what read/ gives them, never the decision or the explanation.',
			`${sets}/forms/`,
			[`${sets}/(decide|explain|testing)/`, `${sets}/(index|referee|card)\\.ts$`]
		),
		forbid(
			'sets-decide-before-explain',
			'The decision (subsets-checker/decide) uses read/ and forms/, never explain/ (the words of an answer are built from forms/print.ts).',
			`${sets}/decide/`,
			[`${sets}/(explain|testing)/`, `${sets}/(index|referee|card)\\.ts$`]
		),
		forbid(
			'sets-explain-last',
			'The explanation (subsets-checker/explain) is the last stage: only the entry points use it.',
			`${sets}/explain/`,
			[`${sets}/testing/`, `${sets}/(index|referee)\\.ts$`]
		),
		forbid(
			'sets-testing-for-tests',
			'The oracle and the corpus (subsets-checker/testing) are imported by tests only, so they are never bundled.',
			'^src/',
			`${sets}/testing/`
		)
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		// node_modules is not excluded but not followed: a rule may name a package (Yjs), whose own
		// imports are never read.
		exclude: { path: ['^\\.svelte-kit/', '^build/'] },
		tsPreCompilationDeps: true,
		// SvelteKit's `$lib` (its tsconfig's paths sit in a generated file whose relative paths the
		// resolver misreads) and the module kinds the app uses.
		webpackConfig: { fileName: '.dependency-cruiser.aliases.mjs' },
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['import', 'require', 'node', 'default', 'types'],
			mainFields: ['module', 'main', 'types', 'typings']
		},
		skipAnalysisNotInRules: true,
		cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' }
	}
};
