import { memo, useLayoutEffect } from 'react';
import { __, sprintf } from '../i18n/visitor';
import type { SlideView as SlideData } from '../schema/slide-view';
import { backgroundStyle } from './background';
import { candidates, useFailedImage } from './images';
import { drawLayer } from './Layer';
import { useLayerParts } from './layer-parts';
import { useLayoutView } from './layout-context';
import { sameFile, ServerImage } from './ServerImage';

interface SlideProps {
	slide: SlideData;
	index: number;
	total: number;
	/** The current slide: shown and reachable; the others are hidden and inert. */
	active: boolean;
	/** In a carousel's visible window: shown and reachable too. */
	inView?: boolean;
	/** Fading out under the current slide during a change. */
	leaving?: boolean;
	/** Fading in: drawn transparent, the motion driver brings it to full opacity. */
	entering?: boolean;
	/** The server's image for this slide's background, kept as the LCP element. */
	serverImage?: HTMLImageElement | null;
	/** Drawn: layers and images rendered (slide prepare status preparing or true). */
	prepared?: boolean;
	/** Told once the prepared slide is in the DOM. */
	onPrepared?: ( index: number ) => void;
}

// React 18 passes inert through as an attribute (any value makes it inert);
// React 19 takes it as a boolean, for which 'true' is true as well.
const inert = ( on: boolean ) =>
	( on ? { inert: 'true' } : {} ) as Record< string, never >;

function Background( {
	image,
	serverImage,
}: {
	image: NonNullable< SlideData[ 'bg' ][ 'image' ] >;
	serverImage?: HTMLImageElement | null;
} ) {
	const failed = useFailedImage( image.src );
	if ( serverImage && sameFile( serverImage, image.src ) ) {
		return <ServerImage image={ serverImage } />;
	}
	// Same src, srcset and sizes as the server's <img>, so the browser picks the file it
	// preloaded; fetchpriority only matters for that first, server-side fetch.
	return (
		<img
			className="stagecraft-module__bg"
			src={ image.src }
			{ ...candidates( image ) }
			width={ image.width }
			height={ image.height }
			alt={ image.alt }
			decoding="async"
			{ ...failed }
		/>
	);
}

// Same markup as render.php, so the change from server to React is invisible.
function SlideShell( {
	slide,
	index,
	total,
	active,
	inView = false,
	leaving = false,
	entering = false,
	serverImage,
	prepared = true,
	onPrepared,
}: SlideProps ) {
	const view = useLayoutView();
	const { gradientCss } = view;
	// A background video is drawn by a chunk of its own (./layer-parts.ts).
	const parts = useLayerParts( Boolean( slide.bg.video?.src ) );
	useLayoutEffect( () => {
		if ( prepared ) {
			onPrepared?.( index );
		}
	}, [ prepared, onPrepared, index ] );
	const image = slide.bg.image;
	// Layers are read (and validated) only once the slide is drawn.
	const top = prepared
		? slide.layers.filter( ( layer ) => layer.pid === -1 )
		: [];
	const onGrid = top.filter( ( layer ) => layer.pos.pos === 'absolute' );
	const flow = top.filter( ( layer ) => layer.pos.pos !== 'absolute' );
	const className = [
		'stagecraft-module__slide',
		active && 'is-active',
		inView && 'is-in-view',
		leaving && 'is-leaving',
	]
		.filter( Boolean )
		.join( ' ' );
	const background = backgroundStyle( slide.bg, gradientCss );
	return (
		<div
			className={ className }
			data-slide-id={ slide.id }
			data-slide-index={ index }
			// Hidden slides are out of reach for focus and assistive technology.
			aria-hidden={ active || inView ? undefined : true }
			{ ...inert( ! active && ! inView ) }
			role="group"
			aria-roledescription={ __( 'slide', 'stagecraft' ) }
			aria-label={ sprintf(
				/* translators: 1: slide number, 2: number of slides. */
				__( '%1$d of %2$d', 'stagecraft' ),
				index + 1,
				total
			) }
			style={ entering ? { ...background, opacity: 0 } : background }
		>
			{ prepared && image && (
				<Background image={ image } serverImage={ serverImage } />
			) }
			{ prepared && parts && <parts.MediaBackground slide={ slide } /> }
			{ prepared && (
				<div className="stagecraft-module__layers">
					{ flow.map( ( layer ) =>
						drawLayer( layer, slide.layers, view )
					) }
				</div>
			) }
			{ prepared && onGrid.length > 0 && (
				// Absolute layers sit on the level's grid, which the runtime scales.
				<div className="stagecraft-module__grid">
					{ onGrid.map( ( layer ) =>
						drawLayer( layer, slide.layers, view )
					) }
				</div>
			) }
		</div>
	);
}

// A slide re-renders only when its own props change (its state, its preparation).
export const Slide = memo( SlideShell );
