import {
	DEFAULT_COLS,
	DEFAULT_ROWS,
	DEFAULT_TRANSITION_MS,
	RANDOM_LOOKUP_DEPTH,
	RANDOM_MAX_MS,
	RANDOM_MIN_MS,
	TRANSITIONS,
	boundCount,
	transitionNamed,
} from './registry';
import type { TransitionDef } from './registry';

/** A slide's `slideshow.trans` (src/schema/slide-view.ts), every field optional. */
export interface TransitionChoice {
	e?: string;
	d?: number;
	ease?: string;
	cols?: number;
	rows?: number;
}

/** What one slide change plays. */
export interface ResolvedTransition {
	readonly def: TransitionDef;
	readonly duration: number;
	readonly ease: string;
	readonly cols: number;
	readonly rows: number;
	/** Whether it was drawn from 'random'. */
	readonly random: boolean;
}

export interface ResolveOptions {
	/** The module's default choice, under the slide's own. */
	moduleDefault?: TransitionChoice;
	/** Canvas width in px, bounding slots and boxes (spec section 5). */
	width: number;
	/** 0 ≤ n < 1; Math.random unless a test passes its own. */
	random?: () => number;
	/** The previous pick, which 'random' tries not to repeat. */
	previous?: string;
	/** Going to the previous slide: the transition runs mirrored. */
	backward?: boolean;
}

// Going back, a transition moves the other way: its direction (or zoom) mirrored.
const MIRRORED: Readonly< Record< string, string > > = {
	left: 'right',
	right: 'left',
	up: 'down',
	down: 'up',
	in: 'out',
	out: 'in',
};

/**
 * The transition of the same family that moves the opposite way; itself when it has no
 * direction (fades, flips, boxes).
 *
 * @param def The transition.
 */
export function mirrored( def: TransitionDef ): TransitionDef {
	const opposite = MIRRORED[ def.variant ];
	return opposite ? transitionNamed( `${ def.family }${ opposite }` ) : def;
}

const DEFAULT_EASE = 'power2.inOut';

/**
 * The transition of one change: the slide's choice wins field by field over the module's
 * default, which wins over the 1000 ms fade. 'random' draws a named transition, looking
 * at most RANDOM_LOOKUP_DEPTH times for one unlike the previous, and a 300–1300 ms length.
 *
 * @param slide   The incoming slide's choice.
 * @param options Module default, canvas width, random source.
 */
export function resolveTransition(
	slide: TransitionChoice | undefined,
	options: ResolveOptions
): ResolvedTransition {
	const random = options.random ?? Math.random;
	const pick = < K extends keyof TransitionChoice >( key: K ) => {
		const own = slide?.[ key ];
		const empty = own === undefined || own === '' || own === 0;
		return empty ? options.moduleDefault?.[ key ] : own;
	};
	const name = pick( 'e' ) || 'fade';
	const isRandom = name === 'random';
	let def = transitionNamed( name );
	if ( isRandom ) {
		for ( let depth = 0; depth < RANDOM_LOOKUP_DEPTH; depth++ ) {
			def = TRANSITIONS[ Math.floor( random() * TRANSITIONS.length ) ];
			if ( def.name !== options.previous ) {
				break;
			}
		}
	}
	if ( options.backward ) {
		def = mirrored( def );
	}
	const asked = pick( 'd' );
	const duration = isRandom
		? Math.round(
				RANDOM_MIN_MS + random() * ( RANDOM_MAX_MS - RANDOM_MIN_MS )
			)
		: ( asked ?? DEFAULT_TRANSITION_MS );
	return {
		def,
		duration,
		ease: pick( 'ease' ) || DEFAULT_EASE,
		cols: boundCount( pick( 'cols' ), DEFAULT_COLS, options.width ),
		rows: boundCount( pick( 'rows' ), DEFAULT_ROWS, options.width ),
		random: isRandom,
	};
}
