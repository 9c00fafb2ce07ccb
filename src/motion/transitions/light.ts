// The families that move whole slides (fade, slide, push, zoom, parallax, curtain): small,
// so they sit in the motion chunk every module loads.
import { borrowStyle, secondsOf } from './parts';
import type { TransitionBuilder } from './parts';
import type { Direction, Family } from './registry';

/** Where the incoming slide starts, in per cent of its size, per direction of travel. */
const FROM: Record< Direction, { xPercent: number; yPercent: number } > = {
	left: { xPercent: 100, yPercent: 0 },
	right: { xPercent: -100, yPercent: 0 },
	up: { xPercent: 0, yPercent: 100 },
	down: { xPercent: 0, yPercent: -100 },
};

const scaled = ( direction: Direction, factor: number ) => ( {
	xPercent: FROM[ direction ].xPercent * factor,
	yPercent: FROM[ direction ].yPercent * factor,
} );

const isDirection = ( value: string ): value is Direction => value in FROM;

// The clip of a curtain before it opens: the edge it opens from is the travel's far side.
const CLOSED: Record< string, string > = {
	left: 'inset(0% 0% 0% 100%)',
	right: 'inset(0% 100% 0% 0%)',
	up: 'inset(100% 0% 0% 0%)',
	down: 'inset(0% 0% 100% 0%)',
	openh: 'inset(0% 50% 0% 50%)',
	openv: 'inset(50% 0% 50% 0%)',
};
const OPEN = 'inset(0% 0% 0% 0%)';

const fade: TransitionBuilder = ( parts, tl ) => {
	const { incoming, outgoing, stage, transition } = parts;
	const d = secondsOf( parts );
	const variant = transition.def.variant;
	if ( variant !== 'black' && variant !== 'white' ) {
		tl.fromTo(
			incoming,
			{ opacity: 0 },
			{ opacity: 1, duration: d, ease: 'none' }
		);
		return () => {};
	}
	// Through a colour: the old slide fades to the stage's colour, then the new one appears.
	const restore = borrowStyle( stage, [ 'background-color' ] );
	stage.style.setProperty(
		'background-color',
		variant === 'black' ? '#000' : '#fff'
	);
	tl.set( incoming, { opacity: 0 } )
		.to( outgoing, { opacity: 0, duration: d / 2, ease: 'power1.in' } )
		.to( incoming, { opacity: 1, duration: d / 2, ease: 'power1.out' } );
	return restore;
};

const slideFamily =
	( outFactor: number ): TransitionBuilder =>
	( parts, tl ) => {
		const { incoming, outgoing, transition } = parts;
		const direction = transition.def.variant;
		if ( ! isDirection( direction ) ) {
			return () => {};
		}
		const vars = { duration: secondsOf( parts ), ease: transition.ease };
		tl.fromTo(
			incoming,
			{ ...FROM[ direction ], opacity: 1 },
			{ xPercent: 0, yPercent: 0, ...vars },
			0
		);
		if ( outFactor !== 0 ) {
			tl.fromTo(
				outgoing,
				{ xPercent: 0, yPercent: 0 },
				{ ...scaled( direction, -outFactor ), ...vars },
				0
			);
		}
		return () => {};
	};

const zoom: TransitionBuilder = ( parts, tl ) => {
	const { incoming, outgoing, transition } = parts;
	const d = secondsOf( parts );
	const zoomIn = transition.def.variant === 'in';
	tl.fromTo(
		incoming,
		{ scale: zoomIn ? 1.4 : 0.6, opacity: 0 },
		{ scale: 1, opacity: 1, duration: d, ease: transition.ease },
		0
	).fromTo(
		outgoing,
		{ scale: 1 },
		{ scale: zoomIn ? 0.8 : 1.3, duration: d, ease: transition.ease },
		0
	);
	return () => {};
};

const curtain: TransitionBuilder = ( parts, tl ) => {
	const { incoming, outgoing, transition } = parts;
	const d = secondsOf( parts );
	tl.fromTo(
		incoming,
		{
			clipPath: CLOSED[ transition.def.variant ] ?? CLOSED.left,
			opacity: 1,
		},
		{ clipPath: OPEN, duration: d, ease: transition.ease },
		0
	).fromTo(
		// The slide behind dims a little as the curtain passes over it.
		outgoing,
		{ opacity: 1 },
		{ opacity: 0.6, duration: d, ease: 'none' },
		0
	);
	return () => {};
};

/** Builders of the light families; the others come from their chunks (./index.ts). */
export const LIGHT_BUILDERS: Partial< Record< Family, TransitionBuilder > > = {
	fade,
	slide: slideFamily( 0 ),
	push: slideFamily( 1 ),
	parallax: slideFamily( 0.3 ),
	zoom,
	curtain,
};
