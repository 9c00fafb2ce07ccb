/**
 * Runs a whole schema: the first broken rule of each field wins, later rules on that field are
 * skipped, exactly as the server does it (php/Forms/Rules/SchemaValidator.php).
 */
import { checkRule } from './rules';
import type { Rule, RuleInput, Schema } from './types';

function fieldOf( rule: Rule ): string {
	if ( rule.field ) {
		return rule.field;
	}
	return rule.rules?.map( fieldOf ).find( Boolean ) ?? '';
}

export function validateSchema(
	schema: Schema,
	input: RuleInput,
	only?: ( field: string ) => boolean
): Record< string, string > {
	const errors: Record< string, string > = {};
	for ( const rule of schema.rules ) {
		const field = fieldOf( rule );
		if ( field in errors || ( only && ! only( field ) ) ) {
			continue;
		}
		const error = checkRule( rule, input );
		if ( error !== null ) {
			errors[ field ] = error;
		}
	}
	return errors;
}

/**
 * Collects FormData into the rules' input, folding `name[]` into `name`.
 * @param data
 */
export function inputFromFormData( data: FormData ): RuleInput {
	const input: RuleInput = { values: {}, files: {} };
	data.forEach( ( value, key ) => {
		const name = key.replace( /\[\]$/, '' );
		if ( typeof value === 'string' ) {
			( input.values[ name ] ??= [] ).push( value );
		} else if ( value.name !== '' || value.size > 0 ) {
			( input.files[ name ] ??= [] ).push( {
				name: value.name,
				type: value.type,
				size: value.size,
			} );
		}
	} );
	return input;
}
