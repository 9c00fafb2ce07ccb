import * as z from 'zod/mini';
import * as constants from '../constants';
import * as forms from '../forms';
import * as modal from '../modal';
import { storedModuleSchema } from '../module';
import * as site from '../site';
import * as url from '../url';
import { phpConstantsClass } from './php';
import type { PhpConstant } from './php';
import { viewShapesFiles } from './view-shapes';
import { toWpSchema } from './wp-subset';
import type { JsonSchema, JsonValue } from './wp-subset';

/** Where the generated files live, relative to the repository root. */
export const GENERATED_DIR = 'php/Schema/generated';
export const MODULE_SCHEMA_FILE = `${ GENERATED_DIR }/module.schema.json`;
export const SHARED_RULES_FILE = `${ GENERATED_DIR }/SharedRules.php`;
/** How to regenerate: the npm script runs node bin/generate-schema.mjs. */
export const GENERATE_COMMAND = 'npm run generate:schema';
export const GENERATE_SCRIPT = 'node bin/generate-schema.mjs';

type OverrideContext = {
	zodSchema: z.core.$ZodTypes;
	jsonSchema: z.core.JSONSchema.BaseSchema;
};

// In input mode zod leaves out the default of a transformed value (the five
// device levels); PHP still wants to know it.
function keepDefaults( { zodSchema, jsonSchema }: OverrideContext ) {
	const def = zodSchema._zod.def;
	if ( def.type === 'default' && ! ( 'default' in jsonSchema ) ) {
		jsonSchema.default = JSON.parse( JSON.stringify( def.defaultValue ) );
	}
}

/** JSON Schema of the stored module, in the subset WordPress validates. */
export function moduleJsonSchema(): JsonSchema {
	// Input side: what may be sent, so defaulted fields are not required.
	const generated = z.toJSONSchema( storedModuleSchema, {
		target: 'draft-04',
		io: 'input',
		reused: 'inline',
		unrepresentable: 'throw',
		override: keepDefaults,
	} ) as JsonSchema;
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: 'stagecraft-module',
		description: `Generated from src/schema by ${ GENERATE_COMMAND }; do not edit.`,
		...toWpSchema( generated ),
	};
}

const list = ( values: readonly ( string | number )[] ) => [ ...values ];

/**
 * Every constant PHP shares with TypeScript: the module data (constants.ts),
 * the site chrome (site.ts) and the contact forms' mail settings (forms.ts).
 */
export function sharedRules(): PhpConstant[] {
	return [
		{
			name: 'SCHEMA_VERSION',
			value: constants.SCHEMA_VERSION,
			doc: 'Version of the stored module shape.',
		},
		{
			name: 'DEVICE_LEVELS',
			value: list( constants.DEVICE_LEVELS ),
			doc: 'Device levels, largest first: responsive values have one entry each.',
		},
		{
			name: 'BREAKPOINTS',
			value: list( constants.BREAKPOINTS ),
			doc: 'Breakpoints in px, one per device level.',
		},
		{
			name: 'DEFAULT_WIDTHS',
			value: list( constants.DEFAULT_WIDTHS ),
			doc: 'Default module grid width per device level (px).',
		},
		{
			name: 'DEFAULT_HEIGHTS',
			value: list( constants.DEFAULT_HEIGHTS ),
			doc: 'Default module grid height per device level (px), at the default ratio.',
		},
		{
			name: 'MODULE_TYPES',
			value: list( constants.MODULE_TYPES ),
			doc: 'Module types.',
		},
		{
			name: 'LAYER_TYPES',
			value: list( constants.LAYER_TYPES ),
			doc: 'Layer types.',
		},
		{
			name: 'LAYER_TAGS',
			value: list( constants.LAYER_TAGS ),
			doc: 'Tags a layer may be drawn with.',
		},
		{
			name: 'GENERIC_LAYER_TAG',
			value: constants.GENERIC_LAYER_TAG,
			doc: 'What any other layer tag becomes.',
		},
		{
			name: 'TEXT_LAYER_TAGS',
			value: list( constants.TEXT_LAYER_TAGS ),
			doc: 'Tags a text layer is drawn with.',
		},
		{
			name: 'RICH_TEXT_LAYER_TYPES',
			value: list( constants.RICH_TEXT_LAYER_TYPES ),
			doc: 'Layer types whose text keeps inline markup; every other text is plain.',
		},
		{
			name: 'RICH_TEXT_ALLOWED',
			value: Object.fromEntries(
				Object.entries( constants.RICH_TEXT_ALLOWED ).map(
					( [ tag, attributes ] ) => [ tag, [ ...attributes ] ]
				)
			),
			doc: 'Inline tags a rich text keeps, each with the attributes it keeps.',
		},
		{
			name: 'MAX_SLIDE_PARAMS',
			value: constants.MAX_SLIDE_PARAMS,
			doc: 'Slide params a slide may have.',
		},
		{
			name: 'DEFAULT_TEXT_LIMIT',
			value: constants.DEFAULT_TEXT_LIMIT,
			doc: 'Default length limit of slide params and thumbnail texts (characters).',
		},
		{
			name: 'IMAGE_EXTENSIONS',
			value: list( constants.IMAGE_EXTENSIONS ),
			doc: 'File extensions recognised as images.',
		},
		{
			name: 'STREAM_SOURCES',
			value: list( constants.STREAM_SOURCES ),
			doc: 'Stream sources (settings.source.type).',
		},
		{
			name: 'FALLBACK_TYPES',
			value: list( constants.FALLBACK_TYPES ),
			doc: 'When the fallback image replaces the module: never, on mobile, in old browsers, both.',
		},
		{
			name: 'NAV_KINDS',
			value: list( constants.NAV_KINDS ),
			doc: 'Navigation element kinds, in the order they stack on a shared outer side.',
		},
		{
			name: 'NAV_DEFAULT_SIZE',
			value: Object.fromEntries(
				Object.entries( constants.NAV_DEFAULT_SIZE ).map(
					( [ kind, size ] ) => [ kind, { ...size } ]
				)
			),
			doc: 'Default item size (px) of each navigation kind.',
		},
		{
			name: 'THUMB_SCALE_FROM',
			value: constants.THUMB_SCALE_FROM,
			doc: 'Window width (px) up to which thumbnails have their smallest scale.',
		},
		{
			name: 'THUMB_SCALE_TO',
			value: constants.THUMB_SCALE_TO,
			doc: 'Window width (px) from which thumbnails have their full size.',
		},
		{
			name: 'THUMB_MIN_SCALE',
			value: constants.THUMB_MIN_SCALE,
			doc: 'Smallest thumbnail scale.',
		},
		{
			name: 'SCREEN_MOBILE_MAX',
			value: site.SCREEN_MOBILE_MAX,
			doc: 'Screen class mobile up to this width (px).',
		},
		{
			name: 'SCREEN_TABLET_MAX',
			value: site.SCREEN_TABLET_MAX,
			doc: 'Screen class tablet up to this width (px); desktop above.',
		},
		{
			name: 'SCREEN_WIDE_MIN',
			value: site.SCREEN_WIDE_MIN,
			doc: 'Screen class wide-screen from this width (px).',
		},
		{
			name: 'MENU_BREAKPOINT_MIN',
			value: site.MENU_BREAKPOINT_MIN,
			doc: 'Smallest mobile-menu threshold a header may set (px).',
		},
		{
			name: 'STICKY_LOGO_MIN',
			value: site.STICKY_LOGO_MIN,
			doc: 'Smallest sticky header logo height (px).',
		},
		{
			name: 'STICKY_LOGO_MAX',
			value: site.STICKY_LOGO_MAX,
			doc: 'Largest sticky header logo height (px).',
		},
		{
			name: 'MODAL_BG',
			value: modal.MODAL_BG,
			doc: 'Modal underlay colour when the module sets none.',
		},
		{
			name: 'MODAL_SPEED',
			value: modal.MODAL_SPEED,
			doc: 'Modal speed in ms when the module sets none.',
		},
		{
			name: 'MODAL_H',
			value: list( modal.MODAL_H ),
			doc: 'Horizontal modal alignments.',
		},
		{
			name: 'MODAL_H_DEFAULT',
			value: modal.MODAL_H_DEFAULT,
			doc: 'Default horizontal modal alignment.',
		},
		{
			name: 'MODAL_V',
			value: list( modal.MODAL_V ),
			doc: 'Vertical modal alignments.',
		},
		{
			name: 'MODAL_V_DEFAULT',
			value: modal.MODAL_V_DEFAULT,
			doc: 'Default vertical modal alignment.',
		},
		{
			name: 'MAILS',
			value: list( forms.MAILS ),
			doc: 'The mails of a form.',
		},
		{
			name: 'MAIL_TEXT_PARTS',
			value: list( forms.MAIL_TEXT_PARTS ),
			doc: 'Text settings of one mail.',
		},
		{
			name: 'MAIL_FLAG_PARTS',
			value: list( forms.MAIL_FLAG_PARTS ),
			doc: 'On/off settings of one mail.',
		},
		{
			name: 'MAIL_SPECIAL_TAGS',
			value: list( forms.MAIL_SPECIAL_TAGS ),
			doc: 'Tags every mail may use besides the form fields.',
		},
		{
			name: 'MAIL_FLAG_ON',
			value: list( forms.MAIL_FLAG_ON ),
			doc: 'Stored values (besides true) that mean on.',
		},
		{
			name: 'MAIL_TAG_PATTERN',
			value: forms.MAIL_TAG_PATTERN,
			doc: 'A [field] tag, without delimiters; group 1 is the field name.',
		},
		{
			name: 'MAIL_NAMED_BOX_PATTERN',
			value: forms.MAIL_NAMED_BOX_PATTERN,
			doc: 'A mailbox written Name <address>, without delimiters; group 1 is the address.',
		},
		{
			name: 'MAIL_HEADER_PATTERN',
			value: forms.MAIL_HEADER_PATTERN,
			doc: 'One additional header line, without delimiters.',
		},
		{
			name: 'MAIL_TAG_SAMPLE',
			value: forms.MAIL_TAG_SAMPLE,
			doc: 'What stands in for a tag when a mailbox is checked.',
		},
		{
			name: 'URL_PROTOCOLS',
			value: list( url.URL_PROTOCOLS ),
			doc: "WordPress's default wp_allowed_protocols(), which the runtime's URL policy allows.",
		},
		{
			name: 'URL_KEYS',
			value: list( url.URL_KEYS ),
			doc: 'Keys whose string values are URLs, wherever they sit in module data.',
		},
	];
}

/** The PHP class of the shared rules. */
export const sharedRulesPhp = (): string =>
	phpConstantsClass(
		'Stagecraft\\Schema',
		'SharedRules',
		`Generated from src/schema by ${ GENERATE_COMMAND }; do not edit.`,
		'The rules PHP shares with TypeScript, written once in src/schema (constants.ts, site.ts, forms.ts, url.ts).',
		sharedRules()
	);

/**
 * The exact text of a generated file: tab-indented JSON and a final newline,
 * so regeneration is byte-stable and diffs stay readable.
 *
 * @param value The document.
 */
export const serialise = ( value: JsonValue ): string =>
	JSON.stringify( value, null, '\t' ) + '\n';

/** Every generated file: path relative to the repository root, and its text. */
export function generatedFiles(): Array< [ string, string ] > {
	return [
		[ MODULE_SCHEMA_FILE, serialise( moduleJsonSchema() ) ],
		[ SHARED_RULES_FILE, sharedRulesPhp() ],
		...viewShapesFiles(),
	];
}
