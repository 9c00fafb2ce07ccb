export type FormValue =
	| string
	| number
	| boolean
	| null
	| undefined
	| FormValue[]
	| { [ key: string ]: FormValue };

/**
 * Flattens nested data into form fields the PHP way: key[sub][0]=value.
 * Undefined and null are left out; booleans are sent as 1 and 0.
 *
 * @param data   The fields.
 * @param prefix Name of the enclosing field.
 * @param into   Where to append.
 */
export function toFormData(
	data: { [ key: string ]: FormValue } | FormValue[],
	prefix = '',
	into = new URLSearchParams()
): URLSearchParams {
	for ( const [ key, value ] of Object.entries( data ) ) {
		const name = prefix ? `${ prefix }[${ key }]` : key;
		if ( value === undefined || value === null ) {
			continue;
		}
		if ( typeof value === 'object' ) {
			toFormData( value, name, into );
		} else if ( typeof value === 'boolean' ) {
			into.append( name, value ? '1' : '0' );
		} else {
			into.append( name, String( value ) );
		}
	}
	return into;
}
