/**
 * What a browser benchmark's `BENCH_TRACE=1` prints: the page's long tasks from a Chromium trace.
 */
export const TRACED = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * Prints the page's main-thread tasks over 50 ms of a trace: wall and CPU milliseconds, and for
 * those of 20 ms of CPU or more what they spent it on (events inside them, nested ones counted
 * in their parents too: a hint, not a profile).
 */
export function printLongTasks(trace: Buffer, painted?: number) {
	type Event = {
		name: string;
		ph: string;
		pid: number;
		tid: number;
		ts: number;
		dur?: number;
		tdur?: number;
		args?: { name?: string; data?: { functionName?: string; url?: string; lineNumber?: number } };
	};
	const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: Event[] };
	const main = new Set(
		traceEvents
			.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
			.map((e) => `${e.pid}:${e.tid}`)
	);
	const onMain = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
	const ms = (us = 0) => Math.round(us / 1000);
	const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
	const said = tasks.map((task) => {
		const line = `${ms(task.dur)} (${ms(task.tdur)} CPU)`;
		if ((task.tdur ?? 0) < 20_000) return line;
		const spent = new Map<string, number>();
		for (const e of onMain) {
			if (e === task || e.tid !== task.tid || e.ts < task.ts) continue;
			if (e.ts + (e.dur ?? 0) > task.ts + task.dur! || (e.tdur ?? 0) < 2_000) continue;
			const at = e.args?.data?.functionName
				? ` ${e.args.data.functionName} ${e.args.data.url?.split('/').pop()}:${e.args.data.lineNumber}`
				: '';
			spent.set(e.name + at, (spent.get(e.name + at) ?? 0) + (e.tdur ?? 0));
		}
		const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 6);
		return `${line} [${top.map(([name, t]) => `${name} ${ms(t)}`).join('; ')}]`;
	});
	console.log(`  main-thread tasks over 50 ms, wall (CPU) ms: ${said.join(', ') || 'none'}`);
	if (painted !== undefined) printCpuUntilPainted(traceEvents, onMain, painted);
	// The CPU each thread's tasks took (a worker's too): on a loaded machine, the figure that says
	// what the work costs, where wall times say how long a core was shared.
	const names = new Map(
		traceEvents
			.filter((e) => e.ph === 'M' && e.name === 'thread_name')
			.map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '?'])
	);
	const cpu = new Map<string, number>();
	for (const e of traceEvents) {
		if (e.ph !== 'X' || e.name !== 'RunTask' || !e.tdur) continue;
		const name = names.get(`${e.pid}:${e.tid}`) ?? '?';
		cpu.set(name, (cpu.get(name) ?? 0) + e.tdur);
	}
	const busiest = [...cpu].filter(([, us]) => us >= 50_000).sort((a, b) => b[1] - a[1]);
	console.log(`  CPU ms by thread: ${busiest.map(([n, us]) => `${n} ${ms(us)}`).join(', ')}`);
}

/**
 * The main thread's CPU from a tap's pointerdown to its first painted frame (`painted` ms after
 * it): what the tap itself cost, a figure a loaded machine inflates far less than wall times.
 */
function printCpuUntilPainted(
	traceEvents: { name: string; ph: string; ts: number; tid: number; args?: unknown }[],
	onMain: { name: string; ts: number; dur?: number; tdur?: number }[],
	painted: number
) {
	const down = traceEvents.find(
		(e) =>
			e.name === 'EventDispatch' &&
			(e.args as { data?: { type?: string } } | undefined)?.data?.type === 'pointerdown'
	);
	if (!down) return;
	const from = down.ts;
	const to = from + painted * 1000;
	let cpu = 0;
	for (const task of onMain) {
		if (task.name !== 'RunTask' || !task.dur || !task.tdur) continue;
		const overlap = Math.min(task.ts + task.dur, to) - Math.max(task.ts, from);
		if (overlap > 0) cpu += (task.tdur * overlap) / task.dur;
	}
	console.log(
		`  main-thread CPU from pointerdown to painted (${Math.round(painted)} ms): ${Math.round(cpu / 1000)} ms`
	);
}
