/**
 * `npm start`: installs what is missing, builds, and serves the production build (service worker
 * included) on http://localhost:4173 until stopped with Ctrl+C.
 */
import { ensurePackages, run } from './tooling.mjs';

try {
	await ensurePackages();
	await run('npm', ['run', '-s', 'build']);
	console.log('\nTablemate is served at http://localhost:4173 (Ctrl+C stops it).\n');
	await run('npm', ['run', '-s', 'preview']);
} catch (err) {
	if (err.stopped) process.exit(0);
	console.error(err.message);
	process.exit(err.exitCode || 1);
}
