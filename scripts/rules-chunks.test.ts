import { describe, expect, it } from 'vitest';
import { rulesTextChunkNames } from './rules-chunks.mjs';

/** The chunk file name the plugin gives a chunk whose entry module is `facadeModuleId`. */
function nameOf(base: unknown, facadeModuleId: string | null): unknown {
	const plugin = rulesTextChunkNames();
	const hook = plugin.outputOptions as (options: object) => { chunkFileNames: unknown } | null;
	const options = hook({ chunkFileNames: base });
	if (!options) return null;
	const name = options.chunkFileNames as (chunk: { facadeModuleId: string | null }) => string;
	return name({ facadeModuleId });
}

describe('the rules text chunk names', () => {
	it('names a game’s rules in one language after the game and the language', () => {
		expect(
			nameOf('_app/immutable/chunks/[hash].js', '/app/src/lib/games/reframing/rules-text/de.ts')
		).toBe('_app/immutable/chunks/rules-reframing-de.[hash].js');
	});

	it('leaves every other chunk as it was named', () => {
		expect(nameOf('_app/immutable/chunks/[hash].js', '/app/src/lib/games/reframing/rules.ts')).toBe(
			'_app/immutable/chunks/[hash].js'
		);
		expect(nameOf('_app/immutable/chunks/[hash].js', null)).toBe('_app/immutable/chunks/[hash].js');
	});

	it('leaves a build that does not name chunks by hash alone', () => {
		expect(nameOf('chunks/[name].js', '/app/src/lib/games/notepad/rules-text/en.ts')).toBeNull();
	});
});
