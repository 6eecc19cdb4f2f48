/**
 * `npm run table-server`: the relay that joins the phones of a shared table (see table-relay.mjs
 * and the README). Settings come from flags or the environment and are printed at start.
 */
import { readOptions, startRelay } from './table-relay.mjs';

let options;
try {
	options = readOptions(process.argv.slice(2), process.env);
} catch (err) {
	console.error(err instanceof Error ? err.message : String(err));
	process.exit(2);
}
let relay;
try {
	relay = await startRelay({ ...options, log: (line) => console.log(line) });
} catch (err) {
	console.error(err instanceof Error ? err.message : String(err));
	process.exit(1);
}

// A stopped relay writes every table first, so nothing a phone sent is lost.
for (const signal of ['SIGINT', 'SIGTERM']) {
	process.once(signal, () => {
		void relay.close().then(() => process.exit(0));
	});
}
