import type { FastifyBaseLogger, FastifyServerOptions, LogLevel } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type WritingLevel = Exclude<LogLevel, 'silent'>;
type Write = (...args: unknown[]) => void;

/** What pino offers beyond Fastify's logger type: whether a level would be written at all. */
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that makes its child of the app's logger (bound to the request id, with the
 * route's options) only when a line is first written at a level that is on. Most answers log
 * nothing, and making a pino child for each of them was a measurable share of a cached read; the
 * lines that are written come out exactly as the child would have written them.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  private write(level: WritingLevel, args: unknown[]) {
    // A route's own level (options.level) is the child's to judge, so only the inherited one is
    // checked here.
    if (!this.#child && !this.options.level && !this.parentWrites(level)) return;
    (this.made()[level] as Write)(...args);
  }

  private parentWrites(level: WritingLevel): boolean {
    return (this.parent as LevelCheck).isLevelEnabled?.(level) ?? true;
  }

  private made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // The class writes each level through the child's own method, with the arguments as given, so
  // it has that method's every overload; TypeScript cannot see that through the spread.
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
