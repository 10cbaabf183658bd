/** The parts of a JSON schema the providers' SDKs send for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
}

/**
 * An answer that matches a requested schema, the way a model would write one: every string says
 * which field it fills and who wrote it, so a test can tell the model's text from built-in text.
 */
export function sampleFromSchema(schema: JsonSchema, author: string, path = ''): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleFromSchema(schema.anyOf[0]!, author, path);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type?.toLowerCase()) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          sampleFromSchema(value, author, path ? `${path}.${key}` : key),
        ]),
      );
    case 'array':
      return schema.items ? [sampleFromSchema(schema.items, author, `${path}[0]`)] : [];
    case 'number':
    case 'integer':
      return Math.min(Math.max(73, schema.minimum ?? 73), schema.maximum ?? 73);
    case 'boolean':
      return true;
    case 'string':
    case undefined:
    default:
      return path.endsWith('url') ? `https://example.org/${author}` : `${author} wrote ${path}`;
  }
}
