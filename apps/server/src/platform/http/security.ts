/**
 * The content security policy of the built app: only our own scripts; Mantine injects styles,
 * so inline styles are allowed; images may come from any HTTPS host (covers, avatars).
 */
export function contentSecurityPolicy() {
  return {
    defaultSrc: ["'self'"],
    // WebAssembly may compile (the CV editor's PDF layout engine, yoga); JavaScript eval stays off.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // data: lets the PDF layout engine read its WebAssembly from the bundle; it reaches no host.
    connectSrc: ["'self'", 'ws:', 'wss:', 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Plain-HTTP installs on a LAN address must keep working, so requests are not upgraded.
    upgradeInsecureRequests: null,
  };
}
