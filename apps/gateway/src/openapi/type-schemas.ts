import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { JsonSchema } from './yup-json-schema';

/*
 * JSON Schemas of the contract's TypeScript types (ADR 0014): the TypeScript checker resolves every endpoint's
 * `defineEndpoint<TRes, TBody, TQuery, TParams>` arguments — aliases, generics, `ValueOf<typeof X>` enumerations,
 * mapped and conditional types — and this walks the resolved types. Named interfaces and aliases become shared
 * schemas (`#/components/schemas/<Name>`); everything else is inlined. Run by the generator script
 * (generate-schemas.ts), whose output is committed; a test fails when it is stale.
 */

export interface EndpointTypeSchemas {
  response?: JsonSchema;
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
}

export interface ContractTypeSchemas {
  /** Shared schemas by name, referenced as `#/components/schemas/<name>`. */
  schemas: Record<string, JsonSchema>;
  /** Contract endpoints by their key in `endpoints`. */
  endpoints: Record<string, EndpointTypeSchemas>;
  /** The resource engine's generic endpoints by action (`list`, `read`, … `syncPermissions`). */
  resourceEndpoints: Record<string, EndpointTypeSchemas>;
}

const REF = '#/components/schemas/';
/** Values sent as bytes, not JSON. */
const BINARY = new Set(['ArrayBuffer', 'Blob', 'Uint8Array', 'Buffer', 'File']);
/** Built-in types described inline. */
const NOT_NAMED = new Set(['Date', 'FormData']);

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const enumRank = (v: unknown) => (v === null ? 0 : typeof v === 'number' ? 1 : 2);
/** null first, then numbers ascending, then strings in code-point order (locale-independent). */
const enumOrder = (a: unknown, b: unknown): number =>
  enumRank(a) - enumRank(b) ||
  (typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0);

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../../../..');
const CONTRACT_ENTRY = resolve(REPO_ROOT, 'libs/shared/contract/src/index.ts');
const RESOURCES_ENTRY = resolve(REPO_ROOT, 'libs/shared/resources/src/index.ts');

class Converter {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly names = new Map<ts.Type, string>();
  private readonly taken = new Map<string, ts.Type>();
  /** A suffixed name's declared name (`IdParams2` → `IdParams`). */
  private readonly baseOf = new Map<string, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /** A schema for a type, `$ref` for named declarations. */
  convert(type: ts.Type): JsonSchema {
    const name = this.nameOf(type);
    if (!name) return this.inline(type);
    if (!this.names.has(type)) {
      this.names.set(type, name);
      this.schemas[name] = {}; // placeholder: a recursive type refers to itself
      const schema = this.inline(type);
      // a second declaration of the same shape under the same name (`IdParams` in two files) is the same schema
      const base = this.baseOf.get(name) ?? name;
      const same = Object.entries(this.schemas).find(
        ([other, s]) => other !== name && (this.baseOf.get(other) ?? other) === base && equal(s, schema),
      );
      if (same && name !== base) {
        delete this.schemas[name];
        this.names.set(type, same[0]);
      } else this.schemas[name] = schema;
    }
    return { $ref: `${REF}${this.names.get(type)}` };
  }

  /** The component name of a type declared by name (non-generic interfaces, aliases of unions and objects). */
  private nameOf(type: ts.Type): string | undefined {
    const known = this.names.get(type);
    if (known) return known;
    const alias = type.aliasSymbol;
    let base: string | undefined;
    if (alias && !type.aliasTypeArguments?.length) base = alias.getName();
    else if (
      !alias &&
      type.symbol &&
      type.flags & ts.TypeFlags.Object &&
      (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Interface &&
      !(type as ts.InterfaceType).typeParameters?.length
    )
      base = type.symbol.getName();
    if (!base || BINARY.has(base) || NOT_NAMED.has(base) || base.startsWith('__')) return undefined;
    // two declarations with one name: the second gets a suffix
    let name = base;
    for (let n = 2; this.taken.has(name) && this.taken.get(name) !== type; n++) name = `${base}${n}`;
    this.taken.set(name, type);
    if (name !== base) this.baseOf.set(name, base);
    return name;
  }

  private inline(type: ts.Type): JsonSchema {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.Never) return { not: {} };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { not: {} };
    if (f & ts.TypeFlags.StringLiteral)
      return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) {
      const value = (type as ts.NumberLiteralType).value;
      return { type: Number.isInteger(value) ? 'integer' : 'number', const: value };
    }
    if (f & ts.TypeFlags.BooleanLiteral)
      return { type: 'boolean', const: this.checker.typeToString(type) === 'true' };
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.BigInt) return { type: 'integer' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.EnumLiteral && type.isUnion()) return this.union(type.types);
    if (type.isUnion()) return this.union(type.types);
    if (this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference).map((t) => this.convert(t));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.convert(item) : {} };
    }
    const symbolName = type.symbol?.getName();
    if (symbolName && BINARY.has(symbolName)) return { type: 'string', format: 'binary' };
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (symbolName === 'FormData') return { type: 'object', 'x-form-data': true };
    if (f & ts.TypeFlags.Object || type.isIntersection()) return this.object(type);
    return {};
  }

  private union(members: readonly ts.Type[]): JsonSchema {
    const present = members.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    // true | false is boolean
    const booleans = present.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = booleans.length === 2 ? present.filter((t) => !booleans.includes(t)) : present;
    const parts: JsonSchema[] = booleans.length === 2 ? [{ type: 'boolean' }] : [];
    for (const t of rest) parts.push(this.convert(t));
    if (parts.length === 1 && parts[0]) return parts[0];
    // literals (and null) only: one enum, in a fixed order (null, numbers, then strings, each ascending): the checker
    // lists a union's members by type id, which moves whenever another contract file happens to create one of the
    // literals first — the committed file would then go stale without any change to the type
    if (parts.every((p) => 'const' in p || p.type === 'null'))
      return { enum: parts.map((p) => ('const' in p ? p.const : null)).sort(enumOrder) };
    return { anyOf: parts };
  }

  private object(type: ts.Type): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const prop of this.checker.getPropertiesOfType(type)) {
      const propType = this.checker.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length) continue; // methods are not data
      const name = prop.getName();
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      properties[name] = this.convert(optional ? this.withoutUndefined(propType) : propType);
      const acceptsUndefined =
        propType.isUnion() && propType.types.some((t) => t.flags & ts.TypeFlags.Undefined);
      if (!optional && !acceptsUndefined) required.push(name);
    }
    const out: JsonSchema = { type: 'object', properties };
    if (required.length) out.required = required;
    const index = this.checker.getIndexInfosOfType(type).find((i) => i.keyType.flags & ts.TypeFlags.String);
    if (index) out.additionalProperties = this.convert(index.type);
    if (!Object.keys(properties).length) delete out.properties;
    return out;
  }

  private withoutUndefined(type: ts.Type): ts.Type {
    if (!type.isUnion()) return type;
    const kept = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    return kept.length === type.types.length ? type : kept.length === 1 && kept[0] ? kept[0] : type;
  }
}

/**
 * Whether a request part's type says there is none: `undefined`, `never`, `void`, or `unknown` (what `EndpointDef`
 * leaves unsaid when written without its later type arguments, e.g. `EndpointDef<Item[]>`).
 */
function absent(type: ts.Type): boolean {
  const none = ts.TypeFlags.Undefined | ts.TypeFlags.Never | ts.TypeFlags.Void | ts.TypeFlags.Unknown;
  return (type.flags & none) !== 0;
}

function endpointSchemas(
  checker: ts.TypeChecker,
  converter: Converter,
  declared: ts.Type,
): EndpointTypeSchemas {
  const endpoint = checker.getNonNullableType(declared);
  const typesSymbol = endpoint.getProperty('types');
  if (!typesSymbol) return {};
  const types = checker.getNonNullableType(checker.getTypeOfSymbol(typesSymbol));
  const out: EndpointTypeSchemas = {};
  for (const part of ['response', 'body', 'query', 'params'] as const) {
    const symbol = types.getProperty(part);
    if (!symbol) continue;
    const type = checker.getTypeOfSymbol(symbol);
    if (part !== 'response' && absent(type)) continue;
    out[part] = converter.convert(type);
  }
  return out;
}

function exportOf(checker: ts.TypeChecker, file: ts.SourceFile, name: string): ts.Symbol {
  const module = checker.getSymbolAtLocation(file);
  const symbol = module && checker.getExportsOfModule(module).find((s) => s.getName() === name);
  if (!symbol) throw new Error(`${file.fileName} exports no ${name}`);
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Reads the contract with the TypeScript checker and returns the schemas of every endpoint's types. */
export function generateContractTypeSchemas(): ContractTypeSchemas {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(REPO_ROOT, 'tsconfig.base.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const options: ts.CompilerOptions = { ...config?.options, noEmit: true, types: [] };
  const program = ts.createProgram([CONTRACT_ENTRY, RESOURCES_ENTRY], options);
  const checker = program.getTypeChecker();
  const converter = new Converter(checker);
  const source = (file: string) => {
    const sf = program.getSourceFile(file);
    if (!sf) throw new Error(`cannot read ${file}`);
    return sf;
  };
  const byProperty = (type: ts.Type) => {
    const out: Record<string, EndpointTypeSchemas> = {};
    for (const prop of checker.getPropertiesOfType(type))
      out[prop.getName()] = endpointSchemas(checker, converter, checker.getTypeOfSymbol(prop));
    return out;
  };
  const endpoints = byProperty(
    checker.getTypeOfSymbol(exportOf(checker, source(CONTRACT_ENTRY), 'endpoints')),
  );
  const resources = source(RESOURCES_ENTRY);
  const resourceEndpoints = {
    ...byProperty(checker.getDeclaredTypeOfSymbol(exportOf(checker, resources, 'ResourceEndpoints'))),
    ...byProperty(checker.getTypeOfSymbol(exportOf(checker, resources, 'resourceEngineEndpoints'))),
  };
  return {
    schemas: sortKeys(converter.schemas),
    endpoints: sortKeys(endpoints),
    resourceEndpoints: sortKeys(resourceEndpoints),
  };
}
