import { memo, useLayoutEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { SlideView as SlideData } from '../schema/slide-view';
import { backgroundStyle } from './background';
import { Layer } from './Layer';

interface SlideProps {
	slide: SlideData;
	index: number;
	total: number;
	active: boolean;
	/** Drawn: layers and images rendered (slide prepare status preparing or true). */
	prepared?: boolean;
	/** Told once the prepared slide is in the DOM. */
	onPrepared?: ( index: number ) => void;
}

// Same markup as render.php, so the swap from server to React is invisible.
function SlideShell( {
	slide,
	index,
	total,
	active,
	prepared = true,
	onPrepared,
}: SlideProps ) {
	useLayoutEffect( () => {
		if ( prepared ) {
			onPrepared?.( index );
		}
	}, [ prepared, onPrepared, index ] );
	const image = slide.bg.image;
	const top = slide.layers.filter( ( layer ) => layer.pid === -1 );
	const onGrid = top.filter( ( layer ) => layer.pos.pos === 'absolute' );
	const flow = top.filter( ( layer ) => layer.pos.pos !== 'absolute' );
	const className = `stagecraft-module__slide${ active ? ' is-active' : '' }`;
	return (
		<div
			className={ className }
			data-slide-id={ slide.id }
			data-slide-index={ index }
			// The runtime also makes hidden slides inert (React 18 has no inert prop).
			aria-hidden={ active ? undefined : true }
			role="group"
			aria-roledescription={ __( 'slide', 'stagecraft' ) }
			aria-label={ sprintf(
				/* translators: 1: slide number, 2: number of slides. */
				__( '%1$d of %2$d', 'stagecraft' ),
				index + 1,
				total
			) }
			style={ backgroundStyle( slide.bg ) }
		>
			{ prepared && image && (
				// Same src as the server's <img>, so it comes from the cache;
				// fetchpriority only matters for that first, server-side fetch.
				<img
					className="stagecraft-module__bg"
					src={ image.src }
					width={ image.width }
					height={ image.height }
					alt={ image.alt }
					decoding="async"
				/>
			) }
			{ prepared && (
				<div className="stagecraft-module__layers">
					{ flow.map( ( layer ) => (
						<Layer
							key={ layer.id }
							layer={ layer }
							all={ slide.layers }
						/>
					) ) }
				</div>
			) }
			{ prepared && onGrid.length > 0 && (
				// Absolute layers sit on the level's grid, which the runtime scales.
				<div className="stagecraft-module__grid">
					{ onGrid.map( ( layer ) => (
						<Layer
							key={ layer.id }
							layer={ layer }
							all={ slide.layers }
						/>
					) ) }
				</div>
			) }
		</div>
	);
}

// A slide re-renders only when its own props change (its preparation).
export const Slide = memo( SlideShell );
