import { z } from 'zod';

/**
 * The largest id a row can have: ids are PostgreSQL `integer` (serial) columns. A larger id in an
 * address or a body names no row, so it is refused as input instead of reaching the database,
 * which would refuse it with an error of its own.
 */
export const ROW_ID_MAX = 2_147_483_647;

/** A row id in an address or a query string, where it arrives as text. */
export const ZRowIdParam = z.coerce.number().int().positive().max(ROW_ID_MAX);

/** A row id in a JSON body. */
export const ZRowIdField = z.number().int().positive().max(ROW_ID_MAX);

/**
 * A page number or an offset: bounded so that `(page - 1) * page_size` stays an integer the
 * database accepts as an OFFSET.
 */
export const ZPageNumber = z.coerce.number().int().min(1).max(ROW_ID_MAX);
export const ZRowOffset = z.coerce.number().int().min(0).max(ROW_ID_MAX);
