import { gsap } from 'gsap';

/**
 * Inline properties the driver writes: transforms (GSAP may also touch the
 * individual transform properties), opacity, the hover and frame colours, and
 * the frames' clip paths, filters and pointer events.
 */
const DRIVEN = [
	'opacity',
	'transform',
	'translate',
	'rotate',
	'scale',
	'color',
	'background-color',
	'clip-path',
	'filter',
	'pointer-events',
] as const;
const NONE: readonly string[] = [];
const CLEAR_DRIVEN =
	'opacity,transform,translate,rotate,scale,color,backgroundColor,clipPath,filter,pointerEvents';

/** What one capture created, and how to let go of it. */
export interface Captured {
	/** The tweens and timelines made, nested ones included. */
	animations: readonly gsap.core.Animation[];
	/** Kills them and drops them from the context. */
	release: () => void;
}

export interface MotionContext {
	/**
	 * Runs `make` inside the module's GSAP context, first noting the inline
	 * values of the elements it will animate; the returned release lets go of
	 * every tween and timeline `make` created.
	 */
	capture: ( elements: readonly Element[], make: () => void ) => Captured;
	/** Reverts the live animations, then puts back every inline value noted. */
	revert: () => void;
}

type Styled = Element & ElementCSSInlineStyle;

// Duck-typed: an element of another window (the editor's iframe) fails instanceof.
const hasStyle = ( el: Element ): el is Styled =>
	typeof ( el as Partial< Styled > ).style?.setProperty === 'function';

/**
 * One GSAP context for a module (the useGSAP model): every tween is created in
 * it, so revert() reaches all of them. A settled scene is released at once,
 * so the context holds only what is still running; the inline values the
 * driver found on each element are kept instead, one record per element, so
 * revert() can still undo what released scenes left behind.
 *
 * @param scope The module element (GSAP resolves selector text within it).
 */
export function createMotionContext( scope?: Element ): MotionContext {
	const context = gsap.context( () => {}, scope );
	// Context.data is GSAP's list of what was created in the context.
	const data: unknown[] = context.data;
	const origins = new Map< Styled, readonly string[] >();
	let pruneAt = 64;

	function remember( el: Element ) {
		if ( ! hasStyle( el ) || origins.has( el ) ) {
			return;
		}
		const values = DRIVEN.map( ( name ) =>
			el.style.getPropertyValue( name )
		);
		// Most layers start with none of them inline: one shared record for those.
		origins.set( el, values.some( Boolean ) ? values : NONE );
		// Elements React has dropped are forgotten, so the record stays bounded.
		if ( origins.size > pruneAt ) {
			origins.forEach( ( _values, known ) => {
				if ( ! known.isConnected ) {
					origins.delete( known );
				}
			} );
			pruneAt = Math.max( 64, origins.size * 2 );
		}
	}

	// Kills what a capture made and takes it out of the context's list.
	function drop( items: ReadonlySet< unknown > ) {
		items.forEach(
			( item ) => item instanceof gsap.core.Animation && item.kill()
		);
		let kept = 0;
		for ( const item of data ) {
			if ( ! items.has( item ) ) {
				data[ kept++ ] = item;
			}
		}
		data.length = kept;
	}

	return {
		capture( elements, make ) {
			elements.forEach( remember );
			const before = data.length;
			context.add( make );
			const made = new Set( data.slice( before ) );
			// A set outside any timeline (a scene's start state) has run already: dropped now, not
			// kept with its scene until it settles (a tween, its property tweens and style record
			// per layer, for hundreds of layers at once); the origins record undoes it on revert.
			const ran = [ ...made ].filter(
				( item ) =>
					item instanceof gsap.core.Tween &&
					! item.parent &&
					item.duration() === 0
			);
			if ( ran.length ) {
				drop( new Set( ran ) );
				ran.forEach( ( item ) => made.delete( item ) );
			}
			const animations = [ ...made ].filter(
				( item ): item is gsap.core.Animation =>
					item instanceof gsap.core.Animation
			);
			return {
				animations,
				release() {
					if ( made.size === 0 ) {
						return;
					}
					drop( made );
					made.clear();
				},
			};
		},
		revert() {
			context.revert();
			// Outside any context: these sets are the driver's last word.
			context.ignore( () =>
				origins.forEach( ( values, el ) => {
					gsap.set( el, { clearProps: CLEAR_DRIVEN } );
					values.forEach( ( value, index ) => {
						if ( value ) {
							el.style.setProperty( DRIVEN[ index ], value );
						}
					} );
				} )
			);
			origins.clear();
		},
	};
}
