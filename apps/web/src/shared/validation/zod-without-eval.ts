/**
 * The content security policy forbids eval. Zod compiles a faster object parser with
 * `new Function` where it may, and merely probing for that makes the browser report a policy
 * violation on every page that builds a schema. Zod reads this global setting when it builds a
 * schema, so setting it before any page's code loads keeps the probe from running; parsing is as
 * strict, only not compiled. Only in the browser: the server has no such policy and keeps the
 * compiled parser.
 */
type TZodGlobalConfig = { jitless?: boolean };

if (typeof document !== 'undefined') {
  const holder = globalThis as { __zod_globalConfig?: TZodGlobalConfig };
  // Zod keeps the object it finds, so it is changed in place rather than replaced.
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
