// One definition per record kind (a provider, a bill, a contact, a call logged on a case…): its fields with their
// checks, columns and labels, the checks across fields, the audit type and where the API serves it. The API schemas,
// the server's table map and routes, the web client and the forms are all derived from it, so a new kind is this
// definition, its migration and its screen (docs/architecture.md, "Adding a record kind").
import { z } from 'zod';
import type { AuditEntityType } from '../audit/audit-schemas.js';
import type { FirmAction } from '../permissions.js';
import { dateValueSchema } from './iso-date.js';

/** One problem with a record, named by the field it is about, as a schema validation error names it. */
export type RecordIssue = { path: string; message: string };

/** One field of a record kind. */
export type FieldDefinition = {
  /** The check on the way in, for a create and a change; an optional field takes null to clear it. */
  readonly input: z.ZodType;
  /** The check for a new record where it differs from `input` (a default for a left-out field). */
  readonly create?: z.ZodType;
  /** The field as the API reads it back. */
  readonly read: z.ZodType;
  /** Its column in the kind's table. */
  readonly column: string;
  /** Stored as a date, read back as 'YYYY-MM-DD' text (never a local-time Date). */
  readonly date?: boolean;
  /** Stored as a moment (timestamptz), read back as ISO 8601 text in UTC. */
  readonly time?: boolean;
  /** What the screens and the history call it. */
  readonly label: string;
};

export type FieldDefinitions = Readonly<Record<string, FieldDefinition>>;

type CreateOf<F extends FieldDefinition> = F extends { create: infer C extends z.ZodType } ? C : F['input'];
type InputShape<Fields extends FieldDefinitions> = { -readonly [K in keyof Fields]: Fields[K]['input'] };
type CreateShape<Fields extends FieldDefinitions> = { -readonly [K in keyof Fields]: CreateOf<Fields[K]> };
type ReadShape<Fields extends FieldDefinitions> = { -readonly [K in keyof Fields]: Fields[K]['read'] };

/** Where a kind's records hang: off a case (`/api/cases/:caseId/<path>`, with `caseId`) or off the firm (`/api/<path>`). */
export type RecordScope = 'case' | 'firm';

type ScopeShape<Scope extends RecordScope> = Scope extends 'case' ? { caseId: z.ZodString } : Record<never, never>;

export type RecordKindInput<
  Fields extends FieldDefinitions,
  Scope extends RecordScope,
  Computed extends z.ZodRawShape,
  Name extends AuditEntityType,
> = {
  /** The kind's name in the audit log (`entityType`). */
  readonly name: Name;
  readonly scope: Scope;
  /** The path segment the API serves it at: `providers` → /api/cases/:caseId/providers. */
  readonly path: string;
  /** "medical provider": the routes' summaries and the messages say it. */
  readonly noun: string;
  readonly table: string;
  readonly fields: Fields;
  /** The list order, by field (then by creation). */
  readonly orderBy: ReadonlyArray<keyof Fields & string>;
  /** What is computed on read (a bill's balance), as the API reads it; kept out of the table and the history. */
  readonly computed?: Computed;
  /** Checks across fields of the record as it will be stored: a new one, or a stored one with a change over it. */
  // Method syntax, so that a kind with its own record type is still a RecordKind (parameters compare both ways).
  checks?(record: z.output<z.ZodObject<CreateShape<Fields>>>): RecordIssue[];
  /** The permission adding, changing and removing one takes (none: any member). */
  readonly editPermission?: FirmAction;
  /** The permission removing one takes (none: any member who may edit it). */
  readonly deletePermission?: FirmAction;
  /** The 404 message when the record is not there (default: "<Noun> not found"). */
  readonly notFound?: string;
  /**
   * A case kind whose records are changed and removed at /api/<path>/:id, their case read from the record, rather than
   * under their case (injuries, treatments and notes have always been served so).
   */
  readonly flatItems?: boolean;
  /** What adding one answers: the record (default), or `{ data: record }` (a treatment, as the spec has it). */
  readonly createdAs?: 'record' | 'data';
  /** The list reads newest first (by creation), after any `orderBy` fields (a case's notes). */
  readonly newestFirst?: boolean;
};

/** A record kind with everything derived from its definition. */
export type RecordKind<
  Fields extends FieldDefinitions = FieldDefinitions,
  Scope extends RecordScope = RecordScope,
  Computed extends z.ZodRawShape = z.ZodRawShape,
  Name extends AuditEntityType = AuditEntityType,
> = RecordKindInput<Fields, Scope, Computed, Name> & {
  /** The record as the API reads it. */
  readonly schema: z.ZodObject<
    { id: z.ZodString } & ScopeShape<Scope> &
      ReadShape<Fields> &
      Computed & { createdAt: typeof dateValueSchema; updatedAt: typeof dateValueSchema }
  >;
  readonly createSchema: z.ZodObject<CreateShape<Fields>>;
  /** Only the keys present change; null clears an optional field. */
  readonly updateSchema: z.ZodObject<{ -readonly [K in keyof Fields]: z.ZodOptional<Fields[K]['input']> }>;
  readonly listSchema: z.ZodObject<{ items: z.ZodArray<RecordKind<Fields, Scope, Computed, Name>['schema']> }>;
  readonly labels: Readonly<Record<keyof Fields & string, string>>;
  /** The cross-field checks of a record as it will be stored (none when it is fine). */
  check(record: z.output<z.ZodObject<CreateShape<Fields>>>): RecordIssue[];
  /** The not-found message: "Medical provider not found". */
  readonly notFoundMessage: string;
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function defineRecordKind<
  const Fields extends FieldDefinitions,
  const Scope extends RecordScope,
  const Name extends AuditEntityType,
  Computed extends z.ZodRawShape = Record<never, never>,
>(definition: RecordKindInput<Fields, Scope, Computed, Name>): RecordKind<Fields, Scope, Computed, Name> {
  const entries = Object.entries(definition.fields);
  const input = Object.fromEntries(entries.map(([key, field]) => [key, field.input])) as InputShape<Fields>;
  const create = Object.fromEntries(entries.map(([key, field]) => [key, field.create ?? field.input])) as CreateShape<Fields>;
  const read = Object.fromEntries(entries.map(([key, field]) => [key, field.read])) as ReadShape<Fields>;
  const scope = (definition.scope === 'case' ? { caseId: z.string() } : {}) as ScopeShape<Scope>;
  const schema = z.object({
    id: z.string(),
    ...scope,
    ...read,
    ...(definition.computed ?? ({} as Computed)),
    createdAt: dateValueSchema,
    updatedAt: dateValueSchema,
  });
  const check = (record: z.output<z.ZodObject<CreateShape<Fields>>>) => definition.checks?.(record) ?? [];
  return {
    ...definition,
    // The casts restate what the spreads above built; TypeScript cannot follow a mapped object through Object.fromEntries.
    schema: schema as unknown as RecordKind<Fields, Scope, Computed, Name>['schema'],
    createSchema: z.object(create),
    updateSchema: z.object(input).partial() as unknown as RecordKind<Fields, Scope, Computed, Name>['updateSchema'],
    listSchema: z.object({ items: z.array(schema) }) as unknown as RecordKind<Fields, Scope, Computed, Name>['listSchema'],
    labels: Object.fromEntries(entries.map(([key, field]) => [key, field.label])) as Record<keyof Fields & string, string>,
    check,
    notFoundMessage: definition.notFound ?? `${capitalise(definition.noun)} not found`,
  };
}
