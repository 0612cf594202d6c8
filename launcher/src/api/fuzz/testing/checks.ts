import type { ApiRoute, OpenApiOperation } from '@cobber/contracts/api';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Answer } from './visitors.ts';

// The document's schemas as JSON Schema 2020-12 (formats are zod's to check, below).
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const compiled = new Map<string, ValidateFunction>();

function publishedSchemaAllows(operation: OpenApiOperation, status: number, value: unknown): string | null {
  const key = `${operation.operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const response = operation.responses[String(status)];
    const schema = response && 'content' in response ? response.content?.['application/json']?.schema : undefined;
    if (!schema) return `its document names no JSON for ${status}`;
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate(value) ? null : `breaks the published schema: ${ajv.errorsText(validate.errors)}`;
}

function parsed(answer: Answer): { value: unknown } | null {
  try {
    return { value: JSON.parse(answer.text) };
  } catch {
    return null;
  }
}

/**
 * What is wrong with an answer, or null: a 5xx; a success that a signed-out caller got
 * from an owner route; a success the route does not list, or whose body breaks the
 * route's response schema (contracts' zod schema, and the document's JSON Schema).
 */
export function problemWith(route: ApiRoute, operation: OpenApiOperation, signedIn: boolean, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 200 || answer.status >= 300) return null;
  if (route.access === 'owner' && !signedIn) return 'an owner route answered a signed-out caller';
  const listed = route.answers.filter((a) => a.status === answer.status);
  if (listed.length === 0) return `answered ${answer.status}, which its route does not list`;
  const file = listed.find((a) => a.file);
  if (file) return answer.contentType.startsWith(file.file!) ? null : `answered ${answer.contentType}, not ${file.file}`;
  const schemas = listed.flatMap((a) => (a.json ? [a.json] : []));
  if (schemas.length === 0) return answer.text === '' ? null : 'answered a body where none is listed';
  if (!answer.contentType.startsWith('application/json')) return `answered ${answer.contentType}, not JSON`;
  const body = parsed(answer);
  if (!body) return 'answered JSON that does not parse';
  if (!schemas.some((schema) => schema.safeParse(body.value).success)) {
    return `breaks its response schema: ${JSON.stringify(schemas[0]!.safeParse(body.value).error?.issues.slice(0, 2))}`;
  }
  return publishedSchemaAllows(operation, answer.status, body.value);
}
