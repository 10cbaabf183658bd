// The environment the server runs in, for `npm start` and the benchmarks alike.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates at once an arena of its own (up to
// eight per core), and Node's thread pool, V8's helper threads and the database client each keep
// pages in theirs. Two arenas hold the server's resident memory about 10-40 MB lower at rest,
// measured with `npm run bench:memory`. A value already set is kept.
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
