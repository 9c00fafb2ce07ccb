// Slots and boxes (a chunk of its own, src/motion/transitions/index.ts): the incoming
// slide's background is drawn by slices, each a clone of that background offset so that
// together they make the whole; the slide's own background is hidden meanwhile and the
// slices are removed after.
import { borrowStyle, secondsOf } from './parts';
import type { TransitionBuilder, TransitionParts } from './parts';

interface Slice {
	el: HTMLElement;
	col: number;
	row: number;
}

const BACKGROUND = [
	'background-color',
	'background-image',
	'background-size',
	'background-position',
	'background-repeat',
] as const;

/**
 * Cuts the incoming slide's background into cols × rows slices laid over where it was.
 *
 * @param parts The slides.
 * @param cols  Columns.
 * @param rows  Rows.
 */
function slice( parts: TransitionParts, cols: number, rows: number ) {
	const { incoming } = parts;
	const doc = incoming.ownerDocument;
	const width = incoming.clientWidth;
	const height = incoming.clientHeight;
	const computed = doc.defaultView?.getComputedStyle( incoming );
	const image = incoming.querySelector< HTMLElement >(
		':scope > .stagecraft-module__bg, :scope > .stagecraft-module__bg-host'
	);
	const holder = doc.createElement( 'div' );
	holder.className = 'stagecraft-transition__slices';
	holder.setAttribute( 'aria-hidden', 'true' );
	holder.style.cssText = 'position:absolute;inset:0;pointer-events:none;';
	const slices: Slice[] = [];
	const w = width / cols;
	const h = height / rows;
	for ( let row = 0; row < rows; row++ ) {
		for ( let col = 0; col < cols; col++ ) {
			const el = doc.createElement( 'div' );
			// Whole pixels either side, so no hairline shows between slices.
			const left = Math.floor( col * w );
			const top = Math.floor( row * h );
			el.style.cssText = `position:absolute;overflow:hidden;left:${ left }px;top:${ top }px;width:${
				Math.ceil( ( col + 1 ) * w ) - left
			}px;height:${ Math.ceil( ( row + 1 ) * h ) - top }px;`;
			const face = doc.createElement( 'div' );
			face.style.cssText = `position:absolute;left:${ -left }px;top:${ -top }px;width:${ width }px;height:${ height }px;`;
			BACKGROUND.forEach( ( name ) =>
				face.style.setProperty(
					name,
					computed?.getPropertyValue( name ) ?? ''
				)
			);
			if ( image ) {
				face.appendChild( image.cloneNode( true ) );
			}
			el.appendChild( face );
			holder.appendChild( el );
			slices.push( { el, col, row } );
		}
	}
	// Above the background, under the layers.
	if ( image ) {
		image.after( holder );
	} else {
		incoming.prepend( holder );
	}
	const restoreStyle = borrowStyle( incoming, [ ...BACKGROUND ] );
	incoming.style.setProperty( 'background-color', 'transparent' );
	incoming.style.setProperty( 'background-image', 'none' );
	const restoreImage = image
		? borrowStyle( image, [ 'visibility' ] )
		: () => {};
	image?.style.setProperty( 'visibility', 'hidden' );
	return {
		slices,
		cleanup() {
			holder.remove();
			restoreStyle();
			restoreImage();
		},
	};
}

const slots: TransitionBuilder = ( parts, tl ) => {
	const { transition, incoming } = parts;
	const variant = transition.def.variant;
	// Up and down move columns; left, right and horizontal move rows.
	const columns =
		variant === 'up' || variant === 'down' || variant === 'vertical';
	const { slices, cleanup } = slice(
		parts,
		columns ? transition.cols : 1,
		columns ? 1 : transition.rows
	);
	const d = secondsOf( parts );
	const count = slices.length;
	const each = count > 1 ? ( d * 0.5 ) / ( count - 1 ) : 0;
	const from: Record< string, gsap.TweenVars > = {
		down: { yPercent: -100 },
		up: { yPercent: 100 },
		left: { xPercent: 100 },
		right: { xPercent: -100 },
		horizontal: { scaleX: 0 },
		vertical: { scaleY: 0 },
	};
	tl.set( incoming, { opacity: 1 } ).fromTo(
		slices.map( ( item ) => item.el.firstElementChild ?? item.el ),
		from[ variant ] ?? from.down,
		{
			xPercent: 0,
			yPercent: 0,
			scaleX: 1,
			scaleY: 1,
			duration: d * 0.5,
			ease: transition.ease,
			stagger: each,
		}
	);
	return cleanup;
};

// Where the boxes' stagger starts: random order, or zoom from the centre out.
const BOXES_FROM: Record< string, gsap.StaggerVars[ 'from' ] > = {
	random: 'random',
	zoom: 'center',
};

const boxes: TransitionBuilder = ( parts, tl ) => {
	const { transition, incoming } = parts;
	const { cols, rows } = transition;
	const { slices, cleanup } = slice( parts, cols, rows );
	const d = secondsOf( parts );
	const variant = transition.def.variant;
	const stagger: gsap.StaggerVars = {
		amount: d * 0.6,
		grid: [ rows, cols ],
		from: BOXES_FROM[ variant ] ?? 'start',
		// Diagonal: the distance on both axes; the others sweep row by row.
		...( variant === 'diagonal' || variant === 'zoom'
			? {}
			: { axis: 'y' } ),
	};
	tl.set( incoming, { opacity: 1 } ).fromTo(
		slices.map( ( item ) => item.el ),
		variant === 'zoom' ? { scale: 0, opacity: 0 } : { opacity: 0 },
		{
			scale: 1,
			opacity: 1,
			duration: d * 0.4,
			ease: transition.ease,
			stagger,
		}
	);
	return cleanup;
};

export const SLICE_BUILDERS = { slots, boxes };
