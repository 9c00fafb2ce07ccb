/**
 * What opens a modal (spec section 2, modal triggers), parsed from its
 * settings string. Entries are separated by ';' or new lines, each 'kind:value':
 *
 * - `delay:3000`: after 3000 ms;
 * - `scroll:600`: once the page has scrolled past 600 px;
 * - `scroll:#pricing`: once the element #pricing is half-way up the viewport;
 * - `event:offer` or `event:offer:2`: on the document event 'offer', at slide 2;
 * - `hash`: when the URL hash is the module alias (after 500 ms).
 *
 * Unknown kinds and values that do not parse are left out: settings text is
 * tolerated, never fatal (spec section 5).
 */
export type ModalTrigger =
	| { kind: 'delay'; ms: number }
	| { kind: 'scroll'; offset: number }
	| { kind: 'element'; id: string }
	| { kind: 'event'; name: string; slide?: number }
	| { kind: 'hash' };

/** Spec section 9: a hash-triggered open waits 500 ms. */
export const HASH_DELAY_MS = 500;

const NUMBER = /^\d+(\.\d+)?$/;
const EVENT_NAME = /^[\w.:-]+$/;

function entry( text: string ): ModalTrigger | null {
	const [ rawKind, ...rest ] = text.split( ':' );
	const kind = rawKind.trim().toLowerCase();
	const value = rest.join( ':' ).trim();
	switch ( kind ) {
		case 'delay':
			return NUMBER.test( value )
				? { kind: 'delay', ms: Number( value ) }
				: null;
		case 'scroll':
			if ( NUMBER.test( value ) ) {
				return { kind: 'scroll', offset: Number( value ) };
			}
			return /^#?[A-Za-z][\w-]*$/.test( value )
				? { kind: 'element', id: value.replace( /^#/, '' ) }
				: null;
		case 'event': {
			const match = /^(.+?)(?::(\d+))?$/.exec( value );
			const name = match?.[ 1 ].trim() ?? '';
			if ( ! EVENT_NAME.test( name ) || /:\d+$/.test( name ) ) {
				return null;
			}
			return match?.[ 2 ]
				? { kind: 'event', name, slide: Number( match[ 2 ] ) }
				: { kind: 'event', name };
		}
		case 'hash':
			return value === '' ? { kind: 'hash' } : null;
		default:
			return null;
	}
}

/**
 * The triggers of a settings string, in order, each kind once per value.
 *
 * @param text The modal's trigger setting.
 */
export function parseTriggers( text: string | undefined ): ModalTrigger[] {
	const seen = new Set< string >();
	return ( text ?? '' )
		.split( /[;\n]/ )
		.map( ( part ) => part.trim() )
		.filter( Boolean )
		.flatMap( ( part ) => {
			const trigger = entry( part );
			const key = JSON.stringify( trigger );
			if ( ! trigger || seen.has( key ) ) {
				return [];
			}
			seen.add( key );
			return [ trigger ];
		} );
}

/**
 * The settings string of triggers (the editor's trigger builder writes it).
 *
 * @param triggers The triggers.
 */
export function formatTriggers( triggers: readonly ModalTrigger[] ): string {
	return triggers
		.map( ( trigger ) => {
			switch ( trigger.kind ) {
				case 'delay':
					return `delay:${ trigger.ms }`;
				case 'scroll':
					return `scroll:${ trigger.offset }`;
				case 'element':
					return `scroll:#${ trigger.id }`;
				case 'event':
					return trigger.slide
						? `event:${ trigger.name }:${ trigger.slide }`
						: `event:${ trigger.name }`;
				case 'hash':
					return 'hash';
			}
			return '';
		} )
		.join( ';' );
}
