/**
 * `npm run -s referee -- <game> <command> [args]`: runs the referee CLI's bundle (see
 * referee-bundle.mjs), building it first when it is missing or older than its sources.
 */
import { pathToFileURL } from 'node:url';
import { ensureRefereeBundle } from './referee-bundle.mjs';

let bundle;
try {
	bundle = await ensureRefereeBundle();
} catch (err) {
	process.stderr.write(
		`The referee CLI could not be built: ${err instanceof Error ? err.message : String(err)}\n`
	);
	process.exit(1);
}
// The bundle reads process.argv and standard input itself, as scripts/referee.ts does.
await import(pathToFileURL(bundle.path).href);
