import type { EndpointDef, ReorderSwapBody } from '@platform/contract';

/**
 * A resource is data: one definition per table, read by the gateway's generic resource module (routes, SQL,
 * permission keys, validation) and by `@platform/resource-crud` (list, forms, show, delete, xlsx). A new field kind
 * is added here once and drawn once; a definition never carries a flag that only one screen uses.
 */

export interface EnumOption {
  value: number | string;
  /** Catalogue id of the option text (`enums.<enum>.<value>`). */
  labelId: string;
}

interface FieldCommon {
  /** Column and payload name; labels come from `resources.<resource>.fields.<name>`. */
  name: string;
  required?: boolean;
  /** Shown as a list column (default: false). */
  list?: boolean;
  /** Matched by the list's search box (text fields; case-insensitive substring). */
  search?: boolean;
  /** The list can be sorted by it. */
  sort?: boolean;
  /** The list can be filtered by it (`?<name>=<value>`; enum, boolean, reference). */
  filter?: boolean;
  /** Two records may not share a value (case-insensitive for text): 'Already exists' (422). */
  unique?: boolean;
  /** Not in the create/edit forms (server-maintained). */
  readOnly?: boolean;
  /** Required only while another field holds one of these values (a gallery item's image when its type is image). */
  requiredWhen?: { field: string; values: readonly (number | string)[] };
}

export interface TextField extends FieldCommon {
  kind: 'text' | 'multiline';
  max?: number;
  min?: number;
  /** Format rule of @platform/validation applied to the value. */
  /** `https`: an https address only (`url` takes http too). */
  format?: 'email' | 'url' | 'https' | 'mobile' | 'noSpecialCharacters';
  /**
   * An https address on one of these hosts or their subdomains ('validation.url' otherwise); the form shows the rule
   * from `resources.<resource>.hints.<field>`.
   */
  hosts?: readonly string[];
}

export interface NumberField extends FieldCommon {
  kind: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface EnumField extends FieldCommon {
  kind: 'enum';
  options: readonly EnumOption[];
}

export interface BooleanField extends FieldCommon {
  kind: 'boolean';
}

export interface DateField extends FieldCommon {
  kind: 'date';
  /** Another date field this one may not precede (an end and its start): 'End date must be after … start date'. */
  notBefore?: string;
}

export interface ReferenceField extends FieldCommon {
  kind: 'reference' | 'multiReference';
  /** Name of the referenced resource (a key of the registry). */
  resource: string;
  /**
   * Another field of this resource the choice depends on (district → division): the options are filtered by it
   * (`?<dependsOn>=<value>` on the referenced resource) and the choice is cleared when it changes.
   */
  dependsOn?: string;
}

/** What an image field accepts unless its definition names its own types (the form and the gateway's check). */
export const IMAGE_FIELD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface FileField extends FieldCommon {
  kind: 'file' | 'image';
  /** Accepted MIME types; images default to JPEG, PNG and WebP. */
  types?: readonly string[];
  /** Uploaded as a public file (`/files/<id>`, readable by anyone): content the public site links to. Images always are. */
  public?: boolean;
}

export type FieldDef =
  | TextField
  | NumberField
  | EnumField
  | BooleanField
  | DateField
  | ReferenceField
  | FileField;

export interface ResourceDef {
  /** Registry key and catalogue prefix: `resources.<name>.title`, `.fields.<field>`. snake_case, plural. */
  name: string;
  /** Permission key stem: view_any_<key>, view_single_<key>, create_<key>, update_<key>, delete_<key>. */
  permissionKey: string;
  /** URL segment of the private API (`/private/<segment>`) and of the admin route (`/<segment>`). */
  segment: string;
  /** Database table (the gateway's generic module); columns are the field names. */
  table: string;
  fields: readonly FieldDef[];
  /** How a record is named in references, menus and confirmations (default `title`, bilingual with `<field>_en`). */
  titleField?: string;
  /** Default list order. */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** Public read-only lookup (spec §7): `/public/<segment>` and `/public/<segment>/:id`, active records only. */
  lookup?: { segment: string };
  /** Records can be imported from .xlsx (all rows valid or none written). */
  importable?: boolean;
  /** Several records can be deleted at once. */
  bulkDelete?: boolean;
  /** Rows of these tables point here: deleting a record they use is refused ('in use'), nothing is lost. */
  referencedBy?: readonly { table: string; column: string }[];
  /** Admin menu group (catalogue `resources.groups.<group>`). */
  menuGroup: string;
  /**
   * The column naming the record's owner (ADR 0083): a required reference field of this definition to `institutes`
   * (`institute_id`) or `organizations` (`organization_id`). A caller who belongs to that kind of tenant reaches only
   * its own records (list, read, update, delete, restore) and every record it creates is its own, whatever the body
   * says; its forms do not show the field. A platform administrator (no tenant) reaches every record and names the
   * owner in the form. Any other caller reaches none.
   */
  tenant?: TenantColumn;
  /**
   * The domain's call that makes a record trade places with its neighbour in the order (`POST …/:id/swap`, body
   * `{ direction }`, e.g. spec §7 quotation-sliders swap): the list shows Move up / Move down to holders of the
   * update key.
   */
  swap?: EndpointDef<unknown, ReorderSwapBody, undefined, { id: number }>;
}

/** The tenant columns a resource can be owned through (ResourceDef.tenant). */
export type TenantColumn = 'institute_id' | 'organization_id';

/** Every record of a resource table carries these. */
export interface ResourceRecord {
  id: number;
  row_status: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  [field: string]: unknown;
}

/** A record as the public lookups return it: its id and the definition's fields, no bookkeeping columns. */
export interface LookupRecord {
  id: number;
  row_status: number;
  [field: string]: unknown;
}

/** List query of a resource: paging, search, sort, filters by field name, trashed records. */
export interface ResourceListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  order_by?: string;
  order?: 'asc' | 'desc';
  /** `only`: soft-deleted records (to restore them). */
  trashed?: 'only';
  [filter: string]: string | number | undefined;
}
