/**
 * `npm run table-server`: the relay alone, on a port of its own, for an app served elsewhere (see
 * relay.mjs and the README; `npm run serve` puts app and relay on one port). Settings come from
 * flags or the environment and are logged at start, one line.
 */
import { limitedLog } from './log.mjs';
import { readOptions, startRelay } from './relay.mjs';
import { stopOnSignals } from './serve.mjs';

let options;
try {
	options = readOptions(process.argv.slice(2), process.env);
} catch (err) {
	console.error(err instanceof Error ? err.message : String(err));
	process.exit(2);
}
// Each kind of event at most a few lines a minute (log.mjs): a flood is counted, not written.
const log = limitedLog((line) => console.log(`${new Date().toISOString()} ${line}`));
let relay;
try {
	relay = await startRelay({ ...options, log });
} catch (err) {
	console.error(err instanceof Error ? err.message : String(err));
	process.exit(1);
}
stopOnSignals(relay.close, log);
