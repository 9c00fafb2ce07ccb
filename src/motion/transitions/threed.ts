// Cube, flip and turn (a chunk of its own, src/motion/transitions/index.ts), with the spec's
// perspectives (section 9): the cube's 3D wrapper 1600, flips 2500, turns 1500, depth 65.
import { borrowStyle, secondsOf } from './parts';
import type { TransitionBuilder } from './parts';
import {
	DEFAULT_DEPTH,
	FLIP_PERSPECTIVE,
	TURN_PERSPECTIVE,
	WRAPPER_PERSPECTIVE,
} from './registry';

const vertical = ( variant: string ) =>
	variant === 'up' || variant === 'down' || variant === 'vertical';

// The sign of a turn: left and up turn the old face away to the left or up.
const sign = ( variant: string ) =>
	variant === 'left' || variant === 'up' ? 1 : -1;

const cube: TransitionBuilder = ( parts, tl ) => {
	const { incoming, outgoing, stage, transition } = parts;
	const variant = transition.def.variant;
	const axis = vertical( variant ) ? 'rotationX' : 'rotationY';
	const size = vertical( variant )
		? incoming.clientHeight
		: incoming.clientWidth;
	// Both faces turn about the cube's centre, half the face behind the stage.
	const origin = `50% 50% ${ -size / 2 }px`;
	const d = secondsOf( parts );
	// Rotating about X, a positive angle tips the top away: up is the opposite sign of left.
	const turn = 90 * sign( variant ) * ( axis === 'rotationX' ? -1 : 1 );
	const restore = borrowStyle( stage, [ 'perspective', 'transform-style' ] );
	stage.style.setProperty( 'perspective', `${ WRAPPER_PERSPECTIVE }px` );
	const faces = { transformOrigin: origin, backfaceVisibility: 'hidden' };
	tl.fromTo(
		outgoing,
		{ ...faces, [ axis ]: 0 },
		{ [ axis ]: -turn, duration: d, ease: transition.ease },
		0
	)
		.fromTo(
			incoming,
			{ ...faces, [ axis ]: turn, opacity: 1 },
			{ [ axis ]: 0, duration: d, ease: transition.ease },
			0
		)
		// The cube sinks back by the depth mid-turn, so its edges stay in the stage.
		.to(
			[ incoming, outgoing ],
			{
				z: ( -DEFAULT_DEPTH / 100 ) * ( size / 2 ),
				duration: d / 2,
				ease: 'sine.inOut',
				yoyo: true,
				repeat: 1,
			},
			0
		);
	return restore;
};

const flip: TransitionBuilder = ( parts, tl ) => {
	const { incoming, outgoing, transition } = parts;
	const axis = vertical( transition.def.variant ) ? 'rotationX' : 'rotationY';
	const d = secondsOf( parts );
	const faces = {
		transformPerspective: FLIP_PERSPECTIVE,
		backfaceVisibility: 'hidden',
	};
	tl.fromTo(
		outgoing,
		{ ...faces, [ axis ]: 0 },
		{ [ axis ]: 180, duration: d, ease: transition.ease },
		0
	).fromTo(
		incoming,
		{ ...faces, [ axis ]: -180, opacity: 1 },
		{ [ axis ]: 0, duration: d, ease: transition.ease },
		0
	);
	return () => {};
};

const ORIGIN: Record< string, string > = {
	left: '0% 50%',
	right: '100% 50%',
	up: '50% 0%',
	down: '50% 100%',
};

const turn: TransitionBuilder = ( parts, tl ) => {
	const { incoming, transition } = parts;
	const variant = transition.def.variant;
	const axis = vertical( variant ) ? 'rotationX' : 'rotationY';
	// The new slide swings in on its hinge, like a page turned onto the old one.
	tl.fromTo(
		incoming,
		{
			transformPerspective: TURN_PERSPECTIVE,
			transformOrigin: ORIGIN[ variant ] ?? ORIGIN.left,
			[ axis ]: 90 * sign( variant ),
			opacity: 1,
		},
		{
			[ axis ]: 0,
			duration: secondsOf( parts ),
			ease: transition.ease,
		},
		0
	);
	return () => {};
};

export const THREED_BUILDERS = { cube, flip, turn };
