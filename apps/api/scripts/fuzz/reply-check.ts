import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Schema } from './schema-arbitrary';

/**
 * Whether a reply is the one the OpenAPI document promises (decision 570): its status is documented (the exact code
 * or its range, e.g. 4XX), its content type is one documented for that status, and a JSON body validates against the
 * documented schema with a standard validator: Ajv in draft 2020-12 (OpenAPI 3.1's dialect) with ajv-formats, so
 * `uuid`, `email`, `date-time`, `uri`… are checked too. Nothing of the server's own code is used.
 */

export type Reply = {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Schema }>;
};
export type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
export type Operation = {
  operationId: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Reply>;
  security?: Array<Record<string, string[]>>;
  'x-access'?: { kind: string; permission?: string; plan?: string; scope?: string };
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; responses?: Record<string, Reply> };
};

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

export class ReplyChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv as never);
    this.ajv.addSchema({ $id: 'openapi', components: doc.components }, 'openapi');
  }

  /** The documented reply for a status: the exact code, else its range (`4XX`), resolved through components. */
  documented(operation: Operation, status: number): Reply | undefined {
    const reply = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
    if (!reply?.$ref) return reply;
    return this.doc.components.responses?.[reply.$ref.split('/').pop()!];
  }

  /** Undefined when the reply is the documented one; else what differs. */
  check(operation: Operation, status: number, contentType: string | null, text: string): string | undefined {
    if (status >= 500) return `a ${status} reply: ${text.slice(0, 400)}`;
    const reply = this.documented(operation, status);
    if (!reply) return `status ${status} is not documented`;
    if (!reply.content) return undefined;
    const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const media = reply.content[type];
    if (!media) {
      if (!type && text === '')
        return `an empty reply where ${Object.keys(reply.content).join(', ')} is documented`;
      return `content type "${type}" is not documented for ${status} (${Object.keys(reply.content).join(', ')})`;
    }
    if (!type.endsWith('json') || !media.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `the body is not JSON: ${text.slice(0, 200)}`;
    }
    const validate = this.validator(`${operation.operationId} ${status} ${type}`, media.schema);
    if (validate(body)) return undefined;
    return `the body does not match the documented schema: ${this.ajv.errorsText(validate.errors, {
      dataVar: 'body',
    })} in ${text.slice(0, 400)}`;
  }

  private validator(key: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // The document's local references point into its components, registered under the id "openapi".
      const json = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
      validate = this.ajv.compile(JSON.parse(json) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
