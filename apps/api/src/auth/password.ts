import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (a const enum in the typings, so spelled as its value).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Hashes run on a pool of their own, one thread per CPU, each taking the next job from its own queue (decision 1030).
// libuv's shared pool (four threads) ran four 19 MiB hashes at once on two CPUs, which evicted each other from the
// caches, and a hash waiting there held up file reads behind it.
const WORKER_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const argon2 = process.getBuiltinModule('node:module').createRequire(workerData.argon2)(workerData.argon2);
parentPort.on('message', ({ id, kind, hashed, password, options }) => {
  try {
    const value = kind === 'hash' ? argon2.hashSync(password, options) : argon2.verifySync(hashed, password);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

type Job = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Lane = { worker: Worker; jobs: Map<number, Job> };

const SIZE = Math.max(1, availableParallelism());
const lanes: (Lane | undefined)[] = Array.from({ length: SIZE });
const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
let nextId = 0;

function lane(index: number): Lane {
  const existing = lanes[index];
  if (existing) return existing;
  // No inherited flags: the thread runs plain JavaScript, whatever loader or input type the process was started with.
  const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { argon2: argon2Path } });
  const created: Lane = { worker, jobs: new Map() };
  worker.unref();
  worker.on('message', ({ id, value, error }: { id: number; value?: string | boolean; error?: string }) => {
    const job = created.jobs.get(id);
    if (!job) return;
    created.jobs.delete(id);
    // An idle pool does not keep a script that has finished alive.
    if (created.jobs.size === 0) worker.unref();
    if (error === undefined) job.resolve(value!);
    else job.reject(new Error(error));
  });
  const fail = (error: Error) => {
    // The next job starts a new thread; a lane that already replaced this one stays.
    if (lanes[index] === created) lanes[index] = undefined;
    for (const job of created.jobs.values()) job.reject(error);
    created.jobs.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`password hashing thread exited (${code})`)));
  lanes[index] = created;
  return created;
}

function run<T extends string | boolean>(message: {
  kind: 'hash' | 'verify';
  hashed?: string;
  password: string;
}) {
  // The lane with the fewest jobs waiting; a lane not started yet counts as empty.
  let best = 0;
  let fewest = Infinity;
  for (let i = 0; i < SIZE; i++) {
    const queued = lanes[i]?.jobs.size ?? 0;
    if (queued < fewest) [best, fewest] = [i, queued];
  }
  const target = lane(best);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    if (target.jobs.size === 0) target.worker.ref();
    target.jobs.set(id, { resolve: resolve as Job['resolve'], reject });
    target.worker.postMessage({ id, ...message, options: OPTIONS });
  });
}

/** How many hashes run at once: one a CPU. */
export const HASH_THREADS = SIZE;

// A password is hashed in Unicode's composed form (NFC): "Nguyễn" typed on macOS arrives decomposed (its marks as
// separate characters) and on Windows or a phone composed, and both must open the account (decision 1148).
export const hashPassword = (password: string) =>
  run<string>({ kind: 'hash', password: password.normalize('NFC') });

async function verifiesAs(hashed: string, password: string): Promise<boolean> {
  try {
    return await run<boolean>({ kind: 'verify', hashed, password });
  } catch {
    return false;
  }
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const composed = password.normalize('NFC');
  if (await verifiesAs(hashed, composed)) return true;
  // A hash made before decision 1148 holds the password as the browser sent it: composed (tried above), decomposed,
  // or, seldom, as typed. Only a password with a letter that has a mark can differ, so ASCII ones cost one hash.
  for (const form of new Set([password.normalize('NFD'), password])) {
    if (form !== composed && (await verifiesAs(hashed, form))) return true;
  }
  return false;
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing tells nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing-Aa1');
  await verifyPassword(await dummy, password);
  return false;
}
