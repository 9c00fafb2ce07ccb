const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

function tryParse(
	text: string
): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse( text ) };
	} catch {
		return { ok: false };
	}
}

// Index just past the object that opens at `start`, or -1 when it never closes.
function objectEnd( text: string, start: number ): number {
	let depth = 0;
	let inString = false;
	for ( let i = start; i < text.length; i++ ) {
		const char = text[ i ];
		if ( inString ) {
			if ( char === '\\' ) {
				i++;
			} else if ( char === '"' ) {
				inString = false;
			}
		} else if ( char === '"' ) {
			inString = true;
		} else if ( char === '{' ) {
			depth++;
		} else if ( char === '}' && --depth === 0 ) {
			return i + 1;
		}
	}
	return -1;
}

/**
 * Every JSON object found in a text that also holds other output (PHP
 * notices, stray echoes), outermost first.
 *
 * @param text The reply text.
 */
export function extractJsonObjects( text: string ): unknown[] {
	const found: unknown[] = [];
	let start = text.indexOf( '{' );
	while ( start !== -1 ) {
		const end = objectEnd( text, start );
		const parsed =
			end === -1
				? { ok: false as const }
				: tryParse( text.slice( start, end ) );
		if ( parsed.ok ) {
			found.push( parsed.value );
		}
		// After a good object skip past it; after a broken one look inside it.
		start = text.indexOf( '{', parsed.ok ? end : start + 1 );
	}
	return found;
}

/**
 * Repairs a reply with extra text: of the JSON objects in it, the one whose
 * success is true, else the first (spec section 5).
 *
 * @param text The reply text.
 */
export function repairReply( text: string ): unknown {
	const objects = extractJsonObjects( text );
	return (
		objects.find(
			( value ) => isRecord( value ) && value.success === true
		) ?? objects[ 0 ]
	);
}

/**
 * A reply as data: a string is parsed, or repaired when that fails; a string
 * that held JSON text (encoded twice) is parsed again.
 *
 * @param reply The reply body or value.
 */
export function parseReply( reply: unknown ): unknown {
	if ( typeof reply !== 'string' ) {
		return reply;
	}
	const parsed = tryParse( reply );
	if ( ! parsed.ok ) {
		return repairReply( reply );
	}
	return typeof parsed.value === 'string'
		? parseReply( parsed.value )
		: parsed.value;
}
