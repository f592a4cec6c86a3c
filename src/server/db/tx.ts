// The executor types every repository shares: a transaction of the drizzle database, and "the
// database or the caller's transaction" for functions that run either way.
import type { Db } from "./connection";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;
