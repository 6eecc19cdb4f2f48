/**
 * The one shape of every Web Worker client in the app (the Subsets checker's question and replay
 * lanes, the Transform optimiser): a lane runs one task at a time in one worker, keeps the worker
 * for the next task when it can be trusted, and ends a task in exactly one of these ways: its
 * worker answered, it was cancelled, its time limit ran out, its worker crashed, or no worker
 * could be started in this browser. Heavy work never runs on the page, so the page never freezes.
 */

/** How far a worker's task is in its `stage`; `total` is 0 when there is nothing to count. */
export interface StageProgress<Stage> {
	stage: Stage;
	done: number;
	total: number;
}

/** The part of a Worker a lane uses, so tests can stand one in. */
export interface WorkerPort<Request, Reply> {
	onmessage: ((event: MessageEvent<Reply>) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
	postMessage(request: Request): void;
	terminate(): void;
}

/** What a task may do while it runs. */
export interface TaskControl<Outcome> {
	/** Ends the task with `outcome`; the worker is kept for the next task only when `keepWorker`. */
	settle(outcome: Outcome, keepWorker: boolean): void;
	/**
	 * (Re)starts the task's one timer: if it runs out first, the task ends with `outcome` and the
	 * worker is let go (a worker stopped mid-task cannot be trusted with the next one).
	 */
	limit(ms: number, outcome: Outcome): void;
}

/** One task: the request posted, how replies are read, and the outcome of each other ending. */
export interface Task<Request, Reply, Outcome> {
	request: Request;
	/** Reads one reply; calls `control.settle` when the reply ends the task. */
	onReply(reply: Reply, control: TaskControl<Outcome>): void;
	/** Called once the request is posted, e.g. to start a time limit. */
	onStart?(control: TaskControl<Outcome>): void;
	cancelled: Outcome;
	crashed: Outcome;
	noWorker: Outcome;
}

/**
 * How long a worker let go while it still stores work of its own is given to finish it (an
 * import's summaries of 10,000 games take seconds on a slow phone) before it is stopped anyway.
 */
export const FINISHING_LIMIT_MS = 120_000;

export class WorkerLane<Request, Reply> {
	#worker: WorkerPort<Request, Reply> | null = null;
	/** Ends the task in progress as cancelled; null when none runs. */
	#stop: (() => void) | null = null;
	/**
	 * True while the worker, its task answered, still stores work of its own (an import's games are
	 * said stored before their summaries are): the worker is then never stopped mid-way, but let go
	 * once it says it has finished (see `isFinishedReply`), so Stats need not build them again.
	 */
	#finishing = false;

	constructor(private readonly spawn: () => WorkerPort<Request, Reply>) {}

	/** Runs one task; a task still running in this lane is cancelled first. */
	run<Outcome>(task: Task<Request, Reply, Outcome>): Promise<Outcome> {
		this.cancel();
		let worker: WorkerPort<Request, Reply>;
		try {
			this.#worker ??= this.spawn();
			worker = this.#worker;
		} catch {
			return Promise.resolve(task.noWorker);
		}
		return new Promise((resolve) => {
			let timer: ReturnType<typeof setTimeout> | undefined;
			const control: TaskControl<Outcome> = {
				settle: (outcome, keepWorker) => {
					clearTimeout(timer);
					worker.onmessage = keepWorker ? (event) => this.#heardFinished(event.data) : null;
					worker.onerror = null;
					this.#stop = null;
					if (!keepWorker) this.drop();
					resolve(outcome);
				},
				limit: (ms, outcome) => {
					clearTimeout(timer);
					timer = setTimeout(() => control.settle(outcome, false), ms);
				}
			};
			this.#stop = () => control.settle(task.cancelled, false);
			worker.onmessage = (event) => {
				if (this.#heardFinished(event.data)) return;
				this.#finishing = this.startsFinishing(event.data);
				task.onReply(event.data, control);
			};
			worker.onerror = () => control.settle(task.crashed, false);
			worker.postMessage(task.request);
			task.onStart?.(control);
		});
	}

	/**
	 * Starts the worker ahead of the first task, so it loads while the page does other work; when
	 * none can be started, the first task says so.
	 */
	prepare(): void {
		try {
			this.#worker ??= this.spawn();
		} catch {
			// The first task tries again, and ends as noWorker.
		}
	}

	/**
	 * Posts `request` to the worker of the task in progress (a request the worker must hear, such
	 * as a cancel it carries out itself); false when no task runs.
	 */
	protected send(request: Request): boolean {
		if (!this.#stop || !this.#worker) return false;
		this.#worker.postMessage(request);
		return true;
	}

	/** Stops the task in progress, if any (it ends as cancelled). */
	cancel(): void {
		this.#stop?.();
	}

	/** Stops everything and lets the worker go; for when the screen closes. */
	close(): void {
		this.cancel();
		this.drop();
	}

	/** Lets the worker go: the next task gets a fresh one. */
	protected drop(): void {
		const worker = this.#worker;
		this.#worker = null;
		if (!worker) return;
		if (!this.#finishing) return worker.terminate();
		// Still storing what its last task began: stopped once it has finished, not before.
		this.#finishing = false;
		const stop = () => {
			clearTimeout(limit);
			worker.terminate();
		};
		const limit = setTimeout(stop, FINISHING_LIMIT_MS);
		worker.onmessage = (event) => {
			if (this.isFinishedReply(event.data)) stop();
		};
		worker.onerror = stop;
	}

	/**
	 * True for a reply after which the worker still stores work of its own (none here); the lane
	 * is then `#finishing` until the worker says it has finished.
	 */
	protected startsFinishing(reply: Reply): boolean {
		void reply;
		return false;
	}

	/** True for the reply by which a worker says it finished the work its task left (none here). */
	protected isFinishedReply(reply: Reply): boolean {
		void reply;
		return false;
	}

	/** Notes a worker's word that it has finished; true when `reply` was that word. */
	#heardFinished(reply: Reply): boolean {
		if (!this.isFinishedReply(reply)) return false;
		this.#finishing = false;
		return true;
	}
}

/**
 * A lane whose tasks end in a write that only its worker can stop cleanly (an import's one
 * transaction): while `writing`, Cancel, and closing the screen, ask the worker to abort its
 * transaction and the task ends with the worker's answer (cancelled, or done when the write had
 * committed), never with a worker stopped mid-write, which could not say which. Otherwise Cancel
 * stops the worker at once, which only ever reads. Once its games are stored, the worker stores
 * their summaries and says `finished`: until then it is never stopped (see `#finishing`).
 */
export class WritingLane<Request, Reply extends { op: string }> extends WorkerLane<Request, Reply> {
	/** True while the task in progress writes: Cancel is then the worker's to carry out. */
	protected writing = false;

	constructor(
		spawn: () => WorkerPort<Request, Reply>,
		private readonly cancelRequest: Request
	) {
		super(spawn);
	}

	override cancel(): void {
		if (this.writing && this.send(this.cancelRequest)) return;
		super.cancel();
	}

	/** Lets the worker go, but never in the middle of a write: that one is cancelled cleanly. */
	override close(): void {
		if (this.writing && this.send(this.cancelRequest)) return;
		super.close();
	}

	/** Once an import's games are stored, its worker goes on to store their summaries. */
	protected override startsFinishing(reply: Reply): boolean {
		return reply.op === 'imported';
	}

	/** An import's worker says `finished` once the summaries of the games it stored are stored. */
	protected override isFinishedReply(reply: Reply): boolean {
		return reply.op === 'finished';
	}
}
