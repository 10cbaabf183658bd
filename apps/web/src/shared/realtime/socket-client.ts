import { SOCKET } from '@irreplaceable/contracts/constants';
import { SOCKET_REFUSED_CLOSE_CODE } from '@irreplaceable/contracts/realtime/messages';

/**
 * `failed`: gave up after its reconnects (a later `connect` starts over). `refused`: the server
 * closed it as a matter of policy (too many sockets from this address, or too many messages);
 * it stays closed for the life of the client, and the page follows its work over HTTP.
 */
export type TSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'failed' | 'refused';

export type TSocketTiming = { [K in keyof typeof SOCKET]: number };

export type TSocketClientOptions<TMessage> = {
  /** Where to connect; read again at every attempt. */
  url: () => string;
  /** Turns one decoded JSON frame into a message, or null to ignore the frame. */
  parse: (raw: unknown) => TMessage | null;
  /** The first message every new connection sends, before anything else. */
  greeting?: () => unknown;
  /** The spec's socket constants; tests may shorten them. */
  timing?: Partial<TSocketTiming>;
};

type TListener<T> = (value: T) => void;

/** ws: or wss: to match the page, on the page's own host (the server's CSP allows 'self' only). */
export function socketUrl(path: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}

/**
 * One WebSocket that stays up (spec 000 sections 4 and 9): a connect timeout, up to
 * `reconnectAttempts` reconnects with a doubling delay before giving up, a heartbeat check that
 * reconnects a silent connection, and typed, validated messages: a frame that `parse` rejects is
 * ignored, never thrown. A socket the server refuses (close code 1008) is never opened again:
 * reconnecting would only be refused again, and many tabs behind one address doing so would
 * keep the server busy refusing them.
 */
export class SocketClient<TMessage extends { type: string }> {
  private socket: WebSocket | null = null;
  private status: TSocketStatus = 'idle';
  private failedAttempts = 0;
  private lastHeardAt = 0;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private readonly handlers = new Map<string, Set<TListener<TMessage>>>();
  private readonly statusListeners = new Set<TListener<TSocketStatus>>();
  private readonly timing: TSocketTiming;

  constructor(private readonly options: TSocketClientOptions<TMessage>) {
    this.timing = { ...SOCKET, ...options.timing };
  }

  getStatus(): TSocketStatus {
    return this.status;
  }

  /** Starts connecting unless a connection is open or on its way; a gave-up client starts over. */
  connect(): void {
    if (this.socket || this.reconnectTimer !== undefined || this.isRefused()) return;
    this.failedAttempts = 0;
    this.open();
  }

  /** Closes on purpose: no reconnect follows. */
  disconnect(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.closeSocket();
    if (!this.isRefused()) this.setStatus('idle');
  }

  /** Drops the current connection and opens a new one now (say, with a new connection id). */
  reconnect(): void {
    if (this.isRefused()) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.closeSocket();
    this.failedAttempts = 0;
    this.open();
  }

  /**
   * Resolves true once the connection is open, or false after `timeoutMs` or when the client gives
   * up. A client waiting out a reconnect delay tries again at once rather than after the delay.
   */
  ensureConnected(timeoutMs: number = this.timing.ensureConnectedMs): Promise<boolean> {
    if (this.status === 'open') return Promise.resolve(true);
    if (this.isRefused()) return Promise.resolve(false);
    if (this.reconnectTimer !== undefined) this.reconnect();
    else this.connect();
    return new Promise((resolve) => {
      const settle = (isOpen: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(isOpen);
      };
      const timer = setTimeout(() => settle(false), timeoutMs);
      const unsubscribe = this.onStatus((status) => {
        if (status === 'open') settle(true);
        else if (status === 'failed' || status === 'refused') settle(false);
      });
    });
  }

  /** Sends a message on an open connection; false when there is none. */
  send(message: unknown): boolean {
    if (this.status !== 'open' || !this.socket) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  on<TType extends TMessage['type']>(
    type: TType,
    handler: (message: Extract<TMessage, { type: TType }>) => void,
  ): () => void {
    const listeners = this.handlers.get(type) ?? new Set<TListener<TMessage>>();
    const listener = handler as TListener<TMessage>;
    listeners.add(listener);
    this.handlers.set(type, listeners);
    return () => listeners.delete(listener);
  }

  onStatus(listener: TListener<TSocketStatus>): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private open(): void {
    this.reconnectTimer = undefined;
    this.setStatus(this.failedAttempts === 0 ? 'connecting' : 'reconnecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event: MessageEvent) => this.handleFrame(event.data);
    socket.onclose = (event: CloseEvent) => {
      if (event.code === SOCKET_REFUSED_CLOSE_CODE) this.handleRefusal(socket);
      else this.handleDrop(socket);
    };
    this.connectTimer = setTimeout(() => this.handleDrop(socket), this.timing.connectTimeoutMs);
  }

  private handleOpen(): void {
    clearTimeout(this.connectTimer);
    this.failedAttempts = 0;
    this.lastHeardAt = Date.now();
    this.setStatus('open');
    const greeting = this.options.greeting?.();
    if (greeting !== undefined) this.send(greeting);
    this.heartbeatTimer = setInterval(() => this.checkHeartbeat(), this.timing.heartbeatCheckMs);
  }

  private handleFrame(data: unknown): void {
    this.lastHeardAt = Date.now();
    if (typeof data !== 'string') return;
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return;
    }
    const message = this.options.parse(raw);
    if (!message) return;
    for (const handler of [...(this.handlers.get(message.type) ?? [])]) handler(message);
  }

  private checkHeartbeat(): void {
    const silentMs = Date.now() - this.lastHeardAt;
    if (silentMs > this.timing.heartbeatSilenceMs) {
      // A connection that says nothing may be half-open: the browser would not notice for minutes.
      this.reconnect();
      return;
    }
    if (silentMs >= this.timing.heartbeatCheckMs) this.send({ type: 'ping' });
  }

  /** The connection closed or never opened in time; stale sockets' late events are ignored. */
  private handleDrop(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.closeSocket();
    this.scheduleReconnect();
  }

  /** The server will not keep this client's socket: no reconnect, now or later. */
  private handleRefusal(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.closeSocket();
    this.setStatus('refused');
  }

  private isRefused(): boolean {
    return this.status === 'refused';
  }

  private scheduleReconnect(): void {
    if (this.failedAttempts >= this.timing.reconnectAttempts) {
      this.setStatus('failed');
      return;
    }
    const delayMs = this.timing.reconnectBaseDelayMs * 2 ** this.failedAttempts;
    this.failedAttempts += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => this.open(), delayMs);
  }

  private closeSocket(): void {
    clearTimeout(this.connectTimer);
    clearInterval(this.heartbeatTimer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  private setStatus(status: TSocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}
