import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes: PGlite and node-postgres both hand them over as a Buffer-like array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
