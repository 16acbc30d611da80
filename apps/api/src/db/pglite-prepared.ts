import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Named prepared statements on PGlite (decision 1018). PGlite's `query` parses, plans and runs a statement in six
 * calls into its WebAssembly backend and keeps nothing: on a hot statement that is most of its cost (the sign-in's
 * statement spent about 2 ms planning and 2 ms running). Here a statement is parsed once per database under its
 * name, and each call is one message: bind, describe, execute, sync. PostgreSQL then keeps a generic plan after a few
 * calls, as it does for node-postgres's named statements on a pooled connection.
 */

const { serialize } = protocol;

// Dates, times, intervals and numeric arrays stay PostgreSQL's text, as drizzle's PGlite and node-postgres
// drivers give them: callers read the same rows on either path.
const keepText = (value: string) => value;
const TEXT_KEPT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Prepared = { parameterTypes: number[] };
type Statements = { byName: Map<string, Prepared>; parsers: Record<number, (value: string) => unknown> };
const perDatabase = new WeakMap<PGlite, Statements>();

function statementsOf(client: PGlite): Statements {
  let found = perDatabase.get(client);
  if (!found) {
    const parsers = { ...client.parsers } as Statements['parsers'];
    for (const oid of TEXT_KEPT) parsers[oid] = keepText;
    found = { byName: new Map(), parsers };
    perDatabase.set(client, found);
  }
  return found;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The driver's client when it is the database itself (a transaction's client takes the ordinary path). */
export function pgliteOf(client: unknown): PGlite | null {
  return client instanceof PGlite ? client : null;
}

export async function queryPreparedPglite<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const call: Call = { client, statements: statementsOf(client), name, text, params };
  try {
    return await run<T>(call);
  } catch (error) {
    // Wrapped as drizzle wraps a failed query, so callers read the database's error the same way on every path.
    throw new DrizzleQueryError(text, params, error as Error);
  }
}

/** PostgreSQL's answers when its copy of a named statement is gone or stale: deallocated, or a table or type changed. */
const STALE = new Set(['26000', '0A000', 'XX000']);

/** One call of a named statement on one database. */
type Call = { client: PGlite; statements: Statements; name: string; text: string; params: unknown[] };

function run<T>(call: Call): Promise<T[]> {
  const { client, statements, name } = call;
  // Both of PGlite's locks, as its own `query` takes them: no statement of another caller's transaction runs between.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      // As PGlite's own `query`: a database that is closing or closed refuses, rather than answering nothing.
      await client._checkReady();
      try {
        return await execute<T>(call);
      } catch (error) {
        if (!statements.byName.has(name) || !STALE.has((error as { code?: string }).code ?? '')) throw error;
        // Outside a transaction the failed call changed nothing: the statement is prepared again and run once more.
        statements.byName.delete(name);
        await client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
          syncToFs: false,
        });
        return execute<T>(call);
      }
    }),
  );
}

async function execute<T>({ client, statements, name, text, params }: Call): Promise<T[]> {
  let prepared = statements.byName.get(name);
  if (!prepared) {
    const described = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    prepared = { parameterTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.byName.set(name, prepared);
  }
  const { parameterTypes } = prepared;
  // Each value in its type's text form, by the same serializers as PGlite's `query`.
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = client.serializers[parameterTypes[i]!];
    return serializer ? serializer(param) : String(param);
  });
  const { messages } = await client.execProtocol(
    concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
  return parse.parseResults(messages, statements.parsers)[0]?.rows as T[];
}
