import * as z from 'zod/mini';
import * as constants from '../constants';
import { storedModuleSchema } from '../module';
import { toWpSchema } from './wp-subset';
import type { JsonSchema, JsonValue } from './wp-subset';

/** Where the generated files live, relative to the repository root. */
export const GENERATED_DIR = 'php/Schema/generated';
export const MODULE_SCHEMA_FILE = `${ GENERATED_DIR }/module.schema.json`;
export const CONSTANTS_FILE = `${ GENERATED_DIR }/constants.json`;
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

/** The normalisation constants PHP shares with the client. */
export function constantsJson(): JsonSchema {
	const values: Record< string, JsonValue > = {
		schemaVersion: constants.SCHEMA_VERSION,
		deviceLevels: [ ...constants.DEVICE_LEVELS ],
		sizeClasses: [ ...constants.SIZE_CLASSES ],
		breakpoints: [ ...constants.BREAKPOINTS ],
		defaultWidths: [ ...constants.DEFAULT_WIDTHS ],
		defaultHeights: [ ...constants.DEFAULT_HEIGHTS ],
		defaultAspectRatio: constants.DEFAULT_ASPECT_RATIO,
		moduleTypes: [ ...constants.MODULE_TYPES ],
		layerTypes: [ ...constants.LAYER_TYPES ],
		layerTags: [ ...constants.LAYER_TAGS ],
		genericLayerTag: constants.GENERIC_LAYER_TAG,
		videoTypes: [ ...constants.VIDEO_TYPES ],
		streamSources: [ ...constants.STREAM_SOURCES ],
		maxSlideParams: constants.MAX_SLIDE_PARAMS,
		defaultTextLimit: constants.DEFAULT_TEXT_LIMIT,
		defaultSlideLength: constants.DEFAULT_SLIDE_LENGTH,
		imageExtensions: [ ...constants.IMAGE_EXTENSIONS ],
		textLayerTags: [ ...constants.TEXT_LAYER_TAGS ],
		richTextLayerTypes: [ ...constants.RICH_TEXT_LAYER_TYPES ],
		richTextAllowed: Object.fromEntries(
			Object.entries( constants.RICH_TEXT_ALLOWED ).map(
				( [ tag, attributes ] ) => [ tag, [ ...attributes ] ]
			)
		),
	};
	return {
		_comment: `Generated from src/schema/constants.ts by ${ GENERATE_COMMAND }; do not edit.`,
		...values,
	};
}

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
		[ CONSTANTS_FILE, serialise( constantsJson() ) ],
	];
}
