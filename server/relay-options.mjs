/**
 * The relay's settings: their defaults, the flag and environment variable of each, how they are
 * read and described in the start line, and listening on a port with a plain sentence when it
 * is taken.
 */

/** The relay's settings, with their defaults; `readOptions` reads them from flags and env. */
export const DEFAULTS = {
	port: 4177,
	host: '0.0.0.0',
	/** Origins allowed besides the relay's own address ('*' for any). */
	origins: ['http://localhost:4173'],
	dataDir: '.table-data',
	maxMessageBytes: 256 * 1024,
	maxTableBytes: 4 * 1024 * 1024,
	maxMessagesPerSecond: 50,
	maxTableMessagesPerSecond: 200,
	maxPresenceBytes: 2048,
	maxPresencePerTable: 32,
	maxPhonesPerTable: 32,
	maxConnections: 20_000,
	maxTables: 100_000,
	maxNewTablesPerHour: 60,
	trustProxy: false,
	tableDays: 30,
	/** Redis's address (redis://host:port) when several relays share the tables; '' for none. */
	redis: ''
};

/** A flag's reader: a number, a string, a comma-separated list, or a switch with no value. */
const number = Number;
/** @param {string} v */
const list = (v) =>
	v
		.split(',')
		.map((o) => o.trim())
		.filter(Boolean);
const toggle = 'switch';

/** @typedef {[flag: string, variable: string, read: ((raw: string) => unknown) | 'switch']} Flag */

/**
 * Each setting's flag, environment variable and reader.
 * @type {Record<string, Flag>}
 */
export const FLAGS = {
	port: ['--port', 'TABLE_PORT', number],
	host: ['--host', 'TABLE_HOST', String],
	origins: ['--origins', 'TABLE_ORIGINS', list],
	dataDir: ['--data', 'TABLE_DATA', String],
	maxMessageBytes: ['--max-message-bytes', 'TABLE_MAX_MESSAGE_BYTES', number],
	maxTableBytes: ['--max-table-bytes', 'TABLE_MAX_TABLE_BYTES', number],
	maxMessagesPerSecond: ['--max-messages-per-second', 'TABLE_MAX_MESSAGES_PER_SECOND', number],
	maxTableMessagesPerSecond: [
		'--max-table-messages-per-second',
		'TABLE_MAX_TABLE_MESSAGES_PER_SECOND',
		number
	],
	maxPresenceBytes: ['--max-presence-bytes', 'TABLE_MAX_PRESENCE_BYTES', number],
	maxPresencePerTable: ['--max-presence-per-table', 'TABLE_MAX_PRESENCE_PER_TABLE', number],
	maxPhonesPerTable: ['--max-phones-per-table', 'TABLE_MAX_PHONES_PER_TABLE', number],
	maxConnections: ['--max-connections', 'TABLE_MAX_CONNECTIONS', number],
	maxTables: ['--max-tables', 'TABLE_MAX_TABLES', number],
	maxNewTablesPerHour: ['--max-new-tables-per-hour', 'TABLE_MAX_NEW_TABLES_PER_HOUR', number],
	trustProxy: ['--trust-proxy', 'TABLE_TRUST_PROXY', toggle],
	tableDays: ['--table-days', 'TABLE_DAYS', number],
	redis: ['--redis', 'TABLE_REDIS', String]
};

/**
 * Settings from command-line flags (`--port 4177`), then the environment (`TABLE_PORT`), then
 * the defaults. Throws a plain sentence for a value that is not usable or a flag it does not know.
 * @template {Record<string, unknown>} D
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {D} [defaults]
 * @param {Record<string, [string, string, ((raw: string) => unknown) | 'switch']>} [flags]
 * @returns {D}
 */
export function readOptions(
	argv,
	env,
	defaults = /** @type {D} */ (/** @type {unknown} */ (DEFAULTS)),
	flags = FLAGS
) {
	/** @type {Record<string, unknown>} */
	const options = { ...defaults };
	for (const [key, [flag, variable, read]] of Object.entries(flags)) {
		const at = argv.indexOf(flag);
		if (read === toggle) {
			if (at >= 0) options[key] = true;
			else if (env[variable] !== undefined) options[key] = /^(1|true|yes)$/i.test(env[variable]);
			continue;
		}
		const raw = at >= 0 ? argv[at + 1] : env[variable];
		if (raw === undefined) continue;
		const value = read(raw);
		// Port 0 asks the system for any free port (the server prints the one it got).
		const least = key === 'port' ? 0 : Number.MIN_VALUE;
		if (typeof value === 'number' && !(Number.isFinite(value) && value >= least))
			throw new Error(
				key === 'port'
					? `${flag} (or ${variable}) should be a port number, or 0 for any free port; it is "${raw}".`
					: `${flag} (or ${variable}) should be a positive number; it is "${raw}".`
			);
		options[key] = value;
	}
	const known = Object.values(flags).map(([f]) => f);
	const unknown = argv.filter((a) => a.startsWith('--') && !known.includes(a));
	if (unknown.length) throw new Error(`Unknown flag ${unknown[0]}. Known: ${known.join(', ')}.`);
	return /** @type {D} */ (options);
}

/**
 * The relay's settings in one line, for the line it logs as it starts.
 * @param {typeof DEFAULTS} options
 */
export function describe(options) {
	return (
		`(origins: its own${options.origins.length ? `, ${options.origins.join(', ')}` : ''}; ` +
		`data: ${options.dataDir}; ` +
		`message ≤ ${options.maxMessageBytes} B, table ≤ ${options.maxTableBytes} B, ` +
		`presence ≤ ${options.maxPresenceBytes} B × ${options.maxPresencePerTable} a table; ` +
		`≤ ${options.maxMessagesPerSecond} messages/s a phone, ${options.maxTableMessagesPerSecond} a table; ` +
		`≤ ${options.maxPhonesPerTable} phones a table, ${options.maxConnections} in all; ` +
		`≤ ${options.maxTables} tables, ${options.maxNewTablesPerHour} new an hour from one address` +
		`${options.trustProxy ? ' (as X-Forwarded-For names it)' : ''}; ` +
		`a table unused for ${options.tableDays} days is deleted` +
		// The host alone: the address may carry Redis's password.
		`${options.redis ? `; tables shared with other relays through Redis at ${new URL(options.redis).host}` : ''})`
	);
}

/**
 * Listens on `port` (0 for any free one); resolves with the port it got, or rejects with a plain
 * sentence.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @param {string} what
 */
export async function listen(server, port, host, what) {
	await new Promise((resolve, reject) => {
		server.once('error', (err) =>
			reject(
				new Error(
					/** @type {NodeJS.ErrnoException} */ (err).code === 'EADDRINUSE'
						? `Port ${port} is already in use on ${host}: stop what uses it, or give ${what} another port (--port).`
						: `${what[0].toUpperCase()}${what.slice(1)} could not listen on ${host}:${port}: ${err.message}`
				)
			)
		);
		server.listen(port, host, () => resolve(undefined));
	});
	const address = server.address();
	return typeof address === 'object' && address ? address.port : port;
}
