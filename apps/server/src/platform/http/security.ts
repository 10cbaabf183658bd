/**
 * The content security policy of the built app: only our own scripts; Mantine injects styles,
 * so inline styles are allowed; images may come from any HTTPS host (covers, avatars).
 */
export function contentSecurityPolicy() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Plain-HTTP installs on a LAN address must keep working, so requests are not upgraded.
    upgradeInsecureRequests: null,
  };
}
